import { z } from 'zod';

// The WhatsApp and SMS providers of API contract §8.9, read from the environment with the rest of
// config.ts (decision 056). A provider is on only with all its required settings; a part of one
// stops the process, naming the first variable missing.

/** The messages GymSlot sends as WhatsApp or SMS texts; each provider names an approved template per kind. */
export const textMessageKinds = [
  'phone_code',
  'booking_confirmed',
  'reminder',
  'waitlist_offer',
  'booking_rescheduled',
  'payment_refunded',
  'booking_cancelled',
  // §8.11: an account's deletion is scheduled (decision 059).
  'account_deletion_scheduled',
  // §8.10 'not let in' (decision 060): the gym's owner told of a report and of its refund; the person of a rejection.
  'not_let_in_reported',
  'not_let_in_refunded',
  'not_let_in_rejected',
  // §8.12 closed hours (decision 063): a paid booking the gym's closure cancelled, its refund on the way.
  'booking_cancelled_by_gym',
  // §8.12 front-desk staff (decision 062): a new phone-only staff account is told it may sign in with its number.
  'staff_invitation',
] as const;
export type TextMessageKind = (typeof textMessageKinds)[number];

export function isTextMessageKind(kind: string): kind is TextMessageKind {
  return (textMessageKinds as readonly string[]).includes(kind);
}

/** WhatsApp Cloud API: sends from one business phone number with its access token; the app secret signs status webhooks. */
export interface WhatsappConfig {
  /** https://graph.facebook.com/v21.0, or a stand-in server in tests; no trailing slash. */
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  /** Key of the HMAC in X-Hub-Signature-256 on every status webhook. */
  appSecret: string;
  /** What Meta sends as hub.verify_token when the webhook is subscribed. */
  verifyToken: string;
  /** The approved template of each kind (its translations are chosen by language code). */
  templates: Record<TextMessageKind, string>;
}

/** MSG91's Flow API: DLT-approved templates by id; a kind without one is not sent by SMS. */
export interface Msg91Config {
  /** https://control.msg91.com, or a stand-in server in tests; no trailing slash. */
  apiUrl: string;
  authKey: string;
  templates: Partial<Record<TextMessageKind, string>>;
}

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .refine((value) => !/[?#]/.test(value), 'must not have a query (?) or a fragment (#)');
const secret = z
  .string()
  .max(1024, 'must be at most 1024 characters')
  .refine((value) => !/\s/.test(value), 'must not contain spaces');
const templateName = z.string().regex(/^[a-z0-9_]{1,512}$/, 'must be a WhatsApp template name: lowercase letters, digits and _');
const templateId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an MSG91 template id: letters, digits, _ or -');

/** The variables, spread into config.ts's schema. */
export const textProviderEnv = {
  WHATSAPP_API_URL: httpUrl.default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d{1,32}$/, 'must be the digits of the WhatsApp phone number id').optional(),
  WHATSAPP_ACCESS_TOKEN: secret.optional(),
  WHATSAPP_APP_SECRET: secret.optional(),
  WHATSAPP_VERIFY_TOKEN: secret.optional(),
  WHATSAPP_TEMPLATE_PHONE_CODE: templateName.default('gymslot_phone_code'),
  WHATSAPP_TEMPLATE_BOOKING_CONFIRMED: templateName.default('gymslot_booking_confirmed'),
  WHATSAPP_TEMPLATE_REMINDER: templateName.default('gymslot_reminder'),
  WHATSAPP_TEMPLATE_WAITLIST_OFFER: templateName.default('gymslot_waitlist_offer'),
  WHATSAPP_TEMPLATE_BOOKING_RESCHEDULED: templateName.default('gymslot_booking_rescheduled'),
  WHATSAPP_TEMPLATE_PAYMENT_REFUNDED: templateName.default('gymslot_payment_refunded'),
  WHATSAPP_TEMPLATE_BOOKING_CANCELLED: templateName.default('gymslot_booking_cancelled'),
  WHATSAPP_TEMPLATE_ACCOUNT_DELETION_SCHEDULED: templateName.default('gymslot_account_deletion_scheduled'),
  WHATSAPP_TEMPLATE_NOT_LET_IN_REPORTED: templateName.default('gymslot_not_let_in_reported'),
  WHATSAPP_TEMPLATE_NOT_LET_IN_REFUNDED: templateName.default('gymslot_not_let_in_refunded'),
  WHATSAPP_TEMPLATE_NOT_LET_IN_REJECTED: templateName.default('gymslot_not_let_in_rejected'),
  WHATSAPP_TEMPLATE_BOOKING_CANCELLED_BY_GYM: templateName.default('gymslot_booking_cancelled_by_gym'),
  WHATSAPP_TEMPLATE_STAFF_INVITATION: templateName.default('gymslot_staff_invitation'),
  MSG91_API_URL: httpUrl.default('https://control.msg91.com'),
  MSG91_AUTH_KEY: secret.optional(),
  MSG91_OTP_TEMPLATE_ID: templateId.optional(),
  MSG91_TEMPLATE_BOOKING_CONFIRMED: templateId.optional(),
  MSG91_TEMPLATE_REMINDER: templateId.optional(),
  MSG91_TEMPLATE_WAITLIST_OFFER: templateId.optional(),
  MSG91_TEMPLATE_BOOKING_RESCHEDULED: templateId.optional(),
  MSG91_TEMPLATE_PAYMENT_REFUNDED: templateId.optional(),
  MSG91_TEMPLATE_BOOKING_CANCELLED: templateId.optional(),
  MSG91_TEMPLATE_ACCOUNT_DELETION_SCHEDULED: templateId.optional(),
  MSG91_TEMPLATE_NOT_LET_IN_REPORTED: templateId.optional(),
  MSG91_TEMPLATE_NOT_LET_IN_REFUNDED: templateId.optional(),
  MSG91_TEMPLATE_NOT_LET_IN_REJECTED: templateId.optional(),
  MSG91_TEMPLATE_BOOKING_CANCELLED_BY_GYM: templateId.optional(),
  MSG91_TEMPLATE_STAFF_INVITATION: templateId.optional(),
};

type TextProviderVars = z.output<z.ZodObject<typeof textProviderEnv>>;

const whatsappTemplateVars = {
  phone_code: 'WHATSAPP_TEMPLATE_PHONE_CODE',
  booking_confirmed: 'WHATSAPP_TEMPLATE_BOOKING_CONFIRMED',
  reminder: 'WHATSAPP_TEMPLATE_REMINDER',
  waitlist_offer: 'WHATSAPP_TEMPLATE_WAITLIST_OFFER',
  booking_rescheduled: 'WHATSAPP_TEMPLATE_BOOKING_RESCHEDULED',
  payment_refunded: 'WHATSAPP_TEMPLATE_PAYMENT_REFUNDED',
  booking_cancelled: 'WHATSAPP_TEMPLATE_BOOKING_CANCELLED',
  account_deletion_scheduled: 'WHATSAPP_TEMPLATE_ACCOUNT_DELETION_SCHEDULED',
  not_let_in_reported: 'WHATSAPP_TEMPLATE_NOT_LET_IN_REPORTED',
  not_let_in_refunded: 'WHATSAPP_TEMPLATE_NOT_LET_IN_REFUNDED',
  not_let_in_rejected: 'WHATSAPP_TEMPLATE_NOT_LET_IN_REJECTED',
  booking_cancelled_by_gym: 'WHATSAPP_TEMPLATE_BOOKING_CANCELLED_BY_GYM',
  staff_invitation: 'WHATSAPP_TEMPLATE_STAFF_INVITATION',
} as const satisfies Record<TextMessageKind, keyof TextProviderVars>;

const msg91TemplateVars = {
  phone_code: 'MSG91_OTP_TEMPLATE_ID',
  booking_confirmed: 'MSG91_TEMPLATE_BOOKING_CONFIRMED',
  reminder: 'MSG91_TEMPLATE_REMINDER',
  waitlist_offer: 'MSG91_TEMPLATE_WAITLIST_OFFER',
  booking_rescheduled: 'MSG91_TEMPLATE_BOOKING_RESCHEDULED',
  payment_refunded: 'MSG91_TEMPLATE_PAYMENT_REFUNDED',
  booking_cancelled: 'MSG91_TEMPLATE_BOOKING_CANCELLED',
  account_deletion_scheduled: 'MSG91_TEMPLATE_ACCOUNT_DELETION_SCHEDULED',
  not_let_in_reported: 'MSG91_TEMPLATE_NOT_LET_IN_REPORTED',
  not_let_in_refunded: 'MSG91_TEMPLATE_NOT_LET_IN_REFUNDED',
  not_let_in_rejected: 'MSG91_TEMPLATE_NOT_LET_IN_REJECTED',
  booking_cancelled_by_gym: 'MSG91_TEMPLATE_BOOKING_CANCELLED_BY_GYM',
  staff_invitation: 'MSG91_TEMPLATE_STAFF_INVITATION',
} as const satisfies Record<TextMessageKind, keyof TextProviderVars>;

const whatsappRequired = ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const;
const msg91Required = ['MSG91_AUTH_KEY', 'MSG91_OTP_TEMPLATE_ID'] as const;

/** All of `names` set, or none; a part of them is refused through `fail` with the first one missing. */
function allOrNone(vars: TextProviderVars, names: readonly (keyof TextProviderVars)[], fail: (message: string) => never): boolean {
  const missing = names.filter((name) => vars[name] === undefined);
  if (missing.length === 0) return true;
  if (missing.length === names.length) return false;
  const list = `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
  return fail(`Invalid environment variable ${missing[0] ?? ''}: ${list} must be set together`);
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The providers the environment sets up: undefined for one that is not set (its channel keeps
 * writing `DATA_DIR/outbox` files). `fail` throws config.ts's one-line ConfigError.
 */
export function textProvidersOf(
  vars: TextProviderVars,
  fail: (message: string) => never,
): { whatsapp: WhatsappConfig | undefined; msg91: Msg91Config | undefined } {
  const whatsapp = allOrNone(vars, whatsappRequired, fail)
    ? {
        apiUrl: withoutTrailingSlash(vars.WHATSAPP_API_URL),
        phoneNumberId: vars.WHATSAPP_PHONE_NUMBER_ID ?? '',
        accessToken: vars.WHATSAPP_ACCESS_TOKEN ?? '',
        appSecret: vars.WHATSAPP_APP_SECRET ?? '',
        verifyToken: vars.WHATSAPP_VERIFY_TOKEN ?? '',
        templates: Object.fromEntries(Object.entries(whatsappTemplateVars).map(([kind, name]) => [kind, vars[name]])) as Record<TextMessageKind, string>,
      }
    : undefined;

  const msg91Templates = Object.entries(msg91TemplateVars).flatMap(([kind, name]) => (vars[name] === undefined ? [] : [[kind, vars[name]] as const]));
  let msg91: Msg91Config | undefined;
  if (allOrNone(vars, msg91Required, fail)) {
    msg91 = { apiUrl: withoutTrailingSlash(vars.MSG91_API_URL), authKey: vars.MSG91_AUTH_KEY ?? '', templates: Object.fromEntries(msg91Templates) };
  } else if (msg91Templates.length > 0) {
    const [kind] = msg91Templates[0] ?? [];
    fail(`Invalid environment variable ${msg91TemplateVars[kind as TextMessageKind]}: needs MSG91_AUTH_KEY and MSG91_OTP_TEMPLATE_ID`);
  }
  return { whatsapp, msg91 };
}
