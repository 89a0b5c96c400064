import { serverTexts } from './server-texts.js';

// Booking limits and the cancellation policy, free of zod so the web bundle can import them as values.

/** Every slot lasts one hour from its start. */
export const SLOT_MINUTES = 60;
export const BOOKING_HOLD_MINUTES = 15;
/** Live unpaid holds one person may have at once, across all gyms (API contract §8.1). */
export const MAX_UNPAID_HOLDS = 3;
/** Calls to the payment provider before a refund is left to an operator as 'refund_failed'. */
export const REFUND_MAX_ATTEMPTS = 5;
/** B1's answer when every place of the slot is taken; the screens offer its waitlist (§8.4). */
export const SLOT_FULL_MESSAGE = serverTexts.slotFull;
export const UNPAID_HOLDS_MESSAGE = serverTexts.unpaidHolds;
export const CANCELLATION_CUTOFF_HOURS = 2;
export const CANCELLATION_POLICY = serverTexts.cancellationPolicy;
/** Moves of one booking (§8.4a): each sends a mail and a fresh reminder, so they are not endless. */
export const MAX_RESCHEDULES = 3;
export const RESCHEDULE_LIMIT_MESSAGE = serverTexts.rescheduleLimit;

/** Cancelling and rescheduling a paid booking close at the same cut-off before its start. */
export function isBeforeCancellationCutoff(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= CANCELLATION_CUTOFF_HOURS * 60 * 60_000;
}
