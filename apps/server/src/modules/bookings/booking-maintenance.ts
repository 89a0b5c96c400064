import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { createRefundService } from '../payments/refund.service.js';
import * as bookingsRepository from './bookings.repository.js';
import { claimTick } from './maintenance-runs.repository.js';

export type MaintenanceDeps = Pick<AppDeps, 'database' | 'clock' | 'paymentProvider' | 'metrics'> & {
  logger: Pick<FastifyBaseLogger, 'error' | 'info'>;
};

export const MAINTENANCE_INTERVAL_MS = 60_000;

/**
 * Marks holds that ran out as 'expired'. Counting never needs this (a hold stops counting the
 * moment it runs out); it keeps the table honest. One UPDATE, so any number of processes may run
 * it at once: each row is changed by whichever gets there first.
 */
export async function sweepExpiredHolds(deps: Pick<AppDeps, 'database' | 'clock' | 'metrics'>): Promise<number> {
  const expired = await bookingsRepository.expireLapsedHolds(deps.database.db, deps.clock.now());
  deps.metrics?.bookings.expired(expired);
  return expired;
}

/** One round of housekeeping: lapsed holds, then refunds whose earlier attempt failed. */
export async function runBookingMaintenance(deps: MaintenanceDeps): Promise<{ expiredHolds: number; refundsRetried: number }> {
  const expiredHolds = await sweepExpiredHolds(deps);
  const refundsRetried = await createRefundService(deps).retryDue();
  return { expiredHolds, refundsRetried };
}

/** The loop also reports, at debug level, which ticks this process claimed. */
export type MaintenanceLoopDeps = MaintenanceDeps & { logger: Pick<FastifyBaseLogger, 'debug'> };

export interface MaintenanceOptions {
  intervalMs?: number;
  /** Recorded with each claimed tick; unique per running instance by default. */
  processId?: string;
}

/**
 * Runs the housekeeping every interval until stopped; never keeps the process alive on its own.
 * Each tick is claimed in the database first, so N processes on one database sweep once per tick
 * between them rather than N times (the sweep is safe to repeat, but it is wasted work and noise).
 */
export function startBookingMaintenance(deps: MaintenanceLoopDeps, options: MaintenanceOptions = {}): { stop(): Promise<void> } {
  const intervalMs = options.intervalMs ?? MAINTENANCE_INTERVAL_MS;
  const processId = options.processId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let current: Promise<void> | undefined;
  const round = async () => {
    const now = deps.clock.now();
    if (!(await claimTick(deps.database.db, now, intervalMs, processId))) return;
    deps.logger.debug({ processId, tick: now.toISOString() }, 'booking maintenance tick claimed');
    const result = await runBookingMaintenance(deps);
    if (result.expiredHolds > 0 || result.refundsRetried > 0) deps.logger.info(result, 'booking maintenance');
  };
  const timer = setInterval(() => {
    if (current) return;
    current = round()
      .catch((error: unknown) => deps.logger.error({ err: error }, 'booking maintenance failed'))
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
