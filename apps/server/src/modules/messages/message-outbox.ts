import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Executor } from '../../db/client.js';
import type { MessageRow } from '../../db/schema/messages.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { MailMessage } from '../mail/mailer.js';
import type { AppMetrics } from '../metrics/app-metrics.js';
import { DELIVERY_LEASE_MS, ProviderRefusal, RETRY_WINDOW_MS, describeFailure, isPermanentFailure, nextAttemptAfterFailure } from './delivery-attempts.js';
import * as messagesRepository from './messages.repository.js';
import { payloadOf, recipientOf, type MessagePayload, type OutgoingMessage, type TextTemplate } from './outgoing-message.js';
import { fallbackMessageOf, smsFallbackOf, textPayloadOf } from './sms-fallback.js';

/** A WhatsApp or SMS text as its channel gets it. */
export interface TextToSend {
  /** The outbox's id. */
  messageId: string;
  kind: string;
  /** E.164: '+919876543210'. */
  to: string;
  text: string;
  template: TextTemplate;
}

/**
 * Hands one message to its provider; throws when the provider did not take it (a ProviderRefusal
 * says whether trying again may help). A text resolves to the provider's id for it, when the
 * provider gives one: its status webhooks name the message by it.
 */
export type ChannelSenders = {
  email(mail: MailMessage, messageId: string): Promise<void>;
  sms(message: TextToSend): Promise<string | undefined>;
  whatsapp(message: TextToSend): Promise<string | undefined>;
};

/** Writes a deferred mail inside the delivery's transaction; undefined when there is nothing to send. */
export type MailComposer = (tx: Executor, to: string, args: Record<string, string | undefined>) => Promise<MailMessage | undefined>;

export interface MessageOutboxDeps {
  database: DatabaseHandle;
  clock: Clock;
  senders: ChannelSenders;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  metrics?: AppMetrics;
}

/** A round stops after this many, so a backlog after an outage cannot keep one round going for ever. */
const MAX_PER_ROUND = 500;

/** A sent message's record (kind, masked recipient, when) stays this long for admins to look back on. */
export const SENT_KEPT_MS = 30 * 24 * 60 * 60_000;
/** A message waiting this long for its key will not be released any more (an offer lasts 15 minutes). */
const WAIT_KEPT_MS = 2 * 24 * 60 * 60_000;

export interface DeliveryCounts {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * The durable outbox (API contract §8.8, decision 048). `enqueue` writes a message in the caller's
 * transaction, so it exists exactly when the change that caused it commits; `deliverDue` claims
 * due messages (each to one process, under a lease) and hands them to their channel, outside any
 * transaction, retrying with backoff for at least RETRY_WINDOW_MS.
 */
export function createMessageOutbox(deps: MessageOutboxDeps) {
  const { db } = deps.database;
  const composers = new Map<string, MailComposer>();
  const listeners = new Set<() => void>();
  const wake = () => {
    for (const listener of listeners) listener();
  };

  async function compose(row: MessageRow, args: Record<string, string | undefined>): Promise<MailMessage | undefined> {
    const composer = composers.get(row.kind);
    if (!composer) throw new Error(`No composer for deferred messages of kind ${row.kind}`);
    return db.transaction(async (tx) => {
      const mail = await composer(tx, row.recipient, args);
      if (mail) await messagesRepository.setPayload(tx, row.id, row.attempts, { mail });
      else await messagesRepository.deleteClaimed(tx, row.id, row.attempts);
      return mail;
    });
  }

  /** What went: 'dropped' when a composer found nothing to send; a text's provider id when it gave one. */
  async function send(row: MessageRow): Promise<{ providerMessageId?: string } | 'dropped'> {
    const payload = row.payload as MessagePayload | null;
    // A WhatsApp message reported failed by its webhook after it was sent, then queued again by an admin: its content is gone.
    if (!payload || !('text' in payload || 'mail' in payload || 'compose' in payload)) {
      throw new ProviderRefusal('Its content was dropped once it was sent; it cannot be sent again.', true);
    }
    if ('text' in payload) {
      if (row.channel === 'email') throw new Error(`Message ${row.id} is a text on the email channel`);
      const { text, template } = textPayloadOf(payload);
      const providerMessageId = await deps.senders[row.channel]({ messageId: row.id, kind: row.kind, to: row.recipient, text, template });
      return providerMessageId === undefined ? {} : { providerMessageId };
    }
    const mail = 'mail' in payload ? payload.mail : await compose(row, payload.compose);
    if (!mail) return 'dropped';
    await deps.senders.email(mail, row.id);
    return {};
  }

  async function deliver(row: MessageRow, counts: DeliveryCounts): Promise<void> {
    try {
      const sent = await send(row);
      if (sent === 'dropped') return;
      // A WhatsApp message keeps only its SMS (if any) once sent, for a failure its status webhook may still report.
      const fallback = smsFallbackOf(row);
      await messagesRepository.markSent(db, row.id, row.attempts, deps.clock.now(), {
        providerMessageId: sent.providerMessageId ?? null,
        keptPayload: fallback ? { smsFallback: fallback } : null,
      });
      counts.sent += 1;
      deps.metrics?.messages('sent', row.channel);
    } catch (error) {
      const now = deps.clock.now();
      const permanent = isPermanentFailure(error);
      const next = permanent ? null : nextAttemptAfterFailure(row.attempts, now, row.retryUntil);
      const lastError = describeFailure(error);
      // §8.9: a WhatsApp message its provider refused goes out as its SMS instead, queued with the failure.
      const fallback = permanent ? fallbackMessageOf(row) : undefined;
      if (fallback) {
        await db.transaction(async (tx) => {
          if (await messagesRepository.markAttemptFailed(tx, row.id, row.attempts, lastError, null)) await enqueue(tx, fallback);
        });
      } else {
        await messagesRepository.markAttemptFailed(db, row.id, row.attempts, lastError, next);
      }
      const context = { messageId: row.id, kind: row.kind, channel: row.channel, attempts: row.attempts, error: lastError };
      if (next) {
        counts.retried += 1;
        deps.logger.warn(context, 'message not delivered; it will be retried');
      } else {
        counts.failed += 1;
        deps.metrics?.messages('failed', row.channel);
        deps.logger.error({ ...context, smsFallback: fallback !== undefined }, 'message failed for good; an admin may retry it');
      }
    }
  }

  /** Writes `message` in `tx`; false when its dedupe key was used before (nothing new queued). */
  async function enqueue(tx: Executor, message: OutgoingMessage): Promise<boolean> {
    const now = deps.clock.now();
    const queued = await messagesRepository.insert(tx, {
      id: newId(),
      channel: message.channel,
      kind: message.kind,
      recipient: recipientOf(message),
      payload: payloadOf(message),
      status: 'queued',
      nextAttemptAt: now,
      retryUntil: new Date(now.getTime() + RETRY_WINDOW_MS),
      createdAt: now,
      dedupeKey: message.dedupeKey ?? null,
      waitsFor: message.waitsFor ?? null,
    });
    if (queued) {
      deps.metrics?.messages('queued', message.channel);
      wake();
    }
    return queued;
  }

  return {
    /** Writes `message` in `tx`; false when its dedupe key was used before (nothing new queued). */
    enqueue,

    /** Messages waiting for `key` are due from now (in `tx`, so only if the caller's change commits). */
    async releaseWaiting(tx: Executor, key: string): Promise<void> {
      if ((await messagesRepository.releaseWaiting(tx, key, deps.clock.now())) > 0) wake();
    },

    /** Messages waiting for `key` are dropped: what they waited for will not happen. */
    async dropWaiting(tx: Executor, key: string): Promise<void> {
      await messagesRepository.deleteWaiting(tx, key);
    },

    registerComposer(kind: string, composer: MailComposer): void {
      composers.set(kind, composer);
    },

    /** Told after each enqueue (maybe before its transaction commits), so a worker can look soon. */
    onEnqueued(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Tells the workers something became due (an admin's retry). */
    wake,

    /** Deletes up to `limit` sent messages older than SENT_KEPT_MS and waits older than WAIT_KEPT_MS; how many went. */
    pruneSettled(limit: number): Promise<number> {
      const now = deps.clock.now().getTime();
      return messagesRepository.deleteSettled(db, new Date(now - SENT_KEPT_MS), new Date(now - WAIT_KEPT_MS), limit);
    },

    /** What the metrics report on each scrape. */
    backlog: () => messagesRepository.backlog(db, deps.clock.now()),

    /**
     * One round: claims and delivers what is due now, oldest first, until nothing is due. One at a
     * time, so a person's mails arrive in the order they were written, and a claim's lease need
     * only outlast one send.
     */
    async deliverDue(): Promise<DeliveryCounts> {
      const counts: DeliveryCounts = { sent: 0, retried: 0, failed: 0 };
      for (let handled = 0; handled < MAX_PER_ROUND; handled += 1) {
        const now = deps.clock.now();
        const [row] = await messagesRepository.claimDue(db, now, new Date(now.getTime() + DELIVERY_LEASE_MS), 1);
        if (!row) break;
        await deliver(row, counts);
      }
      return counts;
    },
  };
}

export type MessageOutbox = ReturnType<typeof createMessageOutbox>;
