import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.js';
import {
  checkStatus,
  cookieHeader,
  createVerifiedAccount,
  login,
  newAccount,
  nextIp,
  register,
  sessionFor,
} from '../../../test/auth-helpers.js';
import { linksIn, tokenFromMail } from '../../../test/mail-links.js';
import { sameOrigin, useTestApp } from '../../../test/test-app.js';

const t = useTestApp();

const GENERIC_REPLY = {
  success: true,
  message: 'If an account exists for this email, a password reset link has been sent.',
};

function forgotPassword(email: string, remoteAddress = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forget-password',
    headers: sameOrigin,
    remoteAddress,
    payload: { email },
  });
}

function resetPassword(token: string, password: string, remoteAddress = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/auth/reset-password/${token}`,
    headers: sameOrigin,
    remoteAddress,
    payload: { password },
  });
}

async function resetTokenFor(email: string): Promise<string> {
  expect((await forgotPassword(email)).statusCode).toBe(200);
  return tokenFromMail(await t.outbox(), email, '/reset-password/');
}

describe('forget-password', () => {
  it('answers known and unknown addresses identically and mails only the known one', async () => {
    const account = await createVerifiedAccount(t);
    const mailsBefore = (await t.outbox()).length;
    const known = await forgotPassword(` ${account.email.toUpperCase()} `);
    const unknown = await forgotPassword('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(GENERIC_REPLY);
    expect(unknown.body).toBe(known.body);

    const outbox = await t.outbox();
    expect(outbox).toHaveLength(mailsBefore + 1);
    const token = tokenFromMail(outbox, account.email, '/reset-password/');
    expect(linksIn(outbox.at(-1) ?? '', '/reset-password/')).toEqual([
      `http://localhost:3000/reset-password/${token}`,
    ]);
    expect(known.body).not.toContain(token);
    expect(JSON.stringify(known.headers)).not.toContain(token);
  });

  it('asks for an address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forget-password',
      headers: sameOrigin,
      remoteAddress: nextIp(),
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter your email address.');
  });
});

describe('reset-password', () => {
  it('sets the new password, ends every session and logs nobody in', async () => {
    const account = await createVerifiedAccount(t);
    const browser = await sessionFor(t, account);
    const phone = await sessionFor(t, account);
    const token = await resetTokenFor(account.email);

    const res = await resetPassword(token, 'a brand new password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password reset successfully' });
    expect(res.cookies).toEqual([]);

    expect((await checkStatus(t, cookieHeader(browser))).statusCode).toBe(401);
    expect((await checkStatus(t, { authorization: `Bearer ${phone}` })).statusCode).toBe(401);
    expect((await login(t, account)).statusCode).toBe(401);
    expect((await login(t, { email: account.email, password: 'a brand new password' })).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('works once', async () => {
    const account = await createVerifiedAccount(t);
    const token = await resetTokenFor(account.email);
    expect((await resetPassword(token, 'first new password')).statusCode).toBe(200);
    const second = await resetPassword(token, 'second new password');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ success: false, message: 'Invalid or expired token' });
    expect((await login(t, { email: account.email, password: 'first new password' })).statusCode).toBe(200);
  });

  it('also retires the older links of the same account', async () => {
    const account = await createVerifiedAccount(t);
    const older = await resetTokenFor(account.email);
    const newer = await resetTokenFor(account.email);
    expect((await resetPassword(newer, 'first new password')).statusCode).toBe(200);
    expect((await resetPassword(older, 'second new password')).statusCode).toBe(400);
  });

  it('expires after one hour', async () => {
    const account = await createVerifiedAccount(t);
    const fresh = await resetTokenFor(account.email);
    t.clock.advance(59 * 60_000);
    expect((await resetPassword(fresh, 'within the hour')).statusCode).toBe(200);
    const later = await resetTokenFor(account.email);
    t.clock.advance(61 * 60_000);
    const res = await resetPassword(later, 'too late password');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid or expired token');
  });

  it('marks a never-verified address as verified', async () => {
    const account = newAccount();
    await register(t, account);
    expect((await login(t, account)).statusCode).toBe(403);
    const token = await resetTokenFor(account.email);
    expect((await resetPassword(token, 'verified by mailbox')).statusCode).toBe(200);
    expect((await login(t, { email: account.email, password: 'verified by mailbox' })).statusCode).toBe(200);
  });

  it('checks the password rule and refuses unknown tokens', async () => {
    const short = await resetPassword('whatever', 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters');
    const unknown = await resetPassword('A'.repeat(43), 'long enough password');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Invalid or expired token');
  });
});
