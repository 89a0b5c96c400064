import type { MessageReply } from '@gymslot/shared/auth-schemas';
import { apiRequest } from '../../../lib/api-client';

// Fetcher only: the navbar's logout button lives outside the query layout, so it calls this directly.
export function logout(): Promise<MessageReply> {
  return apiRequest<MessageReply>('/v1/auth/logout', { method: 'POST', body: {} });
}
