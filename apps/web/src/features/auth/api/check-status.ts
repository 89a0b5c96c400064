import type { User } from '@gymslot/shared/auth-schemas';
import { checkStatus } from '@gymslot/shared/endpoints/session';
import { callAddress } from '../../../lib/api-client';

// No query hook here: the auth context runs this call itself, outside the query layout (see app/providers).
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  const reply = await callAddress(checkStatus, signal);
  return reply.user;
}
