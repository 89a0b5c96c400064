import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PERSON_NAME_RULE } from '@gymslot/shared/person-name';
import { users } from '../../db/schema/users.js';
import {
  checkStatus,
  cookieHeader,
  createVerifiedAccount,
  login,
  newAccount,
  nextIp,
  register,
} from '../../../test/auth-helpers.js';
import { linksIn, tokenFromMail } from '../../../test/mail-links.js';
import { sameOrigin, useTestApp } from '../../../test/test-app.js';

const t = useTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;

describe('register → verify → login → check-status → logout', () => {
  it('walks the whole journey with the contract replies', async () => {
    const account = newAccount({ name: 'Meera Iyer', email: '  Meera.Iyer@Example.COM ' });
    const registered = await register(t, account);
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({
      success: true,
      message: 'Registration successful. Please check your email to verify your account.',
    });
    expect(registered.cookies).toEqual([]);

    const outbox = await t.outbox();
    const mail = outbox.at(-1) ?? '';
    expect(mail).toMatch(/^To: meera\.iyer@example\.com/m);
    expect(linksIn(mail, '/verify-email/')[0]).toMatch(/^http:\/\/localhost:3000\/verify-email\/[\w-]{43}$/);
    const token = tokenFromMail(outbox, 'meera.iyer@example.com', '/verify-email/');

    const verified = await t.app.inject({ method: 'GET', url: `/api/v1/auth/verify-email/${token}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ success: true, message: 'Email verified successfully' });
    const again = await t.app.inject({ method: 'GET', url: `/api/v1/auth/verify-email/${token}` });
    expect(again.json()).toEqual({ success: true, message: 'Email already verified' });

    const loggedIn = await login(t, { email: 'MEERA.IYER@example.com ', password: account.password });
    expect(loggedIn.statusCode).toBe(200);
    const body = loggedIn.json();
    expect(body).toEqual({
      success: true,
      message: 'Login successful',
      user: { _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Meera Iyer', email: 'meera.iyer@example.com', role: 'user' },
    });
    const cookie = loggedIn.cookies.find((c) => c.name === 'gymslot_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(cookie?.secure).toBeFalsy();
    const sessionToken = cookie?.value ?? '';

    const status = await checkStatus(t, cookieHeader(sessionToken));
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ success: true, user: body.user });

    const loggedOut = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { ...sameOrigin, ...cookieHeader(sessionToken) },
      payload: {},
    });
    expect(loggedOut.statusCode).toBe(200);
    expect(loggedOut.json()).toEqual({ success: true, message: 'Logged out successfully' });
    expect(loggedOut.cookies.find((c) => c.name === 'gymslot_session')?.value).toBe('');

    const after = await checkStatus(t, cookieHeader(sessionToken));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, message: 'Please log in to continue.', error: 'Please log in to continue.', code: 'loginRequired' });

    const repeated = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: sameOrigin, payload: {} });
    expect(repeated.statusCode).toBe(200);
  });
});

describe('register', () => {
  it('refuses an address that is already registered, whatever its case', async () => {
    const account = newAccount();
    expect((await register(t, account)).statusCode).toBe(201);
    const duplicate = await register(t, { ...account, email: account.email.toUpperCase() });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      success: false,
      message: 'An account with this email already exists.',
      error: 'An account with this email already exists.',
      code: 'emailTaken',
    });
  });

  it('always creates a plain user, ignoring role and other fields in the body', async () => {
    const account = newAccount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: sameOrigin,
      remoteAddress: nextIp(),
      payload: { ...account, role: 'admin', emailVerifiedAt: new Date().toISOString(), id: 'a'.repeat(24) },
    });
    expect(res.statusCode).toBe(201);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    expect(user).toMatchObject({ role: 'user', emailVerifiedAt: null, oidcSubject: null });
    expect(user?.id).not.toBe('a'.repeat(24));
  });

  it.each([
    [{}, 'Please fill in all fields.', 'fillAllFields'],
    [{ name: 'A', email: 'a@example.com' }, 'Please fill in all fields.', 'fillAllFields'],
    [{ name: 'A', email: 'not-an-email', password: 'long enough' }, 'Invalid email address', 'invalidEmail'],
    [{ name: 'A', email: 'a@example.com', password: 'short' }, 'Password must be at least 8 characters', 'passwordTooShort'],
    [{ name: 'Claim your prize at https://evil.test/x', email: 'a@example.com', password: 'long enough' }, PERSON_NAME_RULE, 'nameRule'],
    [{ name: 'Prize at evil-prizes.com', email: 'a@example.com', password: 'long enough' }, PERSON_NAME_RULE, 'nameRule'],
    [{ name: '<b>Asha</b>', email: 'a@example.com', password: 'long enough' }, PERSON_NAME_RULE, 'nameRule'],
    [{ name: 'x'.repeat(81), email: 'a@example.com', password: 'long enough' }, 'Name must be at most 80 characters', 'nameTooLong'],
  ])('answers 400 with the screen message, and its code, for %j', async (payload, message, code) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: sameOrigin,
      remoteAddress: nextIp(),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, error: message, code });
  });
});

describe('register names', () => {
  it.each(['अनन्या शर्मा', 'கார்த்திக்', 'José Müller', "O'Brien-Smith", 'A. R. Rahman'])('accepts %s', async (name) => {
    const account = newAccount({ name });
    expect((await register(t, account)).statusCode).toBe(201);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    expect(user?.name).toBe(name);
  });
});

describe('verify-email', () => {
  it('refuses an unknown or malformed token', async () => {
    for (const token of ['nope', 'A'.repeat(43)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/auth/verify-email/${token}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid or expired verification token');
    }
  });

  it('expires the link after 24 hours', async () => {
    const account = newAccount();
    await register(t, account);
    const token = tokenFromMail(await t.outbox(), account.email, '/verify-email/');
    t.clock.advance(DAY_MS + 1000);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/auth/verify-email/${token}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid or expired verification token');
    expect((await login(t, account)).statusCode).toBe(403);
  });
});

describe('login', () => {
  it('refuses an unverified account only once the password matched', async () => {
    const account = newAccount();
    await register(t, account);
    const wrong = await login(t, { email: account.email, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    const right = await login(t, account);
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toBe('Email not verified. Please verify your email before logging in.');
    expect(right.cookies).toEqual([]);
  });

  it('answers a wrong password and an unknown address identically', async () => {
    const account = await createVerifiedAccount(t);
    const wrongPassword = await login(t, { email: account.email, password: 'not the password' });
    const unknownEmail = await login(t, { email: 'nobody@example.com', password: account.password });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      success: false,
      message: 'Invalid email or password',
      error: 'Invalid email or password',
      code: 'wrongCredentials',
    });
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(wrongPassword.cookies).toEqual([]);
  });

  it('asks for both fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: sameOrigin,
      remoteAddress: nextIp(),
      payload: { email: 'a@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please fill in all fields.');
  });
});
