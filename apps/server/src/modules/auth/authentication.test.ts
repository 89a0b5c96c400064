import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  checkStatus,
  cookieHeader,
  createVerifiedAccount,
  newAccount,
  nextIp,
  sessionFor,
} from '../../../test/auth-helpers.js';
import { createTestApp, sameOrigin, useTestApp } from '../../../test/test-app.js';
import { requireUser, type RequestAuth } from './authentication.js';

const t = useTestApp();

const refused = { success: false, message: 'Cross-site request refused', error: 'Cross-site request refused', code: 'crossSiteRefused' };

function logout(headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers, payload: {} });
}

describe('cross-site request check', () => {
  it('refuses a cookie-authenticated write from a foreign Origin and keeps the session', async () => {
    const token = await sessionFor(t, await createVerifiedAccount(t));
    const res = await logout({ origin: 'https://evil.example', ...cookieHeader(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refused);
    expect((await checkStatus(t, cookieHeader(token))).statusCode).toBe(200);
  });

  it('falls back to the Referer when there is no Origin', async () => {
    const token = await sessionFor(t, await createVerifiedAccount(t));
    const foreign = await logout({ referer: 'https://evil.example/page', ...cookieHeader(token) });
    expect(foreign.statusCode).toBe(403);
    const own = await logout({ referer: 'http://localhost:3000/profile', ...cookieHeader(token) });
    expect(own.statusCode).toBe(200);
  });

  it("treats an origin that differs only in port or scheme as foreign, and 'null' too", async () => {
    const token = await sessionFor(t, await createVerifiedAccount(t));
    for (const origin of ['http://localhost:5173', 'https://localhost:3000', 'null']) {
      expect((await logout({ origin, ...cookieHeader(token) })).statusCode).toBe(403);
    }
  });

  it('lets through non-browser clients (no Origin, no Referer) and bearer-authenticated calls', async () => {
    const first = await sessionFor(t, await createVerifiedAccount(t));
    expect((await logout(cookieHeader(first))).statusCode).toBe(200);
    const second = await sessionFor(t, await createVerifiedAccount(t));
    const bearer = await logout({ origin: 'https://evil.example', authorization: `Bearer ${second}` });
    expect(bearer.statusCode).toBe(200);
  });

  it('does not let a bogus bearer excuse a cookie-authenticated request', async () => {
    const token = await sessionFor(t, await createVerifiedAccount(t));
    const res = await logout({ origin: 'https://evil.example', authorization: 'Bearer null', ...cookieHeader(token) });
    expect(res.statusCode).toBe(403);
  });

  it('refuses login and sign-up posted from another site (login CSRF)', async () => {
    const account = await createVerifiedAccount(t);
    const headers = { origin: 'https://evil.example' };
    const loginRes = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers,
      remoteAddress: nextIp(),
      payload: { email: account.email, password: account.password },
    });
    expect(loginRes.statusCode).toBe(403);
    expect(loginRes.cookies).toEqual([]);
    const registerRes = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers,
      remoteAddress: nextIp(),
      payload: newAccount(),
    });
    expect(registerRes.json()).toEqual(refused);
  });

  it('never checks reads', async () => {
    const token = await sessionFor(t, await createVerifiedAccount(t));
    const res = await checkStatus(t, { origin: 'https://evil.example', ...cookieHeader(token) });
    expect(res.statusCode).toBe(200);
    expect((await logout({ ...sameOrigin, ...cookieHeader(token) })).statusCode).toBe(200);
  });
});

function requestAs(role: RequestAuth['user']['role'] | null): FastifyRequest {
  const auth: RequestAuth | null = role
    ? { user: { id: 'a'.repeat(24), name: 'N', email: 'n@example.com', phone: null, role }, sessionId: 's', via: 'cookie' }
    : null;
  return { auth } as FastifyRequest;
}

describe('route guards for other modules', () => {
  it('requireUser: the caller, or 401', () => {
    expect(requireUser(requestAs('user')).role).toBe('user');
    expect(() => requireUser(requestAs(null))).toThrowError(
      expect.objectContaining({ kind: 'unauthorized', message: 'Please log in to continue.' }),
    );
  });
});

describe('behind HTTPS', () => {
  it('marks the session cookie Secure and checks writes against the public origin', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://gymslot.example', PAYMENTS_SANDBOX: 'true' });
    try {
      const account = await createVerifiedAccount(secure);
      const attempt = (origin: string) =>
        secure.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          headers: { origin },
          remoteAddress: nextIp(),
          payload: { email: account.email, password: account.password },
        });
      expect((await attempt('http://localhost:3000')).statusCode).toBe(403);
      const res = await attempt('https://gymslot.example');
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'gymslot_session')).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await secure.close();
    }
  });
});
