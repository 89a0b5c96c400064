import type { AdminMessage, AdminMessagesReply } from '@gymslot/shared/admin-message-schemas';

/** A message as the admin's outbox list describes it (§8.8): a sent verification mail unless told otherwise. */
export function createAdminMessage(overrides: Partial<AdminMessage> = {}): AdminMessage {
  return {
    _id: 'msg_01JD4Q8Z9X2V7N3K5M6P8R0T1A',
    channel: 'email',
    kind: 'email_verification',
    to: 'pr***@example.in',
    status: 'sent',
    attempts: 1,
    // 06:00 PM in IST.
    createdAt: '2026-11-21T12:30:00.000Z',
    sentAt: '2026-11-21T12:31:00.000Z',
    ...overrides,
  };
}

/** A failed message, as the worker leaves it after giving up. */
export function createFailedMessage(overrides: Partial<AdminMessage> = {}): AdminMessage {
  const { sentAt: _neverSent, ...unsent } = createAdminMessage({ status: 'failed', attempts: 12, lastError: '421 4.7.0 Try again later', ...overrides });
  return unsent;
}

export function messagesReply(messages: AdminMessage[], nextCursor: string | null = null): AdminMessagesReply {
  return { success: true, messages, nextCursor };
}
