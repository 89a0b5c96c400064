import { describe, expect, it } from 'vitest';
import { checkStatus, cookieHeader, createVerifiedAccount, nextIp, sessionFor } from '../../../test/auth-helpers.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();

const refused = { success: false, message: 'Cross-site request refused', error: 'Cross-site request refused', code: 'crossSiteRefused' };

// The router decodes the path before matching, so each of these may reach an /api route.
const routedPrefixes = ['/%61pi/', '/a%70i/', '/ap%69/', '/%61%70%69/', '/api/'];
const otherPrefixes = ['/%41PI/', '/API/', '/%2561pi/', '/api%2F', '/api%2f', '/%61%70%69%2f', '//api/', '/%2Fapi/'];

describe('an /api route reached through a percent-encoded path', () => {
  it('resolves the session and refuses cross-site writes for every spelling that reaches a route', async () => {
    const token = await sessionFor(t, await createVerifiedAccount(t));
    for (const prefix of [...routedPrefixes, ...otherPrefixes]) {
      const read = await t.app.inject({ method: 'GET', url: `${prefix}v1/auth/check-status`, headers: cookieHeader(token) });
      if (routedPrefixes.includes(prefix)) {
        expect({ prefix, status: read.statusCode }).toEqual({ prefix, status: 200 });
        expect(read.json()).toMatchObject({ success: true, user: { role: 'user' } });
      } else {
        // Whatever the router makes of it, it must not be an authenticated-looking success without a session.
        expect([200, 404]).toContain(read.statusCode);
        if (read.statusCode === 200) expect(read.json()).toMatchObject({ success: true, user: { role: 'user' } });
      }

      const write = await t.app.inject({
        method: 'POST',
        url: `${prefix}v1/auth/logout`,
        headers: { origin: 'https://evil.example', ...cookieHeader(token) },
        payload: {},
      });
      if (write.statusCode !== 404) {
        expect({ prefix, status: write.statusCode }).toEqual({ prefix, status: 403 });
        expect(write.json()).toEqual(refused);
      }
      expect((await checkStatus(t, cookieHeader(token))).statusCode).toBe(200);
    }
  });

  it('refuses a cross-site login through an encoded prefix (login CSRF)', async () => {
    const account = await createVerifiedAccount(t);
    for (const prefix of routedPrefixes) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${prefix}v1/auth/login`,
        headers: { origin: 'https://evil.example' },
        remoteAddress: nextIp(),
        payload: { email: account.email, password: account.password },
      });
      expect({ prefix, status: res.statusCode }).toEqual({ prefix, status: 403 });
      expect(res.cookies).toEqual([]);
    }
  });
});
