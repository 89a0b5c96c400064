import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema/auth-tokens.js';
import { sessions } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';
import { hashToken } from '../../lib/ids.js';
import {
  checkStatus,
  cookieHeader,
  createVerifiedAccount,
  login,
  newAccount,
  nextIp,
  register,
  sessionFor,
  sessionTokenFrom,
} from '../../../test/auth-helpers.js';
import { tokenFromMail } from '../../../test/mail-links.js';
import { sameOrigin, useTestApp } from '../../../test/test-app.js';

const t = useTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;

describe('sessions', () => {
  it('stores only hashes of the session and verification tokens', async () => {
    const account = await createVerifiedAccount(t);
    const token = await sessionFor(t, account);
    const db = t.database.db;
    expect(await db.select().from(sessions).where(eq(sessions.id, token))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.id, hashToken(token)))).toHaveLength(1);
    const [user] = await db.select().from(users).where(eq(users.email, account.email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const tokens = await db.select().from(authTokens).where(eq(authTokens.userId, user?.id ?? ''));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens[0]?.usedAt).not.toBeNull();
  });

  it('gives a new session at each login and keeps the old one alive only until replaced', async () => {
    const account = await createVerifiedAccount(t);
    const first = await sessionFor(t, account);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...sameOrigin, ...cookieHeader(first) },
      remoteAddress: nextIp(),
      payload: { email: account.email, password: account.password },
    });
    const second = sessionTokenFrom(relogin);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await checkStatus(t, cookieHeader(first))).statusCode).toBe(401);
    expect((await checkStatus(t, cookieHeader(second ?? ''))).statusCode).toBe(200);
  });

  it('treats an expired session as absent', async () => {
    const account = await createVerifiedAccount(t);
    const token = await sessionFor(t, account);
    t.clock.advance(29 * DAY_MS);
    expect((await checkStatus(t, cookieHeader(token))).statusCode).toBe(200);
    t.clock.advance(2 * DAY_MS);
    expect((await checkStatus(t, cookieHeader(token))).statusCode).toBe(401);
  });
});

describe('bearer tokens', () => {
  it('accepts the session token as a bearer token', async () => {
    const account = await createVerifiedAccount(t);
    const token = await sessionFor(t, account);
    const res = await checkStatus(t, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(account.email);
  });

  it("ignores 'Bearer null' when the cookie is valid, and refuses it alone", async () => {
    const account = await createVerifiedAccount(t);
    const token = await sessionFor(t, account);
    const withCookie = await checkStatus(t, { authorization: 'Bearer null', ...cookieHeader(token) });
    expect(withCookie.statusCode).toBe(200);
    expect((await checkStatus(t, { authorization: 'Bearer null' })).statusCode).toBe(401);
  });

  it('logs out the bearer session', async () => {
    const account = await createVerifiedAccount(t);
    const token = await sessionFor(t, account);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect((await checkStatus(t, { authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });
});

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

describe('replies', () => {
  it('never carry a password, hash, token or internal field', async () => {
    const account = newAccount({ password: 'Sup3r-secret-pass' });
    const replies = [await register(t, account)];
    const verifyToken = tokenFromMail(await t.outbox(), account.email, '/verify-email/');
    replies.push(await t.app.inject({ method: 'GET', url: `/api/v1/auth/verify-email/${verifyToken}` }));
    replies.push(await t.app.inject({ method: 'GET', url: `/api/v1/auth/verify-email/${verifyToken}` }));
    replies.push(await login(t, { email: account.email, password: 'wrong password' }));
    const loggedIn = await login(t, account);
    replies.push(loggedIn);
    const sessionToken = sessionTokenFrom(loggedIn) ?? '';
    replies.push(await checkStatus(t, cookieHeader(sessionToken)));
    replies.push(await checkStatus(t, { authorization: `Bearer ${sessionToken}` }));
    replies.push(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forget-password',
        headers: sameOrigin,
        remoteAddress: nextIp(),
        payload: { email: account.email },
      }),
    );
    const resetToken = tokenFromMail(await t.outbox(), account.email, '/reset-password/');
    replies.push(
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/auth/reset-password/${resetToken}`,
        headers: sameOrigin,
        remoteAddress: nextIp(),
        payload: { password: 'An0ther-secret-pass' },
      }),
    );
    replies.push(await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: sameOrigin, payload: {} }));

    const [row] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    const secrets = [account.password, 'An0ther-secret-pass', verifyToken, resetToken, sessionToken, hashToken(sessionToken), '$argon2', row?.passwordHash ?? '$argon2'];
    for (const reply of replies) {
      for (const secret of secrets) expect(reply.body).not.toContain(secret);
      const { 'set-cookie': _cookie, ...headers } = reply.headers;
      for (const secret of secrets) expect(JSON.stringify(headers)).not.toContain(secret);
      for (const key of keysOf(reply.json())) {
        expect(key).toMatch(/^(success|message|error|errors|code|params|user|_id|name|email|role)$/);
      }
    }
  });
});
