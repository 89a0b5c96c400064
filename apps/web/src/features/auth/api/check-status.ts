import type { CheckStatusReply, User } from '@gymslot/shared/auth-schemas';
import { apiRequest } from '../../../lib/api-client';

// No query hook here: the auth context runs this call itself, outside the query layout (see app/providers).
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  const reply = await apiRequest<CheckStatusReply>('/v1/auth/check-status', { signal });
  return reply.user;
}
