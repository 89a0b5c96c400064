import type { Booking, Checkout, Order } from '@gymslot/shared/booking-schemas';

// What one booking screen hands the next through router state. History state survives a reload,
// but not a typed URL or a new tab, so each reader checks the shape and falls back to the server.

/** Everything the payment screen needs to take the money for one hold, and to name what it is for. */
export interface PaymentSession {
  gymId: string;
  gymName: string;
  date: string;
  timeSlot: string;
  order: Order;
  holdExpiresAt: string;
  checkout: Checkout;
}

/** The book screen's own history entry: the hold made from it, so Back and a reload lead back to its payment. */
export interface BookPageState {
  heldBookingId: string;
}

export interface ConfirmationState {
  success: true;
  booking: Booking;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isOrder(value: unknown): value is Order {
  return isRecord(value) && typeof value.id === 'string' && typeof value.amount === 'number' && typeof value.currency === 'string';
}

function isCheckout(value: unknown): value is Checkout {
  return isRecord(value) && (value.provider === 'razorpay' || value.provider === 'sandbox') && typeof value.keyId === 'string' && isRecord(value.prefill);
}

export function readPaymentSession(state: unknown): PaymentSession | null {
  if (!isRecord(state)) return null;
  const { gymId, gymName, date, timeSlot, holdExpiresAt, order, checkout } = state;
  const named = typeof gymId === 'string' && typeof gymName === 'string' && typeof date === 'string' && typeof timeSlot === 'string';
  if (!named || typeof holdExpiresAt !== 'string' || !isOrder(order) || !isCheckout(checkout)) return null;
  return { gymId, gymName, date, timeSlot, order, holdExpiresAt, checkout };
}

export function readBookPageState(state: unknown): BookPageState | null {
  return isRecord(state) && typeof state.heldBookingId === 'string' ? { heldBookingId: state.heldBookingId } : null;
}

export function readConfirmationState(state: unknown): ConfirmationState | null {
  if (!isRecord(state) || state.success !== true || !isRecord(state.booking)) return null;
  return typeof state.booking._id === 'string' ? { success: true, booking: state.booking as Booking } : null;
}

/** The session of a live hold, built from the booking itself (the server adds order and checkout only then). */
export function paymentSessionOf(booking: Booking): PaymentSession | null {
  const { order, checkout, holdExpiresAt } = booking;
  if (booking.isPaid || order === undefined || checkout === undefined || holdExpiresAt === undefined) return null;
  const { gym, date, timeSlot } = booking;
  return { gymId: gym._id, gymName: gym.name, date, timeSlot, order, checkout, holdExpiresAt };
}

export type HoldRecovery =
  | { kind: 'live'; session: PaymentSession }
  | { kind: 'paid' }
  | { kind: 'expired' }
  | { kind: 'incomplete' };

/** What a booking fetched at `receivedAt` (epoch ms) means for a payment screen opened without a session. */
export function recoverPaymentSession(booking: Booking, receivedAt: number): HoldRecovery {
  if (booking.isPaid) return { kind: 'paid' };
  const { holdExpiresAt } = booking;
  if (booking.status !== 'held' || holdExpiresAt === undefined || Date.parse(holdExpiresAt) <= receivedAt) {
    return { kind: 'expired' };
  }
  const session = paymentSessionOf(booking);
  return session ? { kind: 'live', session } : { kind: 'incomplete' };
}
