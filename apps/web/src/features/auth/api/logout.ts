import type { MessageReply } from '@gymslot/shared/auth-schemas';
import { logOut } from '@gymslot/shared/endpoints/session';
import { callAddress } from '../../../lib/api-client';
import { forgetPersonalReplies } from '../../../lib/forget-personal-replies';

// Fetcher only: the navbar's logout button lives outside the query layout, so it calls this directly.
export async function logout(): Promise<MessageReply> {
  const reply = await callAddress(logOut);
  // Nothing of the person's bookings or passes stays on the phone once they have logged out.
  await forgetPersonalReplies();
  return reply;
}
