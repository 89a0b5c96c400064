import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { runBookingMaintenance, type BookingMaintenanceDeps, type BookingMaintenanceServices } from '../bookings/booking-maintenance.js';
import { auditYesterdaysPayments } from '../bookings/paying/daily-payments-audit.js';
import type { NotLetInRefunds } from '../bookings/not-let-in/not-let-in-refunds.service.js';
import type { InvoicesService } from '../invoices/invoices.service.js';
import type { PayoutsService } from '../payments/payouts/payouts.service.js';
import type { AccountDeletions } from '../privacy/account-deletions.js';
import { sendDueReminders, type ReminderDeps } from '../reminders/send-due-reminders.js';
import { sendReviewPrompts } from '../reviews/send-review-prompts.js';
import type { WaitlistOffers } from '../waitlist/waitlist-offers.service.js';
import { claimTick } from './maintenance-runs.repository.js';
import { pruneDeadRows } from './prune-dead-rows.js';

export const MAINTENANCE_INTERVAL_MS = 60_000;

/** The loop also reports, at debug level, which ticks this process claimed. */
export type MaintenanceDeps = BookingMaintenanceDeps & ReminderDeps & { logger: Pick<FastifyBaseLogger, 'debug' | 'error' | 'info' | 'warn'> };

export interface MaintenanceOptions {
  intervalMs?: number;
  /** Recorded with each claimed tick; unique per running instance by default. */
  processId?: string;
}

/**
 * The services the round's jobs use. services.ts (the composition root) hands in the very ones the
 * routes use, built once from the same deps; no job builds a service of its own.
 */
export interface MaintenanceServices {
  bookings: BookingMaintenanceServices;
  waitlistOffers: Pick<WaitlistOffers, 'sweep'>;
  payouts: Pick<PayoutsService, 'releaseDue' | 'reverseDue'>;
  invoices: Pick<InvoicesService, 'issueDue'>;
  accountDeletions: Pick<AccountDeletions, 'deleteDue'>;
  notLetInRefunds: Pick<NotLetInRefunds, 'refundUnanswered'>;
}

/** The round, bound to its deps and services by services.ts. */
export interface Maintenance {
  /**
   * Claims the tick `now` falls in and, if this caller got it, runs every job once. False when
   * another process (or an earlier call) already claimed the tick, in which case nothing runs.
   */
  runTick(intervalMs: number, processId: string): Promise<boolean>;
  /** Runs the round every interval until stopped (start-server.ts); see startMaintenance. */
  start(options?: MaintenanceOptions): { stop(): Promise<void> };
}

type Job = { name: string; run(deps: MaintenanceDeps, services: MaintenanceServices): Promise<Record<string, number>> };

/** Each job reports what it did as counts; a failing job does not keep the others from running. */
const jobs: Job[] = [
  { name: 'booking maintenance', run: (deps, { bookings }) => runBookingMaintenance(deps, bookings) },
  // After the bookings' round, which settles lapsed orders: what is still unaccounted for is listed.
  { name: 'daily payments check', run: (deps) => auditYesterdaysPayments(deps) },
  // After the bookings' round, which marks lapsed holds: their places go to the lines (§8.4).
  { name: 'waitlist offers', run: (_deps, { waitlistOffers }) => waitlistOffers.sweep() },
  { name: 'reminders', run: (deps) => sendDueReminders(deps) },
  { name: 'payout releases', run: async (_deps, { payouts }) => ({ payoutsReleased: await payouts.releaseDue() }) },
  // §8.10: a lost dispute's payout still held is taken back; one the webhook's own try missed is retried here.
  { name: 'dispute reversals', run: async (_deps, { payouts }) => ({ payoutsReversed: await payouts.reverseDue() }) },
  // §8.10: open 'not let in' reports the gym left unanswered for 30 minutes are refunded, each by one process.
  { name: 'not let in refunds', run: (_deps, { notLetInRefunds }) => notLetInRefunds.refundUnanswered() },
  { name: 'review prompts', run: (deps) => sendReviewPrompts(deps) },
  // After the bookings' round, which settles late payments and refunds: each gets its GST document.
  { name: 'invoices', run: (deps, { invoices }) => invoices.issueDue(deps.clock.now()) },
  // §8.11: accounts whose deletion is due, after the invoices, so their last payments have their GST documents.
  { name: 'account deletions', run: (_deps, { accountDeletions }) => accountDeletions.deleteDue() },
  { name: 'pruning dead rows', run: (deps) => pruneDeadRows(deps) },
];

/** The maintenance round over `services`; only services.ts builds it, from the deps it built them from. */
export function createMaintenance(deps: MaintenanceDeps, services: MaintenanceServices): Maintenance {
  return {
    runTick: (intervalMs, processId) => runMaintenanceTick(deps, services, intervalMs, processId),
    start: (options) => startMaintenance(deps, services, options),
  };
}

async function runMaintenanceTick(deps: MaintenanceDeps, services: MaintenanceServices, intervalMs: number, processId: string): Promise<boolean> {
  const now = deps.clock.now();
  if (!(await claimTick(deps.database.db, now, intervalMs, processId))) return false;
  deps.logger.debug({ processId, tick: now.toISOString() }, 'maintenance tick claimed');
  for (const job of jobs) {
    try {
      const counts = await job.run(deps, services);
      if (Object.values(counts).some((count) => count > 0)) deps.logger.info(counts, job.name);
    } catch (error) {
      deps.logger.error({ err: error }, `${job.name} failed`);
    }
  }
  return true;
}

/**
 * Runs the housekeeping every interval until stopped; never keeps the process alive on its own.
 * Each tick is claimed in the database first, so N processes on one database run it once per tick
 * between them rather than N times (every job is safe to repeat, but it is wasted work and noise).
 */
function startMaintenance(deps: MaintenanceDeps, services: MaintenanceServices, options: MaintenanceOptions = {}): { stop(): Promise<void> } {
  const intervalMs = options.intervalMs ?? MAINTENANCE_INTERVAL_MS;
  const processId = options.processId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let current: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (current) return;
    current = runMaintenanceTick(deps, services, intervalMs, processId)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'maintenance tick failed'))
      .finally(() => {
        current = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    // Lets a round in progress finish, so the database is not closed under it.
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
