import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createVerifiedAccount, nextIp, sessionFor } from '../../../../test/auth-helpers.js';
import { lastCodeFor, nextMobileNumber, outboxTexts, phoneMember, startPhone, verifyPhone } from '../../../../test/phone-helpers.js';
import { sameOrigin, useTestApp } from '../../../../test/test-app.js';
import { consentRecords } from '../../../db/schema/preferences.js';
import { phoneCodeLimits } from './phone-sign-in.service.js';

const t = useTestApp();

const national = (e164: string) => e164.slice(3);
const spaced = (e164: string) => `${national(e164).slice(0, 5)} ${national(e164).slice(5)}`;

describe('POST /api/v1/auth/phone/start', () => {
  it('sends a six-digit code on WhatsApp to a number written as people write it, and says where', async () => {
    const phone = nextMobileNumber();
    const res = await startPhone(t, { phone: `0${spaced(phone)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: `We sent a code to +91 ${national(phone).slice(0, 2)}*** **${national(phone).slice(7)}.`,
      channel: 'whatsapp',
      expiresInSeconds: 300,
      resendInSeconds: 30,
    });
    const [sent] = (await outboxTexts(t)).filter((message) => message.to === phone);
    expect(sent?.channel).toBe('whatsapp');
    expect(sent?.text).toMatch(/\b\d{6} is your GymSlot code\. It expires in 5 minutes\./);
  });

  it('sends by SMS when asked, in Hindi when asked in Hindi', async () => {
    const phone = nextMobileNumber();
    const res = await startPhone(t, { phone, channel: 'sms' }, nextIp(), { 'accept-language': 'hi' });
    expect(res.json().channel).toBe('sms');
    const [sent] = (await outboxTexts(t)).filter((message) => message.to === phone);
    expect(sent?.channel).toBe('sms');
    expect(sent?.text).toContain('आपका GymSlot कोड है');
  });

  it('refuses what is not an Indian mobile number with the contract text', async () => {
    for (const phone of ['020 2553 1234', '+1 650 253 0000', '12345', 'call me', 42]) {
      const res = await startPhone(t, { phone });
      expect(res.statusCode, String(phone)).toBe(400);
      expect(res.json().message).toBe('Enter a valid Indian mobile number.');
    }
  });

  it('answers the same whether or not the number has an account', async () => {
    const member = await phoneMember(t);
    t.clock.advance(phoneCodeLimits.perNumberBurst.windowMs);
    const known = (await startPhone(t, { phone: member.phone })).json();
    const unknown = (await startPhone(t, { phone: nextMobileNumber() })).json();
    expect(Object.keys(known)).toEqual(Object.keys(unknown));
    expect(known.channel).toBe(unknown.channel);
  });

  it('sends one code per 30 seconds and five an hour to a number, whatever the client', async () => {
    const phone = nextMobileNumber();
    expect((await startPhone(t, { phone })).statusCode).toBe(200);
    const burst = await startPhone(t, { phone });
    expect(burst.statusCode).toBe(429);
    expect(burst.json().message).toBe('Too many codes were sent to this number. Try again in 1 minute.');
    for (let sent = 1; sent < phoneCodeLimits.perNumber.limit; sent++) {
      t.clock.advance(phoneCodeLimits.perNumberBurst.windowMs);
      expect((await startPhone(t, { phone })).statusCode).toBe(200);
    }
    t.clock.advance(phoneCodeLimits.perNumberBurst.windowMs);
    const hourly = await startPhone(t, { phone });
    expect(hourly.statusCode).toBe(429);
    expect(hourly.json().message).toMatch(/^Too many codes were sent to this number\. Try again in \d+ minutes\.$/);
    t.clock.advance(phoneCodeLimits.perNumber.windowMs);
    expect((await startPhone(t, { phone })).statusCode).toBe(200);
  });

  it('sends ten codes an hour to one client, an IPv6 client counted by its /64', async () => {
    for (let sent = 0; sent < phoneCodeLimits.perClient.limit; sent++) {
      expect((await startPhone(t, { phone: nextMobileNumber() }, `2001:db8:5:7::${sent + 1}`)).statusCode).toBe(200);
    }
    expect((await startPhone(t, { phone: nextMobileNumber() }, '2001:db8:5:7::ffff')).statusCode).toBe(429);
    expect((await startPhone(t, { phone: nextMobileNumber() }, '2001:db8:5:8::1')).statusCode).toBe(200);
  });

  it('counts what it sends and refuses in the metrics', async () => {
    await startPhone(t, { phone: nextMobileNumber() });
    const metrics = await t.metrics.registry.getSingleMetricAsString('gymslot_phone_codes_total');
    expect(metrics).toMatch(/gymslot_phone_codes_total\{outcome="sent"\} [1-9]/);
    expect(metrics).toMatch(/gymslot_phone_codes_total\{outcome="limited_number"\} [1-9]/);
  });
});

describe('POST /api/v1/auth/phone/verify', () => {
  it('creates a verified member from a new number and a name (201), signed in at once', async () => {
    const phone = nextMobileNumber();
    await startPhone(t, { phone });
    const code = await lastCodeFor(t, phone);
    const withoutName = await verifyPhone(t, { phone, code });
    expect(withoutName.statusCode).toBe(400);
    expect(withoutName.json().message).toBe('Tell us your name to create your account.');

    const res = await verifyPhone(t, { phone: spaced(phone), code, name: 'Asha Verma' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Account created', user: { name: 'Asha Verma', email: '', role: 'user', phone } });
    const cookie = res.cookies.find((c) => c.name === 'gymslot_session');
    const status = await t.app.inject({ method: 'GET', url: '/api/v1/auth/check-status', headers: { cookie: `gymslot_session=${cookie?.value}` } });
    expect(status.json().user).toMatchObject({ phone, email: '' });
  });

  it("turns on the new member's WhatsApp and SMS messages as they chose, as dated consent", async () => {
    const phone = nextMobileNumber();
    await startPhone(t, { phone });
    const res = await verifyPhone(t, { phone, code: await lastCodeFor(t, phone), name: 'Meena Pillai', whatsapp: true, sms: false });
    const cookie = res.cookies.find((c) => c.name === 'gymslot_session');
    const preferences = await t.app.inject({ method: 'GET', url: '/api/me/preferences', headers: { cookie: `gymslot_session=${cookie?.value}` } });
    expect(preferences.json().preferences.channels).toEqual({ email: true, whatsapp: true, sms: false });
    const records = await t.database.db.select().from(consentRecords).where(eq(consentRecords.userId, res.json().user._id));
    expect(records.map((record) => [record.purpose, record.granted])).toEqual([['whatsapp', true]]);
  });

  it('signs a known number in (200), and a code works once', async () => {
    const member = await phoneMember(t);
    t.clock.advance(phoneCodeLimits.perNumberBurst.windowMs);
    await startPhone(t, { phone: member.phone });
    const code = await lastCodeFor(t, member.phone);
    const res = await verifyPhone(t, { phone: member.phone, code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Login successful', user: { _id: member.userId, phone: member.phone } });
    const again = await verifyPhone(t, { phone: member.phone, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('That code is wrong or has expired.');
  });

  it('lets one of two sign-ups with the same code through, making one account', async () => {
    const phone = nextMobileNumber();
    await startPhone(t, { phone });
    const code = await lastCodeFor(t, phone);
    const replies = await Promise.all([verifyPhone(t, { phone, code, name: 'Ravi Kumar' }), verifyPhone(t, { phone, code, name: 'Ravi Kumar' })]);
    expect(replies.map((res) => res.statusCode).sort()).toEqual([201, 400]);
  });

  it('refuses a code after five minutes, and a replaced code', async () => {
    const phone = nextMobileNumber();
    await startPhone(t, { phone });
    const first = await lastCodeFor(t, phone);
    t.clock.advance(phoneCodeLimits.perNumberBurst.windowMs);
    await startPhone(t, { phone });
    const second = await lastCodeFor(t, phone);
    if (first !== second) expect((await verifyPhone(t, { phone, code: first, name: 'A' })).statusCode).toBe(400);
    t.clock.advance(5 * 60_000 + 1);
    expect((await verifyPhone(t, { phone, code: second, name: 'A' })).json().message).toBe('That code is wrong or has expired.');
  });

  it('ends a code after five wrong tries, even if the right one comes next', async () => {
    const phone = nextMobileNumber();
    await startPhone(t, { phone });
    const code = await lastCodeFor(t, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verifyPhone(t, { phone, code: wrong, name: 'A' })).statusCode).toBe(400);
    expect((await verifyPhone(t, { phone, code, name: 'A' })).statusCode).toBe(400);
  });

  it('refuses a malformed code or name with a clear 400', async () => {
    const phone = nextMobileNumber();
    for (const body of [{ phone, code: '12345' }, { phone, code: 'abcdef' }, { phone, code: '123456', name: 'visit www.example.com' }, { phone }]) {
      const res = await verifyPhone(t, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('POST /api/me/phone', () => {
  it('adds a number to an e-mail account with its code, and the number then signs in to that account', async () => {
    const account = await createVerifiedAccount(t);
    const token = await sessionFor(t, account);
    const phone = nextMobileNumber();
    await startPhone(t, { phone });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/phone',
      headers: { ...sameOrigin, cookie: `gymslot_session=${token}` },
      payload: { phone: spaced(phone), code: await lastCodeFor(t, phone) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: account.email, phone });

    t.clock.advance(phoneCodeLimits.perNumberBurst.windowMs);
    await startPhone(t, { phone });
    const signIn = await verifyPhone(t, { phone, code: await lastCodeFor(t, phone) });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.email).toBe(account.email);
  });

  it("refuses another account's number (409), and asks for a session", async () => {
    const member = await phoneMember(t);
    const account = await createVerifiedAccount(t);
    const token = await sessionFor(t, account);
    t.clock.advance(phoneCodeLimits.perNumberBurst.windowMs);
    await startPhone(t, { phone: member.phone });
    const code = await lastCodeFor(t, member.phone);
    const res = await t.app.inject({ method: 'POST', url: '/api/me/phone', headers: { ...sameOrigin, cookie: `gymslot_session=${token}` }, payload: { phone: member.phone, code } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This number belongs to another account.');
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/me/phone', headers: sameOrigin, payload: { phone: member.phone, code } });
    expect(anonymous.statusCode).toBe(401);
  });
});
