import type { AdminMessage, AdminMessagesQuery } from '@gymslot/shared/admin-message-schemas';
import type { Executor } from '../../db/client.js';
import type { MessageRow } from '../../db/schema/messages.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { decodePageCursor, encodePageCursor } from '../../lib/page-cursor.js';
import { RETRY_WINDOW_MS } from './delivery-attempts.js';
import { maskRecipient } from './mask-recipient.js';
import * as messagesRepository from './messages.repository.js';

const PAGE_SIZE = 50;

/** A row as admins see it (§8.8): the recipient masked, never the content. */
function toAdminMessage(row: Omit<MessageRow, 'payload'>): AdminMessage {
  return {
    _id: row.id,
    channel: row.channel,
    kind: row.kind,
    to: maskRecipient(row.channel, row.recipient),
    // A claimed message is still on its way as far as anyone outside the worker can tell.
    status: row.status === 'sending' ? 'queued' : row.status,
    attempts: row.attempts,
    ...(row.lastError ? { lastError: row.lastError } : {}),
    createdAt: row.createdAt.toISOString(),
    ...(row.sentAt ? { sentAt: row.sentAt.toISOString() } : {}),
  };
}

/** §8.8: the outbox for admins: every message, newest first, and a retry of one that failed. */
export function createAdminMessagesService(deps: { db: Executor; clock: Clock; onRequeued: () => void }) {
  return {
    async list(query: AdminMessagesQuery): Promise<{ messages: AdminMessage[]; nextCursor: string | null }> {
      const after = query.cursor ? decodePageCursor(query.cursor, deps.clock.now()) : undefined;
      const rows = await messagesRepository.listPage(deps.db, { status: query.status, after, limit: PAGE_SIZE + 1 });
      const page = rows.slice(0, PAGE_SIZE);
      const last = page.at(-1);
      const nextCursor = rows.length > PAGE_SIZE && last ? encodePageCursor({ createdAt: last.pageKey, id: last.id }) : null;
      return { messages: page.map(toAdminMessage), nextCursor };
    },

    /** A failed message is queued again with a fresh retry window. */
    async retry(id: string): Promise<AdminMessage> {
      const found = isId(id) ? await messagesRepository.findById(deps.db, id) : undefined;
      if (!found) throw new AppError('not_found', { code: 'messageNotFound' });
      const now = deps.clock.now();
      const requeued = await messagesRepository.requeueFailed(deps.db, id, now, new Date(now.getTime() + RETRY_WINDOW_MS));
      if (!requeued) throw new AppError('conflict', { code: 'onlyFailedRetried' });
      deps.onRequeued();
      return toAdminMessage(requeued);
    },
  };
}

export type AdminMessagesService = ReturnType<typeof createAdminMessagesService>;
