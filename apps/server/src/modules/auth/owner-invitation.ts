import type { Language } from '@gymslot/shared/languages';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { ownerInvitationMail } from './auth-mails.js';
import { issueLinkToken } from './auth.service.js';

/** An invitation waits for a busy gym owner longer than a reset link (1 h) waits for its asker. */
export const OWNER_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Queues, in the gym's transaction, the mail that gives a new, password-less gym owner the link to choose a first password. It is a reset-password
 * link with a longer life, so the existing reset screen and call (A7) complete it. The mail is in
 * `language`, the one the administrator added the gym in.
 */
export async function sendOwnerInvitation(
  tx: Executor,
  deps: Pick<AppDeps, 'clock' | 'config' | 'outbox'>,
  owner: { id: string; name: string; email: string },
  gymName: string,
  language: Language,
): Promise<void> {
  const token = await issueLinkToken(tx, owner.id, 'reset_password', OWNER_INVITATION_TTL_MS, deps.clock.now());
  const mail = ownerInvitationMail(owner, `${deps.config.publicUrl}/reset-password/${token}`, gymName, language);
  await deps.outbox.enqueue(tx, { channel: 'email', kind: 'owner_invitation', mail });
}
