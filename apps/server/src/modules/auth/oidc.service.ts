import { finishGoogleSignIn } from '@gymslot/shared/endpoints/auth';
import { isSafePersonName, PERSON_NAME_MAX_LENGTH } from '@gymslot/shared/person-name';
import type { AppDeps } from '../../app-deps.js';
import type { UserRow } from '../../db/schema/users.js';
import { newId } from '../../lib/ids.js';
import { createOidcClient, type OidcIdentity, type PendingOidcLogin } from './oidc-client.js';
import type { SessionService } from './sessions.service.js';
import * as usersRepository from './users.repository.js';

export const OIDC_CALLBACK_PATH = finishGoogleSignIn.path;
export const OIDC_LOGIN_TTL_MS = 10 * 60_000;

/** Why a sign-in was refused; logged, never shown (the browser only sees sso_failed). */
export class OidcSignInError extends Error {}

/**
 * The provider's name when it passes the sign-up rule, else the address's local part: that one is
 * only ever mailed to the address itself, so it tells the recipient nothing new.
 */
function displayNameFor(identity: OidcIdentity, email: string): string {
  const name = identity.name?.trim().slice(0, PERSON_NAME_MAX_LENGTH);
  return name && isSafePersonName(name) ? name : email.split('@')[0] || email;
}

/** Sign-in with an outside identity (Google by default): finds, links or creates the account. */
export function createOidcService(deps: AppDeps, clientId: string, sessions: SessionService) {
  const { db } = deps.database;
  const { clock, config } = deps;
  const oidcClient = createOidcClient({
    issuerUrl: config.oidc.issuerUrl,
    clientId,
    clientSecret: config.oidc.clientSecret,
    redirectUri: `${config.publicUrl}${OIDC_CALLBACK_PATH}`,
  });

  async function linkOrCreateAccount(identity: OidcIdentity): Promise<UserRow> {
    const linked = await usersRepository.findByOidcSubject(db, identity.subject);
    if (linked) return linked;
    // Without the provider's word that the address is theirs, anyone could claim any account.
    if (!identity.email || !identity.emailVerified) throw new OidcSignInError('email missing or not verified');
    const email = identity.email.trim().toLowerCase();
    const now = clock.now();
    const existing = await usersRepository.findByEmail(db, email);
    if (existing) {
      if (existing.oidcSubject) throw new OidcSignInError('account linked to another identity');
      // Whoever registered an address they never proved may know its password: it stops working.
      const changes = existing.emailVerifiedAt
        ? { oidcSubject: identity.subject }
        : { oidcSubject: identity.subject, emailVerifiedAt: now, passwordHash: null };
      await usersRepository.update(db, existing.id, changes, now);
      return { ...existing, ...changes };
    }
    const created = await usersRepository.insert(db, {
      id: newId(),
      name: displayNameFor(identity, email),
      email,
      role: 'user',
      emailVerifiedAt: now,
      oidcSubject: identity.subject,
    });
    if (!created) throw new OidcSignInError('account created concurrently');
    return created;
  }

  return {
    start: () => oidcClient.start(clock.now()),

    /** Returns a new session token for the account behind the provider's answer. */
    async finish(
      callbackUrl: URL,
      pending: PendingOidcLogin,
      previousSessionId: string | undefined,
    ): Promise<{ token: string }> {
      if (clock.now().getTime() - pending.startedAt > OIDC_LOGIN_TTL_MS) {
        throw new OidcSignInError('sign-in attempt expired');
      }
      const identity = await oidcClient.finish(callbackUrl, pending);
      const user = await linkOrCreateAccount(identity);
      if (previousSessionId) await sessions.end(previousSessionId);
      return sessions.start(user.id);
    },
  };
}

export type OidcService = ReturnType<typeof createOidcService>;
