import { describe, expect, it } from 'vitest';
import { createVerifiedAccount, login, newAccount, nextIp, register } from '../../../test/auth-helpers.js';
import { linksIn, tokenFromMail } from '../../../test/mail-links.js';
import { sameOrigin, useTestApp } from '../../../test/test-app.js';
import { authRateLimits } from './auth.service.js';

const t = useTestApp();

const GENERIC_REPLY = {
  success: true,
  message: 'If this email still needs verifying, a new verification link has been sent.',
};

function resend(payload: object, remoteAddress = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/resend-verification',
    headers: sameOrigin,
    remoteAddress,
    payload,
  });
}

const mailsTo = async (email: string) => (await t.outbox()).filter((eml) => eml.includes(`To: ${email}`)).length;

describe('POST /api/v1/auth/resend-verification', () => {
  it('mails an unverified account a new link that verifies it', async () => {
    const account = newAccount();
    expect((await register(t, account)).statusCode).toBe(201);

    const res = await resend({ email: account.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(GENERIC_REPLY);
    expect(await mailsTo(account.email)).toBe(2);

    const token = tokenFromMail(await t.outbox(), account.email, '/verify-email/');
    const verified = await t.app.inject({ method: 'GET', url: `/api/v1/auth/verify-email/${token}` });
    expect(verified.json()).toEqual({ success: true, message: 'Email verified successfully' });
    expect((await login(t, account)).statusCode).toBe(200);
  });

  it('answers unknown and verified addresses the same, and mails neither', async () => {
    const verified = await createVerifiedAccount(t);
    const mailsBefore = (await t.outbox()).length;
    const known = await resend({ email: verified.email });
    const unknown = await resend({ email: 'nobody-at-all@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(GENERIC_REPLY);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await t.outbox()).toHaveLength(mailsBefore);
  });

  it('keeps a safe destination in the mailed link and drops another site', async () => {
    const account = newAccount();
    expect((await register(t, { ...account, next: '//evil.example' } as typeof account)).statusCode).toBe(201);
    expect(linksIn((await t.outbox()).at(-1) ?? '', '/verify-email/')[0]).not.toContain('?');

    expect((await resend({ email: account.email, next: '/gym/abc?date=2026-11-24' })).statusCode).toBe(200);
    const [link] = linksIn((await t.outbox()).at(-1) ?? '', '/verify-email/');
    expect(new URL(link ?? '').searchParams.get('next')).toBe('/gym/abc?date=2026-11-24');
  });

  it('asks for an address', async () => {
    const res = await resend({});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter your email address.');
  });

  it('stops mailing an address past its budget, answering as always', async () => {
    const account = newAccount();
    expect((await register(t, account)).statusCode).toBe(201);
    const { limit } = authRateLimits.resendVerificationPerAddress;
    for (let i = 0; i <= limit; i++) {
      const res = await resend({ email: account.email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(GENERIC_REPLY);
    }
    expect(await mailsTo(account.email)).toBe(1 + limit);
  });

  it('limits requests per IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < authRateLimits.resendVerificationPerIp.limit; i++) {
      expect((await resend({ email: `r${i}@example.com` }, ip)).statusCode).toBe(200);
    }
    const blocked = await resend({ email: 'another@example.com' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\./);
    expect((await resend({ email: 'another@example.com' }, nextIp())).statusCode).toBe(200);
  });
});
