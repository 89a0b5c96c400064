import type { LightMyRequestResponse } from 'fastify';
import type { Role } from '@gymslot/shared/roles';
import { expect } from 'vitest';
import type { MailUser } from '../src/modules/auth/users.repository.js';
import { createUser } from '../src/db/factories.js';
import { newId } from '../src/lib/ids.js';
import { hashPassword } from '../src/modules/auth/password.js';
import { cookieHeader, sessionFor } from './auth-helpers.js';
import type { TestApp } from './test-app.js';

const PASSWORD = 'correct horse battery';

export interface SignedIn {
  /** Made with an e-mail address and a password, as owners and admins are. */
  account: MailUser;
  /** Session cookie plus a same-origin Origin, as the browser sends them. */
  headers: Record<string, string>;
}

/** An account with this role, made in the database, then logged in through the API. */
export async function signIn(t: TestApp, role: Role, name = `${role} ${newId().slice(-4)}`): Promise<SignedIn> {
  const account = await createUser(t.database.db, {
    role,
    name,
    email: `${role}-${newId()}@example.com`,
    passwordHash: await hashPassword(PASSWORD),
  });
  const token = await sessionFor(t, { name: account.name, email: account.email, password: PASSWORD });
  return { account, headers: { ...cookieHeader(token), origin: t.config.publicOrigin } };
}

export interface Cast {
  user: SignedIn;
  /** Owns the gym under test. */
  owner: SignedIn;
  /** Owns other gyms, never the one under test. */
  otherOwner: SignedIn;
  admin: SignedIn;
}

export async function castOf(t: TestApp): Promise<Cast> {
  return {
    user: await signIn(t, 'user'),
    owner: await signIn(t, 'gym_owner'),
    otherOwner: await signIn(t, 'gym_owner'),
    admin: await signIn(t, 'admin'),
  };
}

export type Persona = 'loggedOut' | keyof Cast;

/**
 * Sends one request per persona and checks each status: the permission matrix of an endpoint.
 * `send` gets the persona's headers (only a same-origin Origin when logged out).
 */
export async function expectPermissionMatrix(
  t: TestApp,
  cast: Cast,
  send: (headers: Record<string, string>) => Promise<LightMyRequestResponse>,
  expected: Partial<Record<Persona, number>>,
): Promise<void> {
  for (const [persona, status] of Object.entries(expected) as [Persona, number][]) {
    const headers = persona === 'loggedOut' ? { origin: t.config.publicOrigin } : cast[persona].headers;
    const res = await send(headers);
    expect(res.statusCode, `${persona}: ${res.body.slice(0, 300)}`).toBe(status);
    if (status >= 400) expect(res.json<{ success: boolean }>().success).toBe(false);
  }
}
