import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, login, newAccount, nextIp } from '../../../test/auth-helpers.js';
import { createTestApp, sameOrigin, type TestApp } from '../../../test/test-app.js';
import { authRateLimits } from './auth.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

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
  it('limits attempts per address, from any IP, even with the right password', async () => {
    const account = await createVerifiedAccount(t);
    for (let i = 0; i < authRateLimits.loginPerAddress.limit; i++) {
      expect((await login(t, { email: account.email, password: 'wrong password' })).statusCode).toBe(401);
    }
    expectTooMany(await login(t, account));
    t.clock.advance(authRateLimits.loginPerAddress.windowMs);
    expect((await login(t, account)).statusCode).toBe(200);
  });

  it('limits attempts per IP across addresses, but one blocked address does not block another', async () => {
    const ip = nextIp();
    const victim = await createVerifiedAccount(t);
    const other = await createVerifiedAccount(t);
    for (let i = 0; i < authRateLimits.loginPerAddress.limit; i++) {
      await login(t, { email: victim.email, password: 'wrong password' }, ip);
    }
    expectTooMany(await login(t, victim, ip));
    expect((await login(t, other, ip)).statusCode).toBe(200);

    const used = authRateLimits.loginPerAddress.limit + 2;
    for (let i = used; i < authRateLimits.loginPerIp.limit; i++) {
      expect((await login(t, { email: `stranger${i}@example.com`, password: 'wrong password' }, ip)).statusCode).toBe(401);
    }
    expectTooMany(await login(t, other, ip));
    expect((await login(t, other, nextIp())).statusCode).toBe(200);
  });

  it('forgets earlier failures of an address after its successful login', async () => {
    const account = await createVerifiedAccount(t);
    for (let i = 0; i < authRateLimits.loginPerAddress.limit - 1; i++) {
      await login(t, { email: account.email, password: 'wrong password' });
    }
    expect((await login(t, account)).statusCode).toBe(200);
    for (let i = 0; i < authRateLimits.loginPerAddress.limit - 1; i++) {
      await login(t, { email: account.email, password: 'wrong password' });
    }
    expect((await login(t, account)).statusCode).toBe(200);
  });
});

describe('forget-password', () => {
  it('limits requests per address', async () => {
    const email = newAccount().email;
    for (let i = 0; i < authRateLimits.forgotPasswordPerAddress.limit; i++) {
      expect((await post('/api/v1/auth/forget-password', { email }, nextIp())).statusCode).toBe(200);
    }
    expectTooMany(await post('/api/v1/auth/forget-password', { email }, nextIp()));
  });

  it('limits requests per IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < authRateLimits.forgotPasswordPerIp.limit; i++) {
      expect((await post('/api/v1/auth/forget-password', { email: `f${i}@example.com` }, ip)).statusCode).toBe(200);
    }
    expectTooMany(await post('/api/v1/auth/forget-password', { email: 'another@example.com' }, ip));
    expect((await post('/api/v1/auth/forget-password', { email: 'another@example.com' }, nextIp())).statusCode).toBe(200);
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
