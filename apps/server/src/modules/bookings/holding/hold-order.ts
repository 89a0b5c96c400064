import { BOOKING_HOLD_MINUTES } from '@gymslot/shared/booking-schemas';
import type { AppDeps } from '../../../app-deps.js';
import type { BookingRow } from '../../../db/schema/bookings.js';
import type { ProviderOrder } from '../../payments/payment-provider.js';
import { payoutTransferFor, recordPayoutOrder } from '../../payments/payouts/payouts.service.js';
import * as bookingsRepository from '../bookings.repository.js';

/**
 * The provider order a hold is paid through: the one it already has, or a new one recorded on the
 * hold. A provider failure is thrown: the caller decides what becomes of the hold.
 */
export async function openHoldOrder(
  deps: Pick<AppDeps, 'database' | 'clock' | 'paymentProvider' | 'config'>,
  hold: BookingRow,
): Promise<ProviderOrder> {
  if (hold.orderId) return { id: hold.orderId, amountPaise: hold.amountPaise, currency: 'INR' };
  const transfer = await payoutTransferFor(deps, hold);
  const order = await deps.paymentProvider.createOrder({
    amountPaise: hold.amountPaise,
    receipt: `booking_${hold.id}`,
    notes: { bookingId: hold.id, gymId: hold.gymId },
    autoCaptureMinutes: BOOKING_HOLD_MINUTES,
    ...(transfer ? { transfers: [transfer] } : {}),
  });
  await bookingsRepository.updateIfStatus(deps.database.db, hold.id, ['held'], { orderId: order.id }, deps.clock.now());
  // Last, so a hold given back after a failure here has no payout row pointing at it.
  if (transfer) await recordPayoutOrder(deps.database.db, order, hold, transfer, deps.clock.now());
  return order;
}
