import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MessageChannel } from '@gymslot/shared/admin-message-schemas';
import type { ReminderChannelName } from '../../config.js';

/** The booking life-cycle events the services report; the sweep reports how many rows it expired. */
export interface BookingMetrics {
  held(): void;
  confirmed(): void;
  expired(count: number): void;
  refunded(): void;
  /** A refund the provider refused REFUND_MAX_ATTEMPTS times, left to an operator. */
  refundFailed(): void;
  paymentFailed(): void;
  /** A paid booking moved to another slot (§8.4a). */
  rescheduled(): void;
}

/** What became of waitlist offers (§8.4): a freed place held for the next in line, then paid or passed on. */
export type WaitlistOfferOutcome = 'made' | 'taken' | 'passed_on';

/** What became of outbox messages (§8.8): queued, handed to the provider, or given up. */
export type MessageEvent = 'queued' | 'sent' | 'failed';

/** The outbox as it stands, read from the database when metrics are scraped. */
export interface OutboxBacklog {
  queued: number;
  failed: number;
  oldestQueuedSeconds: number;
}

/** The tables the housekeeping prunes (modules/maintenance/prune-dead-rows.ts). */
export type PrunedTable = 'sessions' | 'auth_tokens' | 'rate_limits' | 'phone_codes' | 'catalogue_changes' | 'messages';

export interface AppMetrics {
  /** Per app, not prom-client's global registry, so tests may build many apps side by side. */
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  bookings: BookingMetrics;
  /** §8.3 reminders queued for a channel ('email', 'sms', 'whatsapp'). */
  reminderSent(channel: ReminderChannelName): void;
  /** A review of a checked-in visit posted (§8.2). */
  reviewPosted(): void;
  /** A 'Rate your visit' mail queued after a checked-in visit (issue 15). */
  reviewPromptSent(): void;
  /** Waitlist offers made, taken or passed on (§8.4); `count` of them at once. */
  waitlistOffers(outcome: WaitlistOfferOutcome, count: number): void;
  /** Rows the housekeeping deleted because nothing can use them any more. */
  pruned(table: PrunedTable, count: number): void;
  /** A payment the provider took that the daily check found neither a confirmed booking nor a refund (§8.8). */
  paymentMismatch(): void;
  /** An outbox message queued, sent or given up, by channel. */
  messages(event: MessageEvent, channel: MessageChannel): void;
  /** Reports the outbox's backlog on every scrape, read by `read`. */
  observeOutbox(read: () => Promise<OutboxBacklog>): void;
  /** §8.9: sign-in codes sent, refused by a limit, checked right or wrong. */
  phoneCodes(outcome: PhoneCodeOutcome): void;
  /** §8.10: a dispute (chargeback) reached a status ('open' when Razorpay reports a new one). */
  disputes(status: DisputeMetricStatus): void;
}

export type DisputeMetricStatus = 'open' | 'under_review' | 'action_required' | 'won' | 'lost' | 'closed';

export type PhoneCodeOutcome = 'sent' | 'limited_number' | 'limited_client' | 'limited_global' | 'verified' | 'wrong' | 'ended';

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  const counter = (name: string, help: string) => new Counter({ name, help, registers: [registry] });
  const held = counter('gymslot_bookings_held_total', 'Holds placed on a slot (booking initiated, payment order created).');
  const confirmed = counter('gymslot_bookings_confirmed_total', 'Bookings confirmed by a verified payment.');
  const expired = counter('gymslot_bookings_expired_total', 'Holds marked expired because they ran out.');
  const refunded = counter('gymslot_bookings_refunded_total', 'Paid bookings whose payment is being or was refunded.');
  const refundFailures = counter(
    'gymslot_refunds_failed_total',
    'Refunds given up after repeated provider refusals; each is listed for admins (B6 ?status=refund_failed).',
  );
  const reschedules = counter('gymslot_bookings_rescheduled_total', 'Paid bookings moved to another slot (API contract §8.4a).');
  const failures = counter('gymslot_payment_failures_total', 'Failed payment attempts reported by the provider.');
  const pruned = new Counter({
    name: 'gymslot_rows_pruned_total',
    help: 'Rows deleted by the housekeeping: expired sessions, spent e-mail links, stale rate-limit counters.',
    labelNames: ['table'],
    registers: [registry],
  });
  const remindersSent = new Counter({
    name: 'gymslot_reminders_sent_total',
    help: 'Reminders queued before a booked slot, by channel (email, sms, whatsapp); the outbox delivers them (gymslot_messages_total).',
    labelNames: ['channel'],
    registers: [registry],
  });
  const reviewsPosted = counter('gymslot_reviews_posted_total', 'Reviews of checked-in visits posted (API contract §8.2).');
  const reviewPromptsSent = counter(
    'gymslot_review_prompts_sent_total',
    "'Rate your visit' mails queued after checked-in visits; the outbox delivers them (gymslot_messages_total).",
  );
  const waitlistOffers = new Counter({
    name: 'gymslot_waitlist_offers_total',
    help: 'Freed places offered to the next person on a waitlist (made), paid by them (taken), or run out unpaid (passed_on).',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const mismatches = counter(
    'gymslot_payment_mismatches_total',
    "Payments the provider captured that the daily check found neither one confirmed booking nor a refund; each is listed for admins.",
  );
  const messageEvents = new Counter({
    name: 'gymslot_messages_total',
    help: 'Outbox messages queued, sent (handed to the provider) or failed for good (listed for admins), by channel.',
    labelNames: ['event', 'channel'],
    registers: [registry],
  });
  const phoneCodes = new Counter({
    name: 'gymslot_phone_codes_total',
    help: 'Sign-in codes (API contract §8.9): sent, refused by the per-number, per-client or hourly limit, checked right (verified) or wrong, or ended by too many wrong tries.',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const disputeStatuses = new Counter({
    name: 'gymslot_disputes_total',
    help: "Disputes (chargebacks, API contract §8.10) reaching a status, from Razorpay's webhooks or an admin's answer: open counts new disputes; each is listed for admins (/admin/disputes).",
    labelNames: ['status'],
    registers: [registry],
  });
  let readOutbox: (() => Promise<OutboxBacklog>) | undefined;
  // The three gauges of one scrape share one read of the database.
  let lastRead: { at: number; backlog: Promise<OutboxBacklog> } | undefined;
  const backlog = (read: () => Promise<OutboxBacklog>) => {
    if (!lastRead || Date.now() - lastRead.at > 1000) lastRead = { at: Date.now(), backlog: read() };
    return lastRead.backlog;
  };
  const outboxGauge = (name: string, help: string, pick: (backlog: OutboxBacklog) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        if (readOutbox) this.set(pick(await backlog(readOutbox)));
      },
    });
  outboxGauge('gymslot_messages_queued', 'Outbox messages waiting to be sent (due now or retrying).', (b) => b.queued);
  outboxGauge('gymslot_messages_failed', 'Outbox messages given up after their retry window, listed for admins.', (b) => b.failed);
  outboxGauge('gymslot_messages_oldest_queued_seconds', 'Age of the oldest message still waiting to be sent; 0 when none waits.', (b) => b.oldestQueuedSeconds);
  return {
    registry,
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to response, by route pattern.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    bookings: {
      held: () => held.inc(),
      confirmed: () => confirmed.inc(),
      expired: (count) => {
        if (count > 0) expired.inc(count);
      },
      refunded: () => refunded.inc(),
      refundFailed: () => refundFailures.inc(),
      paymentFailed: () => failures.inc(),
      rescheduled: () => reschedules.inc(),
    },
    reminderSent: (channel) => remindersSent.inc({ channel }),
    reviewPosted: () => reviewsPosted.inc(),
    reviewPromptSent: () => reviewPromptsSent.inc(),
    waitlistOffers: (outcome, count) => {
      if (count > 0) waitlistOffers.inc({ outcome }, count);
    },
    pruned: (table, count) => {
      if (count > 0) pruned.inc({ table }, count);
    },
    paymentMismatch: () => mismatches.inc(),
    messages: (event, channel) => messageEvents.inc({ event, channel }),
    observeOutbox: (read) => {
      readOutbox = read;
    },
    phoneCodes: (outcome) => phoneCodes.inc({ outcome }),
    disputes: (status) => disputeStatuses.inc({ status }),
  };
}
