import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../src/modules/auth/authentication.js';
import { tokenFromMail } from './mail-links.js';
import type { TestApp } from './test-app.js';

let ipCounter = 0;
/** A fresh client address, so per-IP rate limits of one test do not leak into the next. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function sessionTokenFrom(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value || undefined;
}

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

let accountCounter = 0;
export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  accountCounter += 1;
  return {
    name: `Test User ${accountCounter}`,
    email: `user${accountCounter}.${Date.now()}@example.com`,
    password: 'correct horse battery',
    ...overrides,
  };
}

export async function register(t: TestApp, account: TestAccount): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: { origin: t.config.publicOrigin },
    remoteAddress: nextIp(),
    payload: account,
  });
}

/** Registers through the API and follows the mailed verification link. */
export async function createVerifiedAccount(t: TestApp, overrides: Partial<TestAccount> = {}): Promise<TestAccount> {
  const account = newAccount(overrides);
  const registered = await register(t, account);
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const token = tokenFromMail(await t.outbox(), account.email, '/verify-email/');
  const verified = await t.app.inject({ method: 'GET', url: `/api/v1/auth/verify-email/${token}` });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return account;
}

export async function login(
  t: TestApp,
  credentials: { email: string; password: string },
  remoteAddress = nextIp(),
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { origin: t.config.publicOrigin },
    remoteAddress,
    payload: { email: credentials.email, password: credentials.password },
  });
}

/** Logs in and returns the session token (the cookie's value, also usable as a bearer token). */
export async function sessionFor(t: TestApp, account: TestAccount): Promise<string> {
  const res = await login(t, account);
  const token = sessionTokenFrom(res);
  if (res.statusCode !== 200 || !token) throw new Error(`login failed: ${res.body}`);
  return token;
}

export function checkStatus(t: TestApp, headers: Record<string, string>): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: '/api/v1/auth/check-status', headers });
}

export const cookieHeader = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });
