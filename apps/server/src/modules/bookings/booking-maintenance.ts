import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { createRefundService } from '../payments/refund.service.js';
import { createPriceBandsService } from '../price-bands/price-bands.service.js';
import { createSettlementService } from './booking-settlement.service.js';
import { createSlotPriceLookup } from './slot-price-lookup.js';
import * as bookingsRepository from './bookings.repository.js';
import { reconcileLapsedOrders } from './order-reconciliation.js';

export type BookingMaintenanceDeps = Pick<AppDeps, 'database' | 'clock' | 'paymentProvider' | 'metrics' | 'outbox' | 'config'> & {
  logger: Pick<FastifyBaseLogger, 'error' | 'warn'>;
};

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
): Promise<{ expiredHolds: number; lapsedOrdersChecked: number; refundsRetried: number }> {
  const expiredHolds = await sweepExpiredHolds(deps);
  const refunds = createRefundService(deps);
  const settlement = createSettlementService(deps, refunds, createSlotPriceLookup(deps, createPriceBandsService(deps)));
  const lapsedOrdersChecked = await reconcileLapsedOrders(deps, settlement);
  const refundsRetried = await refunds.retryDue();
  return { expiredHolds, lapsedOrdersChecked, refundsRetried };
}
