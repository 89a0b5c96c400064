import type { User } from '@gymslot/shared/auth-schemas';
import { checkStatus } from '@gymslot/shared/endpoints/session';
import { callAddress } from '../../../lib/api-client';
import { takeBootReply } from '../../../lib/boot-replies';

// No query hook here: the auth context runs this call itself, outside the query layout (see app/providers).
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  const reply = await callAddress(checkStatus, signal);
  return reply.user;
}

/**
 * The login check's answer the server wrote into the page: the user, null when nobody is signed in
 * (a failed check's reply names nobody), undefined without one.
 */
export function knownCurrentUser(): User | null | undefined {
  const reply = takeBootReply(checkStatus.path);
  return reply && ((reply.body as { user?: User } | undefined)?.user ?? null);
}
