import { slotStart } from '@gymslot/shared/slot-derivation';
import type { Executor } from '../src/db/client.js';
import { bookings, type BookingRow, type NewBookingRow } from '../src/db/schema/bookings.js';
import type { GymRow } from '../src/db/schema/gyms.js';
import { newId } from '../src/lib/ids.js';

const HOUR_MS = 3_600_000;
let otpCounter = 0;

/**
 * A booking row in any status written straight to the database, for list and lookup fixtures
 * that the booking flow would take many calls (or a changing clock) to produce. Paid statuses get
 * a payment id; 'confirmed' also an OTP (distinct per row), unless the overrides give one.
 */
export async function insertBookingRow(
  db: Executor,
  gym: GymRow,
  userId: string,
  overrides: Partial<NewBookingRow> & Pick<NewBookingRow, 'status' | 'date' | 'timeSlot'>,
): Promise<BookingRow> {
  const createdAt = overrides.createdAt ?? new Date();
  const paid = overrides.status !== 'held' && overrides.status !== 'expired';
  const [row] = await db
    .insert(bookings)
    .values({
      id: newId(),
      userId,
      gymId: gym.id,
      gymOwnerId: gym.ownerId,
      startsAt: slotStart(overrides.date, overrides.timeSlot) ?? new Date(`${overrides.date}T00:00:00Z`),
      amountPaise: gym.pricePerHourPaise,
      holdExpiresAt: overrides.status === 'held' ? new Date(createdAt.getTime() + HOUR_MS) : null,
      paymentId: paid ? `pay_${newId()}` : null,
      otp: overrides.status === 'confirmed' ? 100_000 + (otpCounter += 1) : null,
      paidAt: paid ? createdAt : null,
      createdAt,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('The booking insert returned no row');
  return row;
}

/**
 * A paid booking at Iron Temple, Pune, for Asha, as the mail composers receive it (bookings'
 * BookingView), with no database: `overrides` set the booking's fields.
 */
export function paidBookingView(overrides: Partial<BookingRow> & Pick<BookingRow, 'date' | 'timeSlot' | 'startsAt'>) {
  const at = overrides.paidAt ?? overrides.startsAt;
  const booking: BookingRow = {
    id: 'b'.repeat(24),
    userId: 'u'.repeat(24),
    gymId: 'g'.repeat(24),
    gymOwnerId: 'o'.repeat(24),
    amountPaise: 19_900,
    status: 'confirmed',
    holdExpiresAt: null,
    orderId: 'order_1',
    paymentId: 'pay_1',
    otp: 123456,
    isVerified: false,
    verifiedAt: null,
    checkInMethod: null,
    paidAt: at,
    cancelledAt: null,
    reminderSentAt: null,
    reviewPromptSentAt: null,
    orderCheckClaimedAt: null,
    orderCheckedAt: null,
    seeded: false,
    rescheduleCount: 0,
    language: 'en',
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
  return {
    booking,
    gym: { id: 'g'.repeat(24), name: 'Iron Temple', city: 'Pune', address: '1 FC Road', latitude: 18.52, longitude: 73.84 },
    user: { id: 'u'.repeat(24), name: 'Asha', email: 'asha@example.com', phone: null },
  };
}
