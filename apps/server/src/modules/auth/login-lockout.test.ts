import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { englishOf, type CodedText } from '@gymslot/shared/server-texts';
import { createVerifiedAccount, nextIp, type TestAccount } from '../../../test/auth-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { authRateLimits } from './auth.service.js';

// Issue 26, finding 8: a hundred wrong passwords from ten networks must not lock the owner out of
// the device they always log in from; other devices are slowed down, never refused for long.

const t = useTestApp();
const DEVICE_COOKIE = 'gymslot_device';
const WRONG = 'not the password';
const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/;

function logIn(account: { email: string; password: string }, options: { device?: string; ip?: string } = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { origin: t.config.publicOrigin },
    remoteAddress: options.ip ?? nextIp(),
    ...(options.device === undefined ? {} : { cookies: { [DEVICE_COOKIE]: options.device } }),
    payload: { email: account.email, password: account.password },
  });
}

function deviceCookieOf(res: LightMyRequestResponse) {
  return res.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
}

/** The device's cookie from a successful log-in, as the browser would keep it. */
async function knownDeviceOf(account: TestAccount): Promise<string> {
  const res = await logIn(account);
  expect(res.statusCode, res.body).toBe(200);
  const cookie = deviceCookieOf(res);
  if (!cookie) throw new Error('no device cookie');
  return cookie.value;
}

/** Ten networks, ten wrong passwords each: the per-address budget, used up. */
async function guessFromTenNetworks(account: TestAccount): Promise<void> {
  expect(10 * authRateLimits.loginPerAddressAndIp.limit).toBe(authRateLimits.loginPerAddress.limit);
  for (let network = 0; network < 10; network += 1) {
    const ip = nextIp();
    for (let guess = 0; guess < authRateLimits.loginPerAddressAndIp.limit; guess += 1) {
      expect((await logIn({ email: account.email, password: WRONG }, { ip })).statusCode).toBe(401);
    }
  }
}

function expectSlowedDown(res: LightMyRequestResponse): number {
  expect(res.statusCode, res.body).toBe(429);
  const body = res.json<{ message: string; code?: string; params?: Record<string, number> }>();
  expect(body).toEqual({
    success: false,
    message: expect.stringMatching(TOO_MANY),
    error: body.message,
    code: expect.stringMatching(/^tooManyAttempts/),
    ...(body.params ? { params: { minutes: expect.any(Number) } } : {}),
  });
  // The code and its minutes say what the English says.
  expect(englishOf({ code: body.code, params: body.params } as CodedText)).toBe(body.message);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

describe('log-in after many wrong passwords from many networks', () => {
  it('lets the owner in from a device that logged in before, with the spec’s reply', async () => {
    const owner = await createVerifiedAccount(t);
    const device = await knownDeviceOf(owner);
    await guessFromTenNetworks(owner);

    const res = await logIn(owner, { device });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Login successful', user: expect.objectContaining({ email: owner.email }) });
    // Again, and from another network: the per-address budget never refuses this device.
    expect((await logIn(owner, { device: deviceCookieOf(res)?.value ?? device })).statusCode).toBe(200);
    expect((await logIn(owner, { device })).statusCode).toBe(200);
  });

  it('slows a new device down with 429 and Retry-After, letting one attempt through after each growing wait', async () => {
    const owner = await createVerifiedAccount(t);
    await guessFromTenNetworks(owner);

    const firstWait = expectSlowedDown(await logIn(owner));
    expectSlowedDown(await logIn(owner)); // asked again at once: still waiting
    t.clock.advance(firstWait * 1000);
    // The wait is over: one attempt goes through, and a wrong one earns a longer wait.
    expect((await logIn({ email: owner.email, password: WRONG })).statusCode).toBe(401);
    const secondWait = expectSlowedDown(await logIn(owner));
    expect(secondWait).toBeGreaterThan(firstWait);
    t.clock.advance(secondWait * 1000);
    const res = await logIn(owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(deviceCookieOf(res)).toBeDefined();
  });

  it('does not take a device cookie that was altered, or that was set for another account', async () => {
    const owner = await createVerifiedAccount(t);
    const other = await createVerifiedAccount(t);
    const othersDevice = await knownDeviceOf(other);
    const ownDevice = await knownDeviceOf(owner);
    await guessFromTenNetworks(owner);

    const altered = ownDevice.slice(0, 20) + (ownDevice[20] === 'A' ? 'B' : 'A') + ownDevice.slice(21);
    for (const device of [othersDevice, altered, `${ownDevice}A`, ownDevice.slice(0, -1), 'made-up', '']) {
      expectSlowedDown(await logIn(owner, { device }));
    }
    expect((await logIn(owner, { device: ownDevice })).statusCode).toBe(200);
  });

  it('counts wrong passwords from a known device on their own: past ten, that device is slowed down like any other', async () => {
    const owner = await createVerifiedAccount(t);
    const device = await knownDeviceOf(owner);
    await guessFromTenNetworks(owner);

    // Someone who once logged in on this device and no longer knows the password.
    for (let guess = 0; guess < authRateLimits.loginPerDevice.limit; guess += 1) {
      expect((await logIn({ email: owner.email, password: WRONG }, { device })).statusCode).toBe(401);
    }
    expectSlowedDown(await logIn(owner, { device }));
  });

  it('sets the device cookie only when the password matched: httpOnly, SameSite Strict, for the log-in call, kept for a year', async () => {
    const owner = await createVerifiedAccount(t);
    expect(deviceCookieOf(await logIn({ email: owner.email, password: WRONG }))).toBeUndefined();
    const cookie = deviceCookieOf(await logIn(owner));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth/login', maxAge: 365 * 24 * 60 * 60 });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{60}$/);
  });
});
