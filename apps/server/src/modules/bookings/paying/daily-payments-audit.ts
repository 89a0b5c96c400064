import { addDays, istDate, istInstant } from '@gymslot/shared/ist-time';
import type { AppDeps } from '../../../app-deps.js';
import type { BookingRow } from '../../../db/schema/bookings.js';
import type { PaymentRow } from '../../../db/schema/payments.js';
import { paymentLedger } from '../../payments/payment-ledger.service.js';
import type { ProviderPayment } from '../../payments/payment-provider.js';
import * as bookingsRepository from '../bookings.repository.js';
import * as paymentAuditsRepository from './payment-audits.repository.js';

/** A day is checked from 01:00 IST the next morning, once lapsed holds' orders have long been asked about. */
const CHECK_FROM_MINUTE = 60;
/** An unfinished check older than this was cut off (its process died): another may take it. */
const STALE_CLAIM_MS = 30 * 60_000;

export type DailyPaymentsAuditDeps = Pick<AppDeps, 'database' | 'clock' | 'paymentProvider' | 'metrics'>;

const refundStates: readonly PaymentRow['status'][] = ['refund_pending', 'refunded', 'refund_failed'];

/**
 * Whether a payment the provider took is accounted for here: refunded (or being refunded, or left
 * to an operator as refund_failed, which admins already see), or the one payment of a confirmed
 * booking that the provider has not refunded behind our back.
 */
export function isAccountedFor(payment: ProviderPayment, booking: BookingRow, ledger: PaymentRow | undefined): boolean {
  if (!ledger) return false;
  if (refundStates.includes(ledger.status)) return true;
  return ledger.status === 'captured' && payment.status === 'captured' && booking.status === 'confirmed' && booking.paymentId === payment.id;
}

/**
 * §8.8's daily check: every payment the provider captured on the previous IST day (refunded since
 * or not) for one of our orders must be one confirmed booking or a refund. What is not is written
 * down for admins and counted in metrics. One process checks each day.
 */
export async function auditYesterdaysPayments(deps: DailyPaymentsAuditDeps): Promise<{ paymentsAudited: number; paymentMismatches: number }> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const today = istDate(now);
  const day = addDays(today, -1);
  const none = { paymentsAudited: 0, paymentMismatches: 0 };
  if (now < istInstant(today, CHECK_FROM_MINUTE)) return none;
  if (!(await paymentAuditsRepository.claimDay(db, day, now, new Date(now.getTime() - STALE_CLAIM_MS)))) return none;

  const taken = (await deps.paymentProvider.paymentsCreatedBetween(istInstant(day, 0), istInstant(today, 0))).filter(
    (payment) => payment.status === 'captured' || payment.status === 'refunded',
  );
  let paymentsAudited = 0;
  let paymentMismatches = 0;
  for (const payment of taken) {
    const booking = await bookingsRepository.findByOrderId(db, payment.orderId);
    // Another product's payment on the same Razorpay account is none of ours.
    if (!booking) continue;
    paymentsAudited += 1;
    const ledger = await paymentLedger.find(db, payment.id);
    if (isAccountedFor(payment, booking, ledger)) continue;
    const listed = await paymentAuditsRepository.insertMismatch(db, {
      paymentId: payment.id,
      day,
      orderId: payment.orderId,
      bookingId: booking.id,
      amountPaise: payment.amountPaise,
      providerStatus: payment.status,
      ledgerStatus: ledger?.status ?? 'none',
      foundAt: deps.clock.now(),
    });
    if (listed) {
      paymentMismatches += 1;
      deps.metrics?.paymentMismatch();
    }
  }
  await paymentAuditsRepository.finishDay(db, day, deps.clock.now(), { paymentsChecked: paymentsAudited, mismatches: paymentMismatches });
  return { paymentsAudited, paymentMismatches };
}
