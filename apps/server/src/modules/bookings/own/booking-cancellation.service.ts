import { CANCELLATION_CUTOFF_HOURS } from '@gymslot/shared/booking-schemas';
import type { Language } from '@gymslot/shared/languages';
import { AppError } from '../../../lib/errors.js';
import { paymentLedger } from '../../payments/payment-ledger.service.js';
import type { RefundService } from '../../payments/refund.service.js';
import { queueToPerson } from '../../preferences/person-messages.js';
import { cancellationMessage } from '../booking-messages.js';
import type { SettlementDeps } from '../paying/booking-settlement.service.js';
import * as bookingsRepository from '../bookings.repository.js';
import { findOwnBooking } from './booking-access.js';

const CUTOFF_MS = CANCELLATION_CUTOFF_HOURS * 60 * 60_000;

type Cancellation = { kind: 'nothing_to_do' } | { kind: 'hold_released' } | { kind: 'refund_due'; paymentId: string };

/** Told of each place a cancellation frees, after it is committed (the waitlist offers it, §8.4). */
export type PlaceFreed = (slot: bookingsRepository.SlotRef) => Promise<void>;

/** B4: a person cancels their own booking; a paid one is refunded in full if it is early enough. */
export function createCancellationService(deps: SettlementDeps, refunds: Pick<RefundService, 'carryOut'>, placeFreed?: PlaceFreed) {
  const { db } = deps.database;

  return {
    /** A paid booking's cancellation messages are in `language`, the one the person cancels in. */
    async cancel(userId: string, bookingId: string, language: Language): Promise<void> {
      const found = await findOwnBooking(db, userId, bookingId);

      // Under the row lock, so a payment settling or an OTP check at the door cannot interleave.
      const cancellation = await db.transaction(async (tx): Promise<Cancellation> => {
        const booking = await bookingsRepository.findByIdForUpdate(tx, found.id);
        if (!booking) throw new AppError('not_found', { code: 'bookingNotFound' });
        if (booking.isVerified) throw new AppError('conflict', { code: 'verifiedNotCancellable' });
        const now = deps.clock.now();
        if (booking.status === 'cancelled' || booking.status === 'refunded') return { kind: 'nothing_to_do' };
        if (booking.status === 'held' || booking.status === 'expired') {
          // A lapsed hold is marked cancelled too, so a payment that still arrives for it is refunded.
          await bookingsRepository.updateIfStatus(tx, booking.id, ['held', 'expired'], { status: 'cancelled', cancelledAt: now }, now);
          return { kind: 'hold_released' };
        }
        const msToStart = booking.startsAt.getTime() - now.getTime();
        if (msToStart <= 0) throw new AppError('conflict', { code: 'slotStarted' });
        if (msToStart < CUTOFF_MS) throw new AppError('conflict', { code: 'tooLateToCancel' });
        await bookingsRepository.updateIfStatus(tx, booking.id, ['confirmed'], { status: 'cancelled', cancelledAt: now }, now);
        if (!booking.paymentId) throw new Error(`Confirmed booking ${booking.id} has no payment`);
        await paymentLedger.markRefundPending(tx, booking.paymentId, now);
        // Says the refund is on its way, which the pending mark makes true: the maintenance round
        // retries a refund call that fails.
        const view = await bookingsRepository.findViewById(tx, booking.id);
        if (view) await queueToPerson(deps.outbox, tx, view.user.id, cancellationMessage(view, language));
        return { kind: 'refund_due', paymentId: booking.paymentId };
      });

      if (cancellation.kind === 'nothing_to_do') return;
      await placeFreed?.(found);
      if (cancellation.kind !== 'refund_due') return;
      deps.metrics?.bookings.refunded();
      // A refund call that fails stays pending in the ledger and is retried by the periodic job.
      await refunds.carryOut(cancellation.paymentId);
    },
  };
}

export type CancellationService = ReturnType<typeof createCancellationService>;
