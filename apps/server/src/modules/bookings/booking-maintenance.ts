import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { createRefundService } from '../payments/refund.service.js';
import * as bookingsRepository from './bookings.repository.js';

export type MaintenanceDeps = Pick<AppDeps, 'database' | 'clock' | 'paymentProvider'> & {
  logger: Pick<FastifyBaseLogger, 'error' | 'info'>;
};

export const MAINTENANCE_INTERVAL_MS = 60_000;

/**
 * Marks holds that ran out as 'expired'. Counting never needs this (a hold stops counting the
 * moment it runs out); it keeps the table honest. One UPDATE, so any number of processes may run
 * it at once: each row is changed by whichever gets there first.
 */
export async function sweepExpiredHolds(deps: Pick<AppDeps, 'database' | 'clock'>): Promise<number> {
  return bookingsRepository.expireLapsedHolds(deps.database.db, deps.clock.now());
}

/** One round of housekeeping: lapsed holds, then refunds whose earlier attempt failed. */
export async function runBookingMaintenance(deps: MaintenanceDeps): Promise<{ expiredHolds: number; refundsRetried: number }> {
  const expiredHolds = await sweepExpiredHolds(deps);
  const refundsRetried = await createRefundService(deps).retryDue();
  return { expiredHolds, refundsRetried };
}

/** Runs the housekeeping every interval until stopped; never keeps the process alive on its own. */
export function startBookingMaintenance(deps: MaintenanceDeps, intervalMs = MAINTENANCE_INTERVAL_MS): { stop(): Promise<void> } {
  let current: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (current) return;
    current = runBookingMaintenance(deps)
      .then((result) => {
        if (result.expiredHolds > 0 || result.refundsRetried > 0) deps.logger.info(result, 'booking maintenance');
      })
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
