import type { Language } from '@gymslot/shared/languages';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import type { MailMessage } from '../mail/mailer.js';
import { ownerInvitationMail, staffInvitationMail } from './auth-mails.js';
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
  await sendInvitation(tx, deps, owner.id, 'owner_invitation', (link) => ownerInvitationMail(owner, link, gymName, language));
}

/**
 * §8.12: the same invitation for a new, password-less front-desk account, in the language of the
 * owner who added them; the same link, life and reset screen complete it.
 */
export async function sendStaffInvitation(
  tx: Executor,
  deps: Pick<AppDeps, 'clock' | 'config' | 'outbox'>,
  staff: { id: string; name: string; email: string },
  gym: { name: string; ownerName: string },
  language: Language,
): Promise<void> {
  await sendInvitation(tx, deps, staff.id, 'staff_invitation', (link) => staffInvitationMail(staff, link, gym.name, gym.ownerName, language));
}

async function sendInvitation(
  tx: Executor,
  deps: Pick<AppDeps, 'clock' | 'config' | 'outbox'>,
  userId: string,
  kind: string,
  mailWith: (link: string) => MailMessage,
): Promise<void> {
  const token = await issueLinkToken(tx, userId, 'reset_password', OWNER_INVITATION_TTL_MS, deps.clock.now());
  await deps.outbox.enqueue(tx, { channel: 'email', kind, mail: mailWith(`${deps.config.publicUrl}/reset-password/${token}`) });
}
