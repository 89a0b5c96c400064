import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import type { RefundService } from '../payments/refund.service.js';
import type { SettlementService } from './paying/booking-settlement.service.js';
import * as bookingsRepository from './bookings.repository.js';
import { reconcileLapsedOrders } from './paying/order-reconciliation.js';

export type BookingMaintenanceDeps = Pick<AppDeps, 'database' | 'clock' | 'paymentProvider' | 'metrics'> & {
  logger: Pick<FastifyBaseLogger, 'warn'>;
};

/** The services the bookings' round uses: services.ts hands in the ones the routes use. */
export interface BookingMaintenanceServices {
  settlement: Pick<SettlementService, 'settlePaid'>;
  refunds: Pick<RefundService, 'retryDue'>;
}

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

/**
 * The bookings' part of each housekeeping round: lapsed holds, then their orders asked about at
 * the provider (a payment whose webhook never came), then refunds whose earlier attempt failed.
 */
export async function runBookingMaintenance(
  deps: BookingMaintenanceDeps,
  { settlement, refunds }: BookingMaintenanceServices,
): Promise<{ expiredHolds: number; lapsedOrdersChecked: number; refundsRetried: number }> {
  const expiredHolds = await sweepExpiredHolds(deps);
  const lapsedOrdersChecked = await reconcileLapsedOrders(deps, settlement);
  const refundsRetried = await refunds.retryDue();
  return { expiredHolds, lapsedOrdersChecked, refundsRetried };
}
