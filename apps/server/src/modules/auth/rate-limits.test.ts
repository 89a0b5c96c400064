import { describe, expect, it } from 'vitest';
import { createVerifiedAccount, login, newAccount, nextIp } from '../../../test/auth-helpers.js';
import { tokenFromMail } from '../../../test/mail-links.js';
import { sameOrigin, useTestApp } from '../../../test/test-app.js';
import { authRateLimits } from './auth.service.js';

const t = useTestApp();

function post(url: string, payload: object, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url, headers: sameOrigin, remoteAddress, payload });
}

function expectTooMany(res: { statusCode: number; json(): { success: boolean; message: string; error: string } }) {
  expect(res.statusCode).toBe(429);
  const body = res.json();
  expect(body.success).toBe(false);
  expect(body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  expect(body.error).toBe(body.message);
}

describe('login', () => {
  it('limits attempts per address from one IP, even with the right password, without locking out other IPs', async () => {
    const account = await createVerifiedAccount(t);
    const attacker = nextIp();
    for (let i = 0; i < authRateLimits.loginPerAddressAndIp.limit + 2; i++) {
      await login(t, { email: account.email, password: 'wrong password' }, attacker);
    }
    expectTooMany(await login(t, account, attacker));
    expect((await login(t, account, nextIp())).statusCode).toBe(200);
    t.clock.advance(authRateLimits.loginPerAddressAndIp.windowMs);
    expect((await login(t, account, attacker)).statusCode).toBe(200);
  });

  it('keeps a ceiling per address against guessing from many IPs, which a password reset lifts', async () => {
    const account = await createVerifiedAccount(t);
    const attacker = nextIp();
    for (let i = 0; i < authRateLimits.loginPerAddressAndIp.limit; i++) {
      await login(t, { email: account.email, password: 'wrong password' }, attacker);
    }
    for (let i = authRateLimits.loginPerAddressAndIp.limit; i < authRateLimits.loginPerAddress.limit; i++) {
      expect((await login(t, { email: account.email, password: 'wrong password' })).statusCode).toBe(401);
    }
    expectTooMany(await login(t, account));

    expect((await post('/api/v1/auth/forget-password', { email: account.email }, nextIp())).statusCode).toBe(200);
    const token = tokenFromMail(await t.outbox(), account.email, '/reset-password/');
    const newPassword = 'a password chosen after the attack';
    expect((await post(`/api/v1/auth/reset-password/${token}`, { password: newPassword }, nextIp())).statusCode).toBe(200);
    expect((await login(t, { email: account.email, password: newPassword })).statusCode).toBe(200);
    expect((await login(t, { email: account.email, password: newPassword }, attacker)).statusCode).toBe(200);
  });

  it('limits attempts per IP across addresses, but one blocked address does not block another', async () => {
    const ip = nextIp();
    const victim = await createVerifiedAccount(t);
    const other = await createVerifiedAccount(t);
    for (let i = 0; i < authRateLimits.loginPerAddressAndIp.limit; i++) {
      await login(t, { email: victim.email, password: 'wrong password' }, ip);
    }
    expectTooMany(await login(t, victim, ip));
    expect((await login(t, other, ip)).statusCode).toBe(200);

    // The failures and the refused attempt count; the successful login gave its attempt back.
    const used = authRateLimits.loginPerAddressAndIp.limit + 1;
    for (let i = used; i < authRateLimits.loginPerIp.limit; i++) {
      expect((await login(t, { email: `stranger${i}@example.com`, password: 'wrong password' }, ip)).statusCode).toBe(401);
    }
    expectTooMany(await login(t, other, ip));
    expect((await login(t, other, nextIp())).statusCode).toBe(200);
  });

  it('lets any number of people behind one address log in: only failed attempts count against it', async () => {
    const ip = nextIp();
    const [first, second] = [await createVerifiedAccount(t), await createVerifiedAccount(t)];
    for (let i = 0; i <= authRateLimits.loginPerIp.limit; i++) {
      expect((await login(t, i % 2 === 0 ? first : second, ip)).statusCode).toBe(200);
    }
  });

  it('forgets earlier failures of an address from an IP after its successful login there', async () => {
    const account = await createVerifiedAccount(t);
    const ip = nextIp();
    for (let i = 0; i < authRateLimits.loginPerAddressAndIp.limit - 1; i++) {
      await login(t, { email: account.email, password: 'wrong password' }, ip);
    }
    expect((await login(t, account, ip)).statusCode).toBe(200);
    for (let i = 0; i < authRateLimits.loginPerAddressAndIp.limit - 1; i++) {
      await login(t, { email: account.email, password: 'wrong password' }, ip);
    }
    expect((await login(t, account, ip)).statusCode).toBe(200);
  });
});

describe('forget-password', () => {
  it('stops mailing an address past its budget, answering as always', async () => {
    const { email } = await createVerifiedAccount(t);
    const mailsBefore = (await t.outbox()).length;
    const replies = [];
    for (let i = 0; i <= authRateLimits.forgotPasswordPerAddress.limit; i++) {
      replies.push(await post('/api/v1/auth/forget-password', { email }, nextIp()));
    }
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({
        success: true,
        message: 'If an account exists for this email, a password reset link has been sent.',
      });
    }
    expect(await t.outbox()).toHaveLength(mailsBefore + authRateLimits.forgotPasswordPerAddress.limit);
  });

  it('limits requests per IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < authRateLimits.forgotPasswordPerIp.limit; i++) {
      expect((await post('/api/v1/auth/forget-password', { email: `f${i}@example.com` }, ip)).statusCode).toBe(200);
    }
    expectTooMany(await post('/api/v1/auth/forget-password', { email: 'another@example.com' }, ip));
    expect((await post('/api/v1/auth/forget-password', { email: 'another@example.com' }, nextIp())).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it does not help', async () => {
    const { limit } = authRateLimits.forgotPasswordPerIp;
    for (let i = 0; i < limit; i++) {
      const res = await post('/api/v1/auth/forget-password', { email: `v6-${i}@example.com` }, `2001:db8:6:1::${(i + 1).toString(16)}`);
      expect(res.statusCode).toBe(200);
    }
    expectTooMany(await post('/api/v1/auth/forget-password', { email: 'v6-next@example.com' }, '2001:db8:6:1:ffff::1'));
    expect((await post('/api/v1/auth/forget-password', { email: 'v6-next@example.com' }, '2001:db8:6:2::1')).statusCode).toBe(200);
  });
});

describe('register and reset-password', () => {
  it('limits sign-ups per IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < authRateLimits.registerPerIp.limit; i++) {
      expect((await post('/api/v1/auth/register', newAccount(), ip)).statusCode).toBe(201);
    }
    expectTooMany(await post('/api/v1/auth/register', newAccount(), ip));
  });

  it('limits reset attempts per IP, so link tokens cannot be guessed at speed', async () => {
    const ip = nextIp();
    for (let i = 0; i < authRateLimits.resetPasswordPerIp.limit; i++) {
      const res = await post(`/api/v1/auth/reset-password/${'A'.repeat(40)}${i}`, { password: 'long enough password' }, ip);
      expect(res.statusCode).toBe(400);
    }
    expectTooMany(await post(`/api/v1/auth/reset-password/${'B'.repeat(43)}`, { password: 'long enough password' }, ip));
  });
});
