import type { Executor } from '../../../db/client.js';
import { paymentLedger } from '../../payments/payment-ledger.service.js';
import type { RefundService } from '../../payments/refund.service.js';
import type { SettlementDeps } from '../paying/booking-settlement.service.js';
import * as bookingsRepository from '../bookings.repository.js';
import type { PlaceFreed } from './booking-cancellation.service.js';

/** What cancelling a closing account's bookings leaves to do once its transaction has committed. */
export interface ClosedBookings {
  /** Payments marked 'refund_pending' in the transaction: the provider is asked only after it commits. */
  refundsDue: string[];
  placesFreed: bookingsRepository.SlotRef[];
}

/**
 * §8.11: the bookings of an account being deleted. Every booking whose slot has not started and
 * that was not checked in is cancelled as B4 cancels one (decision 059): a hold is released (a payment
 * that still arrives for it is refunded by the settlement), a paid booking is marked for a full
 * refund in the ledger, whatever the 2-hour cut-off, since GymSlot, not the person, ends it. No
 * message goes with it: the person's addresses leave with the account, and the mail that scheduled
 * the deletion said their bookings would be cancelled and refunded.
 */
export function createAccountClosingBookings(deps: Pick<SettlementDeps, 'metrics'>, refunds: Pick<RefundService, 'carryOut'>, placeFreed?: PlaceFreed) {
  return {
    /**
     * Takes the person's holds lock in `tx`, as B1 does before anything else: a hold being made
     * now is finished first (and then cancelled with the rest). Taken before the account's row, in
     * B1's order (its booking insert checks that row), so the two cannot deadlock.
     */
    async lockAgainstNewHolds(tx: Executor, userId: string): Promise<void> {
      await bookingsRepository.lockPersonsHolds(tx, userId);
    },

    /** Cancels them in `tx`, the deletion's own transaction, each under its row lock. */
    async cancelUpcomingIn(tx: Executor, userId: string, now: Date): Promise<ClosedBookings> {
      const closed: ClosedBookings = { refundsDue: [], placesFreed: [] };
      for (const found of await bookingsRepository.findUpcomingOpenByUserId(tx, userId, now)) {
        const booking = await bookingsRepository.findByIdForUpdate(tx, found.id);
        if (!booking || booking.isVerified || booking.startsAt <= now) continue;
        const slot = { gymId: booking.gymId, date: booking.date, timeSlot: booking.timeSlot };
        if (booking.status === 'held' || booking.status === 'expired') {
          await bookingsRepository.updateIfStatus(tx, booking.id, ['held', 'expired'], { status: 'cancelled', cancelledAt: now }, now);
          if (booking.status === 'held') closed.placesFreed.push(slot);
          continue;
        }
        if (booking.status !== 'confirmed') continue;
        await bookingsRepository.updateIfStatus(tx, booking.id, ['confirmed'], { status: 'cancelled', cancelledAt: now }, now);
        if (!booking.paymentId) throw new Error(`Confirmed booking ${booking.id} has no payment`);
        if (await paymentLedger.markRefundPending(tx, booking.paymentId, now)) closed.refundsDue.push(booking.paymentId);
        closed.placesFreed.push(slot);
      }
      return closed;
    },

    /**
     * After the commit: each refund asked of the provider now (one that fails stays pending and the
     * maintenance round retries it), and each freed place offered to its slot's waitlist.
     */
    async afterCommit(closed: ClosedBookings): Promise<void> {
      for (const slot of closed.placesFreed) await placeFreed?.(slot);
      for (const paymentId of closed.refundsDue) {
        deps.metrics?.bookings.refunded();
        await refunds.carryOut(paymentId);
      }
    },
  };
}

export type AccountClosingBookings = ReturnType<typeof createAccountClosingBookings>;
