import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { messageChannels, type MessageChannel } from '@gymslot/shared/admin-message-schemas';
import { grievanceOfficerOf, type GrievanceOfficer } from './grievance-officer.js';
import { trustedProxyList } from './lib/trusted-proxy-list.js';
import { mediaS3Env, mediaS3Of, type MediaS3Config } from './media-s3-config.js';
import { textProviderEnv, textProvidersOf, type Msg91Config, type WhatsappConfig } from './text-provider-config.js';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** The channels reminders may use (modules/reminders/send-due-reminders.ts), as REMINDER_CHANNELS names them: all by default (§8.9). */
export const reminderChannelNames = messageChannels;
export type ReminderChannelName = MessageChannel;

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://gymslot.example' }).optional(),
  MEDIA_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://cdn.example.com/gymslot' })
    .refine((value) => !/[?#]/.test(value), 'must not have a query (?) or a fragment (#)')
    .refine((value) => !/^https?:\/\/[^/]*@/i.test(value), 'must not hold a user name or password')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // setTimeout, which times queries on the client side, cannot wait longer than 2^31-1 ms.
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be 0 (no limit) or more')
    .max(3_600_000, 'must be at most 3600000 (one hour)')
    .default(10_000),
  TRUST_PROXY: trustedProxyList.optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PASS_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('GymSlot <no-reply@gymslot.local>'),
  SMTP_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100')
    .max(60_000, 'must be at most 60000 (one minute)')
    .default(10_000),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.url({ error: 'must be a URL' }).default('https://api.razorpay.com'),
  PAYMENTS_SANDBOX: booleanText.optional(),
  OIDC_ISSUER_URL: z.url({ error: 'must be a URL' }).default('https://accounts.google.com'),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  SEED_DEMO: booleanText.optional(),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an http(s) URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  REMINDER_LEAD_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int('must be a whole number of minutes')
    .min(15, 'must be at least 15 minutes')
    .max(2880, 'must be at most 2880 minutes (two days)')
    .default(120),
  // How often the maintenance round (modules/maintenance/maintenance-loop.ts) runs; fault tests shorten it.
  MAINTENANCE_INTERVAL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(1000, 'must be at least 1000 (one second)')
    .max(3_600_000, 'must be at most 3600000 (one hour)')
    .default(60_000),
  REMINDER_CHANNELS: z
    .string()
    .transform((value) => value.split(',').map((name) => name.trim()))
    .pipe(
      z
        .array(z.enum(reminderChannelNames, { error: `must be a comma-separated list of ${reminderChannelNames.join(', ')}` }))
        .refine((names) => new Set(names).size === names.length, 'must not name a channel twice'),
    )
    .default([...reminderChannelNames]),
  // §8.9: sign-in codes sent in one hour, all numbers together: a ceiling on what SMS pumping can cost.
  OTP_HOURLY_LIMIT: z.coerce
    .number({ error: 'must be a number of codes' })
    .int('must be a whole number of codes')
    .min(1, 'must be at least 1')
    .max(1_000_000, 'must be at most 1000000')
    .default(1000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PLATFORM_FEE_PERCENT: z.coerce
    .number({ error: 'must be a number such as 10 or 12.5' })
    .min(0, 'must be between 0 and 100')
    .max(100, 'must be between 0 and 100')
    .refine((percent) => Number.isInteger(percent * 100), 'must have at most two decimal places')
    .default(10),
  NO_SHOW_RELEASE_HOURS: z.coerce
    .number({ error: 'must be a whole number of hours from 1 to 168' })
    .int('must be a whole number of hours from 1 to 168')
    .min(1, 'must be at least 1 hour')
    .max(168, 'must be at most 168 hours (one week)')
    .default(24),
  // §8.11: who answers privacy complaints; /grievance shows them (grievance-officer.ts gives the defaults).
  GRIEVANCE_OFFICER_NAME: z.string().trim().min(1).max(200, 'must be at most 200 characters').optional(),
  GRIEVANCE_OFFICER_EMAIL: z.email({ error: 'must be an e-mail address such as grievance@gymslot.example' }).optional(),
  // §8.9's WhatsApp and SMS providers (text-provider-config.ts).
  ...textProviderEnv,
  // §8.14's bucket for images (media-s3-config.ts).
  ...mediaS3Env,
});

export interface AppConfig {
  port: number;
  host: string;
  publicUrl: string;
  publicOrigin: string;
  /** The absolute base uploaded and demo images are addressed under: MEDIA_PUBLIC_URL, else PUBLIC_URL/api/media (decision 068). */
  mediaPublicUrl: string;
  /** §8.14: the S3-compatible bucket images are kept in; undefined keeps them under DATA_DIR/media. */
  mediaS3: MediaS3Config | undefined;
  secureCookies: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL only: a statement running longer is cancelled; 0 means no limit. */
  databaseStatementTimeoutMs: number;
  /** Proxies (addresses, CIDR ranges) whose X-Forwarded-For names the client; empty trusts none. */
  trustedProxies: string[];
  sessionSecret: string;
  /** The HMAC key of door passes (API contract §8.5): PASS_SECRET, else one derived from the session secret. */
  passSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How long the mail server may take to connect, greet or answer a command before an attempt is given up (and retried later). */
  smtpTimeoutMs: number;
  /** Razorpay with both keys; else the built-in sandbox, which takes no real money. */
  payments: 'razorpay' | 'sandbox';
  razorpay: {
    keyId: string | undefined;
    keySecret: string | undefined;
    webhookSecret: string | undefined;
    apiUrl: string;
  };
  oidc: { issuerUrl: string; clientId: string | undefined; clientSecret: string | undefined };
  seedDemo: boolean;
  mapTileUrl: string;
  /** §8.3: how long before a slot starts its reminder goes out, and through which channels. */
  reminders: { leadMinutes: number; channels: ReminderChannelName[] };
  /** How often the maintenance round runs (sweeps, refunds, payouts, deletions), once per interval across processes. */
  maintenanceIntervalMs: number;
  /** §8.9: at most this many sign-in codes are sent per hour, all numbers together. */
  otpHourlyLimit: number;
  /** §8.7: GymSlot's share of each booking paid to a gym with Razorpay Route; the gym gets the rest. */
  platformFeePercent: number;
  /** §8.8: how long after a slot ends Razorpay releases a held share by itself (the no-show case). */
  noShowReleaseHours: number;
  /** §8.9: WhatsApp Cloud API, set up only with all its settings; undefined writes WhatsApp texts to DATA_DIR/outbox. */
  whatsapp: WhatsappConfig | undefined;
  /** §8.9: SMS through MSG91, set up only with its auth key and sign-in code template; undefined writes SMS to DATA_DIR/outbox. */
  msg91: Msg91Config | undefined;
  /** §8.11: the grievance officer the /grievance page names: GRIEVANCE_OFFICER_NAME and _EMAIL, or their defaults. */
  grievanceOfficer: GrievanceOfficer;
  logLevel: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError with one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in envSchema.shape && value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const vars = parsed.data;
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
  const payments = paymentsMode(vars, publicUrl.startsWith('https:'));
  const dataDir = path.resolve(vars.DATA_DIR);
  const sessionSecret = vars.SESSION_SECRET ?? readOrCreateSecret(dataDir);
  return {
    port: vars.PORT,
    host: vars.HOST,
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    mediaPublicUrl: vars.MEDIA_PUBLIC_URL === undefined ? `${publicUrl}/api/media` : new URL(vars.MEDIA_PUBLIC_URL).href.replace(/\/+$/, ''),
    mediaS3: mediaS3Of(vars, (message) => {
      throw new ConfigError(message);
    }),
    secureCookies: publicUrl.startsWith('https:'),
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    databaseStatementTimeoutMs: vars.DATABASE_STATEMENT_TIMEOUT_MS,
    trustedProxies: vars.TRUST_PROXY ?? [],
    sessionSecret,
    passSecret: vars.PASS_SECRET ?? derivedPassSecret(sessionSecret),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    smtpTimeoutMs: vars.SMTP_TIMEOUT_MS,
    payments,
    razorpay: {
      keyId: vars.RAZORPAY_KEY_ID,
      keySecret: vars.RAZORPAY_KEY_SECRET,
      webhookSecret: vars.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: vars.RAZORPAY_API_URL.replace(/\/+$/, ''),
    },
    oidc: {
      issuerUrl: vars.OIDC_ISSUER_URL,
      clientId: vars.OIDC_CLIENT_ID,
      clientSecret: vars.OIDC_CLIENT_SECRET,
    },
    seedDemo: vars.SEED_DEMO ?? !vars.DATABASE_URL,
    mapTileUrl: vars.MAP_TILE_URL,
    reminders: { leadMinutes: vars.REMINDER_LEAD_MINUTES, channels: vars.REMINDER_CHANNELS },
    maintenanceIntervalMs: vars.MAINTENANCE_INTERVAL_MS,
    otpHourlyLimit: vars.OTP_HOURLY_LIMIT,
    platformFeePercent: vars.PLATFORM_FEE_PERCENT,
    noShowReleaseHours: vars.NO_SHOW_RELEASE_HOURS,
    grievanceOfficer: grievanceOfficerOf(vars.GRIEVANCE_OFFICER_NAME, vars.GRIEVANCE_OFFICER_EMAIL, publicUrl),
    ...textProvidersOf(vars, (message) => {
      throw new ConfigError(message);
    }),
    logLevel: vars.LOG_LEVEL,
  };
}

/**
 * Which payments the server takes. A public (https) site without Razorpay keys would take free
 * "payments" from the sandbox, so it refuses to start unless PAYMENTS_SANDBOX=true says so.
 */
function paymentsMode(vars: z.infer<typeof envSchema>, publicSite: boolean): AppConfig['payments'] {
  const keys = [vars.RAZORPAY_KEY_ID, vars.RAZORPAY_KEY_SECRET].filter((key) => key !== undefined).length;
  if (keys === 1) {
    throw new ConfigError('Invalid environment variable RAZORPAY_KEY_SECRET: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  }
  if (keys === 2) {
    if (vars.PAYMENTS_SANDBOX) throw new ConfigError('Invalid environment variable PAYMENTS_SANDBOX: not with Razorpay keys set');
    return 'razorpay';
  }
  if (publicSite && !vars.PAYMENTS_SANDBOX) {
    throw new ConfigError(
      'Invalid environment variable RAZORPAY_KEY_ID: an https PUBLIC_URL needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (or PAYMENTS_SANDBOX=true to take sandbox payments on purpose)',
    );
  }
  return 'sandbox';
}

/**
 * Under its own label, so a pass key never equals the session secret or the sandbox's keys, and
 * every process sharing SESSION_SECRET accepts the others' passes with no further setting.
 */
function derivedPassSecret(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('gymslot door pass key').digest('base64url');
}

/** Kept per machine: processes on several machines must share one SESSION_SECRET (see README). */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
