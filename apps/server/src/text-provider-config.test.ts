import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

// §8.9's provider settings: off by default, on only whole, every bad value named in one line.

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gymslot-text-config-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 's'.repeat(40), ...env });

const whatsapp = {
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_ACCESS_TOKEN: 'EAAGtoken',
  WHATSAPP_APP_SECRET: 'app-secret',
  WHATSAPP_VERIFY_TOKEN: 'verify-me',
};
const msg91 = { MSG91_AUTH_KEY: '412345AbCdEf', MSG91_OTP_TEMPLATE_ID: '6650a1b2c3d4e5f6a7b8c9d0' };

describe('the WhatsApp and SMS provider settings', () => {
  it('leave both providers off when nothing is set, so texts go to DATA_DIR/outbox', () => {
    const config = load({});
    expect(config.whatsapp).toBeUndefined();
    expect(config.msg91).toBeUndefined();
  });

  it('turn WhatsApp on with its four settings, with Meta as the default API and a default template per kind', () => {
    const config = load(whatsapp);
    expect(config.whatsapp).toEqual({
      apiUrl: 'https://graph.facebook.com/v21.0',
      phoneNumberId: '106540352242922',
      accessToken: 'EAAGtoken',
      appSecret: 'app-secret',
      verifyToken: 'verify-me',
      templates: {
        phone_code: 'gymslot_phone_code',
        booking_confirmed: 'gymslot_booking_confirmed',
        reminder: 'gymslot_reminder',
        waitlist_offer: 'gymslot_waitlist_offer',
        booking_rescheduled: 'gymslot_booking_rescheduled',
        payment_refunded: 'gymslot_payment_refunded',
        booking_cancelled: 'gymslot_booking_cancelled',
        not_let_in_reported: 'gymslot_not_let_in_reported',
        not_let_in_refunded: 'gymslot_not_let_in_refunded',
        not_let_in_rejected: 'gymslot_not_let_in_rejected',
        account_deletion_scheduled: 'gymslot_account_deletion_scheduled',
        booking_cancelled_by_gym: 'gymslot_booking_cancelled_by_gym',
        staff_invitation: 'gymslot_staff_invitation',
      },
    });
    const renamed = load({ ...whatsapp, WHATSAPP_API_URL: 'https://graph.example/v22.0/', WHATSAPP_TEMPLATE_REMINDER: 'slot_reminder_v2' });
    expect(renamed.whatsapp?.apiUrl).toBe('https://graph.example/v22.0');
    expect(renamed.whatsapp?.templates.reminder).toBe('slot_reminder_v2');
  });

  it('turn MSG91 on with its key and sign-in template; a booking kind has a template only when one is set', () => {
    expect(load(msg91).msg91).toEqual({ apiUrl: 'https://control.msg91.com', authKey: '412345AbCdEf', templates: { phone_code: '6650a1b2c3d4e5f6a7b8c9d0' } });
    const more = load({ ...msg91, MSG91_TEMPLATE_REMINDER: '6650a1b2c3d4e5f6a7b8c9d1', MSG91_API_URL: 'https://sms.example' });
    expect(more.msg91).toMatchObject({ apiUrl: 'https://sms.example', templates: { phone_code: msg91.MSG91_OTP_TEMPLATE_ID, reminder: '6650a1b2c3d4e5f6a7b8c9d1' } });
    expect(more.msg91?.templates.booking_confirmed).toBeUndefined();
  });

  it('refuse half a provider, naming the first setting missing', () => {
    const { WHATSAPP_APP_SECRET: _secret, ...noSecret } = whatsapp;
    expect(() => load(noSecret)).toThrow(ConfigError);
    expect(() => load(noSecret)).toThrow(
      /^Invalid environment variable WHATSAPP_APP_SECRET: WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN must be set together$/,
    );
    expect(() => load({ WHATSAPP_VERIFY_TOKEN: 'verify-me' })).toThrow(/^Invalid environment variable WHATSAPP_PHONE_NUMBER_ID: .* must be set together$/);
    expect(() => load({ MSG91_AUTH_KEY: 'key' })).toThrow(/^Invalid environment variable MSG91_OTP_TEMPLATE_ID: MSG91_AUTH_KEY and MSG91_OTP_TEMPLATE_ID must be set together$/);
    expect(() => load({ MSG91_TEMPLATE_REMINDER: 'abc123' })).toThrow(
      /^Invalid environment variable MSG91_TEMPLATE_REMINDER: needs MSG91_AUTH_KEY and MSG91_OTP_TEMPLATE_ID$/,
    );
  });

  it('name a bad value in one line', () => {
    expect(() => load({ ...whatsapp, WHATSAPP_PHONE_NUMBER_ID: '+91 98765' })).toThrow(
      /^Invalid environment variable WHATSAPP_PHONE_NUMBER_ID: must be the digits of the WhatsApp phone number id$/,
    );
    expect(() => load({ ...whatsapp, WHATSAPP_ACCESS_TOKEN: 'two words' })).toThrow(/^Invalid environment variable WHATSAPP_ACCESS_TOKEN: must not contain spaces$/);
    expect(() => load({ WHATSAPP_API_URL: 'ftp://graph.facebook.com' })).toThrow(/^Invalid environment variable WHATSAPP_API_URL: must be an http\(s\) URL$/);
    expect(() => load({ MSG91_API_URL: 'https://control.msg91.com/?x=1' })).toThrow(/^Invalid environment variable MSG91_API_URL: must not have a query/);
    expect(() => load({ WHATSAPP_TEMPLATE_PHONE_CODE: 'Phone Code' })).toThrow(/^Invalid environment variable WHATSAPP_TEMPLATE_PHONE_CODE: must be a WhatsApp template name/);
    expect(() => load({ ...msg91, MSG91_TEMPLATE_BOOKING_CANCELLED: 'id with spaces' })).toThrow(
      /^Invalid environment variable MSG91_TEMPLATE_BOOKING_CANCELLED: must be an MSG91 template id/,
    );
  });
});
