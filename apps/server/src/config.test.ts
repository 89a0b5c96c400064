import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

let dataDir: string | undefined;
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

async function tempDataDir(): Promise<string> {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gymslot-config-'));
  return dataDir;
}

describe('loadConfig', () => {
  it('gives safe defaults when nothing is set', async () => {
    const dir = await tempDataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.secureCookies).toBe(false);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.razorpay.apiUrl).toBe('https://api.razorpay.com');
    expect(config.databaseStatementTimeoutMs).toBe(10_000);
    expect(config.trustedProxies).toEqual([]);
  });

  it('keys door passes with PASS_SECRET, else with a key of their own derived from the session secret', async () => {
    const dir = await tempDataDir();
    const sessionSecret = 's'.repeat(40);
    const derived = loadConfig({ DATA_DIR: dir, SESSION_SECRET: sessionSecret }).passSecret;
    expect(derived).not.toBe(sessionSecret);
    expect(derived.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: sessionSecret }).passSecret).toBe(derived);
    expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: 't'.repeat(40) }).passSecret).not.toBe(derived);
    expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: sessionSecret, PASS_SECRET: 'p'.repeat(32) }).passSecret).toBe('p'.repeat(32));
    expect(() => loadConfig({ DATA_DIR: dir, PASS_SECRET: 'short' })).toThrow(/^Invalid environment variable PASS_SECRET: must be at least 32 characters$/);
  });

  it('names the variable and the problem in one line', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid environment variable PORT: must be a number$/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO: must be true or false/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example/tile.png' })).toThrow(/MAP_TILE_URL: must be an http/);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: 'ten seconds' })).toThrow(
      /^Invalid environment variable DATABASE_STATEMENT_TIMEOUT_MS: must be a number of milliseconds$/,
    );
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS: must be 0 \(no limit\) or more/);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '2.5' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS: must be a whole number/);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '86400000' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS: must be at most 3600000/);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/^Invalid environment variable TRUST_PROXY: a hop count cannot be trusted; /);
    for (const value of ['true', '10.0.0.0/33', '10.0.0.1,balancer.internal', '10.0.0.0/8/1', '::1/129', '10.0.0.1,,10.0.0.2']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/^Invalid environment variable TRUST_PROXY: must be a comma-separated list/);
    }
  });

  it('addresses media under PUBLIC_URL/api/media (what a proxy forwarding only /api passes), or under MEDIA_PUBLIC_URL without its trailing slash', async () => {
    const dir = await tempDataDir();
    expect(loadConfig({ DATA_DIR: dir }).mediaPublicUrl).toBe('http://localhost:3000/api/media');
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'http://localhost:5173/' }).mediaPublicUrl).toBe('http://localhost:5173/api/media');
    expect(loadConfig({ DATA_DIR: dir, MEDIA_PUBLIC_URL: 'https://cdn.example.com/gymslot/' }).mediaPublicUrl).toBe('https://cdn.example.com/gymslot');
    expect(loadConfig({ DATA_DIR: dir, MEDIA_PUBLIC_URL: 'https://CDN.example.com' }).mediaPublicUrl).toBe('https://cdn.example.com');
  });

  it('refuses a MEDIA_PUBLIC_URL that is not a plain absolute http(s) base', () => {
    for (const value of ['/media', 'cdn.example.com/gymslot', 'ftp://cdn.example.com', 'javascript:alert(1)']) {
      expect(() => loadConfig({ MEDIA_PUBLIC_URL: value }), value).toThrow(/^Invalid environment variable MEDIA_PUBLIC_URL: must be an http\(s\) URL/);
    }
    for (const value of ['https://cdn.example.com/gymslot?v=1', 'https://cdn.example.com/gymslot#x', 'https://cdn.example.com/?']) {
      expect(() => loadConfig({ MEDIA_PUBLIC_URL: value }), value).toThrow(/MEDIA_PUBLIC_URL: must not have a query \(\?\) or a fragment \(#\)$/);
    }
    expect(() => loadConfig({ MEDIA_PUBLIC_URL: 'https://user:pass@cdn.example.com' })).toThrow(/MEDIA_PUBLIC_URL: must not hold a user name or password$/);
  });

  it('reads the statement timeout, 0 turning it off', async () => {
    const dir = await tempDataDir();
    expect(loadConfig({ DATA_DIR: dir, DATABASE_STATEMENT_TIMEOUT_MS: '2500' }).databaseStatementTimeoutMs).toBe(2500);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_STATEMENT_TIMEOUT_MS: '0' }).databaseStatementTimeoutMs).toBe(0);
  });

  it('reads the reminder lead time and channels (§8.3), refusing what cannot work', async () => {
    const dir = await tempDataDir();
    // Unset: every channel, so each person's reminder goes wherever they chose (§8.9); set, a filter.
    expect(loadConfig({ DATA_DIR: dir }).reminders).toEqual({ leadMinutes: 120, channels: ['email', 'sms', 'whatsapp'] });
    expect(loadConfig({ DATA_DIR: dir, REMINDER_LEAD_MINUTES: '90', REMINDER_CHANNELS: 'email, sms,whatsapp' }).reminders).toEqual({
      leadMinutes: 90,
      channels: ['email', 'sms', 'whatsapp'],
    });
    expect(() => loadConfig({ REMINDER_LEAD_MINUTES: 'two hours' })).toThrow(/^Invalid environment variable REMINDER_LEAD_MINUTES: must be a number of minutes$/);
    expect(() => loadConfig({ REMINDER_LEAD_MINUTES: '5' })).toThrow(/REMINDER_LEAD_MINUTES: must be at least 15 minutes$/);
    expect(() => loadConfig({ REMINDER_LEAD_MINUTES: '90.5' })).toThrow(/REMINDER_LEAD_MINUTES: must be a whole number of minutes$/);
    expect(() => loadConfig({ REMINDER_LEAD_MINUTES: '10000' })).toThrow(/REMINDER_LEAD_MINUTES: must be at most 2880 minutes/);
    for (const value of ['email,pigeon', 'email,,sms', 'SMS']) {
      expect(() => loadConfig({ REMINDER_CHANNELS: value }), value).toThrow(
        /^Invalid environment variable REMINDER_CHANNELS: must be a comma-separated list of email, sms, whatsapp$/,
      );
    }
    expect(() => loadConfig({ REMINDER_CHANNELS: 'email,sms,email' })).toThrow(/REMINDER_CHANNELS: must not name a channel twice$/);
  });

  it('runs the maintenance round every minute unless MAINTENANCE_INTERVAL_MS says otherwise, from one second to one hour', async () => {
    const dir = await tempDataDir();
    expect(loadConfig({ DATA_DIR: dir }).maintenanceIntervalMs).toBe(60_000);
    expect(loadConfig({ DATA_DIR: dir, MAINTENANCE_INTERVAL_MS: '1000' }).maintenanceIntervalMs).toBe(1000);
    expect(loadConfig({ DATA_DIR: dir, MAINTENANCE_INTERVAL_MS: '3600000' }).maintenanceIntervalMs).toBe(3_600_000);
    expect(() => loadConfig({ MAINTENANCE_INTERVAL_MS: 'a minute' })).toThrow(/^Invalid environment variable MAINTENANCE_INTERVAL_MS: must be a number of milliseconds$/);
    expect(() => loadConfig({ MAINTENANCE_INTERVAL_MS: '999' })).toThrow(/MAINTENANCE_INTERVAL_MS: must be at least 1000 \(one second\)$/);
    expect(() => loadConfig({ MAINTENANCE_INTERVAL_MS: '1500.5' })).toThrow(/MAINTENANCE_INTERVAL_MS: must be a whole number of milliseconds$/);
    expect(() => loadConfig({ MAINTENANCE_INTERVAL_MS: '3600001' })).toThrow(/MAINTENANCE_INTERVAL_MS: must be at most 3600000 \(one hour\)$/);
  });

  it('reads the trusted proxies as addresses, CIDR ranges and proxy-addr range names', async () => {
    const dir = await tempDataDir();
    const config = loadConfig({ DATA_DIR: dir, TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16,fd00::/8 ,::1,loopback' });
    expect(config.trustedProxies).toEqual(['10.0.0.5', '10.1.0.0/16', 'fd00::/8', '::1', 'loopback']);
  });

  it('generates the session secret once and keeps it in DATA_DIR', async () => {
    const dir = await tempDataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    const second = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
    expect((await readFile(path.join(dir, 'session-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(path.join(dir, 'session-secret'))).mode & 0o077).toBe(0);
  });

  it('seeds demo data by default only with the embedded database', async () => {
    const dir = await tempDataDir();
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://h/db', SESSION_SECRET: secret }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://h/db', SEED_DEMO: 'true', SESSION_SECRET: secret }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('uses secure cookies behind an https public URL', async () => {
    const dir = await tempDataDir();
    const config = loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://gymslot.example/', PAYMENTS_SANDBOX: 'true' });
    expect(config.secureCookies).toBe(true);
    expect(config.publicUrl).toBe('https://gymslot.example');
    expect(config.publicOrigin).toBe('https://gymslot.example');
  });

  it('takes Razorpay with both keys, and the sandbox only where it cannot be mistaken for real payments', async () => {
    const dir = await tempDataDir();
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' };
    const site = { DATA_DIR: dir, PUBLIC_URL: 'https://gymslot.example' };
    expect(loadConfig({ ...site, ...keys }).payments).toBe('razorpay');
    expect(loadConfig({ DATA_DIR: dir }).payments).toBe('sandbox');
    expect(loadConfig({ ...site, PAYMENTS_SANDBOX: 'true' }).payments).toBe('sandbox');
    expect(() => loadConfig(site)).toThrow(
      'Invalid environment variable RAZORPAY_KEY_ID: an https PUBLIC_URL needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (or PAYMENTS_SANDBOX=true to take sandbox payments on purpose)',
    );
    expect(() => loadConfig({ ...site, PAYMENTS_SANDBOX: 'false' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, RAZORPAY_KEY_ID: 'rzp_live_x' })).toThrow(
      'Invalid environment variable RAZORPAY_KEY_SECRET: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
    );
    expect(() => loadConfig({ ...site, ...keys, PAYMENTS_SANDBOX: 'true' })).toThrow('Invalid environment variable PAYMENTS_SANDBOX');
  });
});
