import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.js';
import {
  checkStatus,
  cookieHeader,
  createVerifiedAccount,
  login,
  newAccount,
  register,
  sessionTokenFrom,
} from '../../../test/auth-helpers.js';
import { startMockOidcProvider, type MockOidcProvider } from '../../../test/mock-oidc-provider.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let provider: MockOidcProvider;
let t: TestApp;
let subjectCounter = 0;

beforeAll(async () => {
  provider = await startMockOidcProvider();
  t = await createTestApp({
    OIDC_ISSUER_URL: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});
beforeEach(() => {
  subjectCounter += 1;
  provider.authorizeError = undefined;
  provider.claims = {
    sub: `google-subject-${subjectCounter}`,
    email: `sso${subjectCounter}@example.com`,
    email_verified: true,
    name: `Sso Person ${subjectCounter}`,
  };
});

interface Started {
  providerUrl: URL;
  pendingCookie: string;
  start: LightMyRequestResponse;
}

async function startSignIn(app: TestApp = t, query = ''): Promise<Started> {
  const start = await app.app.inject({ method: 'GET', url: `/api/v1/auth/google${query}` });
  expect(start.statusCode).toBe(302);
  const pendingCookie = start.cookies.find((c) => c.name === 'gymslot_oidc')?.value ?? '';
  return { providerUrl: new URL(String(start.headers.location)), pendingCookie, start };
}

/** What the browser does at the provider: follow /authorize, which sends it straight back. */
async function visitProvider(providerUrl: URL): Promise<URL> {
  const res = await fetch(providerUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

function callback(callbackUrl: URL, cookies: Record<string, string>): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: callbackUrl.pathname + callbackUrl.search, cookies });
}

async function signIn(extraCookies: Record<string, string> = {}, query = ''): Promise<LightMyRequestResponse> {
  const { providerUrl, pendingCookie } = await startSignIn(t, query);
  return callback(await visitProvider(providerUrl), { gymslot_oidc: pendingCookie, ...extraCookies });
}

function expectRedirect(res: LightMyRequestResponse, location: string): void {
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe(location);
}

async function userByEmail(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('sign-in with the outside provider', () => {
  it('says the provider is available', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(res.json()).toEqual({ success: true, google: true });
  });

  it('sends the browser to the provider with PKCE S256, state and nonce in a signed short-lived cookie', async () => {
    const { providerUrl, start } = await startSignIn();
    expect(providerUrl.origin + providerUrl.pathname).toBe(`${provider.issuer}/authorize`);
    const query = providerUrl.searchParams;
    expect(query.get('client_id')).toBe(provider.clientId);
    expect(query.get('redirect_uri')).toBe('http://localhost:3000/api/v1/auth/google/callback');
    expect(query.get('response_type')).toBe('code');
    expect(query.get('scope')).toBe('openid email profile');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('state')).toBeTruthy();
    expect(query.get('nonce')).toBeTruthy();
    const cookie = start.cookies.find((c) => c.name === 'gymslot_oidc');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 600, path: '/api/v1/auth/google' });
    expect(cookie?.value).not.toContain(query.get('code_challenge'));
  });

  it('creates a verified, password-less user account, starts a session and goes home', async () => {
    const res = await signIn();
    expectRedirect(res, '/');
    expect(res.cookies.find((c) => c.name === 'gymslot_oidc')?.value).toBe('');
    const token = sessionTokenFrom(res) ?? '';
    const status = await checkStatus(t, cookieHeader(token));
    expect(status.json()).toEqual({
      success: true,
      user: { _id: expect.any(String), name: provider.claims.name, email: provider.claims.email, role: 'user' },
    });
    expect(status.body).not.toContain(provider.claims.sub);

    const row = await userByEmail(provider.claims.email ?? '');
    expect(row).toMatchObject({ role: 'user', passwordHash: null, oidcSubject: provider.claims.sub });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    const passwordLogin = await login(t, { email: provider.claims.email ?? '', password: 'anything at all' });
    expect(passwordLogin.statusCode).toBe(401);
  });

  it.each(['Prize at https://evil.test/claim', 'Visit evil-prizes.com', '<b>Bold</b>'])(
    'names the account after its address when the provider gives the name %j',
    async (name) => {
      provider.claims = { ...provider.claims, name };
      expectRedirect(await signIn(), '/');
      expect((await userByEmail(provider.claims.email ?? ''))?.name).toBe(`sso${subjectCounter}`);
    },
  );

  it('keeps a real name from the provider, in any script', async () => {
    provider.claims = { ...provider.claims, name: 'அனன்யா S. Müller-O\'Brien' };
    expectRedirect(await signIn(), '/');
    expect((await userByEmail(provider.claims.email ?? ''))?.name).toBe("அனன்யா S. Müller-O'Brien");
  });

  it('finds the account again by subject, even after the address changed at the provider', async () => {
    const first = await checkStatus(t, cookieHeader(sessionTokenFrom(await signIn()) ?? ''));
    provider.claims = { ...provider.claims, email: 'renamed@example.com' };
    const second = await checkStatus(t, cookieHeader(sessionTokenFrom(await signIn()) ?? ''));
    expect(second.json().user._id).toBe(first.json().user._id);
  });

  it('links an existing verified account when the provider vouches for the address', async () => {
    const account = await createVerifiedAccount(t);
    provider.claims = { ...provider.claims, email: account.email.toUpperCase() };
    const res = await signIn();
    expectRedirect(res, '/');
    const status = await checkStatus(t, cookieHeader(sessionTokenFrom(res) ?? ''));
    const row = await userByEmail(account.email);
    expect(status.json().user).toMatchObject({ _id: row?.id, name: account.name, email: account.email });
    expect(row?.oidcSubject).toBe(provider.claims.sub);
    expect((await login(t, account)).statusCode).toBe(200);
  });

  it('refuses to link, or create, when the provider has not verified the address', async () => {
    const account = await createVerifiedAccount(t);
    provider.claims = { ...provider.claims, email: account.email, email_verified: false };
    const res = await signIn();
    expectRedirect(res, '/login?error=sso_failed');
    expect(sessionTokenFrom(res)).toBeUndefined();
    expect((await userByEmail(account.email))?.oidcSubject).toBeNull();

    provider.claims = { ...provider.claims, email: 'unverified-new@example.com' };
    expectRedirect(await signIn(), '/login?error=sso_failed');
    expect(await userByEmail('unverified-new@example.com')).toBeUndefined();
  });

  it('takes the password away from an unproven sign-up it links to (pre-registration takeover)', async () => {
    const squatter = newAccount();
    await register(t, squatter);
    provider.claims = { ...provider.claims, email: squatter.email };
    expectRedirect(await signIn(), '/');
    expect((await login(t, squatter)).statusCode).toBe(401);
    expect((await userByEmail(squatter.email))?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('lands on the same-site page the person was going to', async () => {
    const next = '/gym/abc?date=2026-11-24&time=06%3A00+AM';
    expectRedirect(await signIn({}, `?next=${encodeURIComponent(next)}`), next);
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])('goes home instead of to %s', async (next) => {
    expectRedirect(await signIn({}, `?next=${encodeURIComponent(next)}`), '/');
  });

  it('keeps the destination when sign-in fails', async () => {
    provider.authorizeError = 'access_denied';
    expectRedirect(await signIn({}, '?next=%2Fgym%2Fabc'), '/login?error=sso_failed&next=%2Fgym%2Fabc');
  });

  it('replaces the session the browser already had', async () => {
    const account = await createVerifiedAccount(t);
    const before = sessionTokenFrom(await login(t, account)) ?? '';
    const res = await signIn({ gymslot_session: before });
    expectRedirect(res, '/');
    expect((await checkStatus(t, cookieHeader(before))).statusCode).toBe(401);
  });
});

describe('failed sign-ins go to /login?error=sso_failed', () => {
  it('when the state does not match', async () => {
    const { providerUrl, pendingCookie } = await startSignIn();
    const back = await visitProvider(providerUrl);
    back.searchParams.set('state', 'forged-state');
    expectRedirect(await callback(back, { gymslot_oidc: pendingCookie }), '/login?error=sso_failed');
  });

  it('when the attempt cookie is missing, forged, or from another attempt', async () => {
    const first = await startSignIn();
    const second = await startSignIn();
    const back = await visitProvider(first.providerUrl);
    expectRedirect(await callback(back, {}), '/login?error=sso_failed');
    const forged = JSON.stringify({ codeVerifier: 'x', state: back.searchParams.get('state'), nonce: 'n', startedAt: Date.now() });
    expectRedirect(await callback(back, { gymslot_oidc: forged }), '/login?error=sso_failed');
    expectRedirect(await callback(back, { gymslot_oidc: second.pendingCookie }), '/login?error=sso_failed');
  });

  it('when the provider refuses', async () => {
    provider.authorizeError = 'access_denied';
    expectRedirect(await signIn(), '/login?error=sso_failed');
  });

  it('when the code is replayed', async () => {
    const { providerUrl, pendingCookie } = await startSignIn();
    const back = await visitProvider(providerUrl);
    expectRedirect(await callback(back, { gymslot_oidc: pendingCookie }), '/');
    expectRedirect(await callback(back, { gymslot_oidc: pendingCookie }), '/login?error=sso_failed');
  });

  it('when the attempt is older than 10 minutes', async () => {
    const { providerUrl, pendingCookie } = await startSignIn();
    const back = await visitProvider(providerUrl);
    t.clock.advance(11 * 60_000);
    expectRedirect(await callback(back, { gymslot_oidc: pendingCookie }), '/login?error=sso_failed');
  });

  it('when the provider cannot be reached', async () => {
    const offline = await startMockOidcProvider();
    await offline.close();
    const app = await createTestApp({ OIDC_ISSUER_URL: offline.issuer, OIDC_CLIENT_ID: 'client' });
    try {
      const res = await app.app.inject({ method: 'GET', url: '/api/v1/auth/google' });
      expectRedirect(res, '/login?error=sso_failed');
    } finally {
      await app.close();
    }
  });
});

describe('without OIDC configuration', () => {
  it('hides the button and answers sso_unavailable', async () => {
    const app = await createTestApp();
    try {
      const providers = await app.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
      expect(providers.json()).toEqual({ success: true, google: false });
      const start = await app.app.inject({ method: 'GET', url: '/api/v1/auth/google' });
      expectRedirect(start, '/login?error=sso_unavailable');
      const back = await app.app.inject({ method: 'GET', url: '/api/v1/auth/google/callback?code=x&state=y' });
      expectRedirect(back, '/login?error=sso_unavailable');
    } finally {
      await app.close();
    }
  });
});
