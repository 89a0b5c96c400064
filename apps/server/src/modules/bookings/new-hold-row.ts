import { BOOKING_HOLD_MINUTES } from '@gymslot/shared/booking-schemas';
import type { Language } from '@gymslot/shared/languages';
import { slotStart } from '@gymslot/shared/slot-derivation';
import type { NewBookingRow } from '../../db/schema/bookings.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { newId } from '../../lib/ids.js';
import type { SlotRef } from './bookings.repository.js';

const HOLD_MS = BOOKING_HOLD_MINUTES * 60_000;

/**
 * A 15-minute hold of one place in `slot` for `userId`, at the gym's price; `takeOver` keeps an earlier
 * hold's order and clock. `language` is the one the person books in: the booking's later mails use it.
 */
export function newHoldRow(
  userId: string,
  gym: Pick<GymRow, 'ownerId' | 'pricePerHourPaise'>,
  slot: SlotRef,
  now: Date,
  language: Language,
  takeOver: { orderId: string | null; expiresAt?: Date } = { orderId: null },
): NewBookingRow {
  return {
    id: newId(),
    userId,
    gymOwnerId: gym.ownerId,
    gymId: slot.gymId,
    date: slot.date,
    timeSlot: slot.timeSlot,
    startsAt: slotStart(slot.date, slot.timeSlot) ?? now,
    amountPaise: gym.pricePerHourPaise,
    status: 'held',
    holdExpiresAt: takeOver.expiresAt ?? new Date(now.getTime() + HOLD_MS),
    orderId: takeOver.orderId,
    language,
    createdAt: now,
    updatedAt: now,
  };
}
