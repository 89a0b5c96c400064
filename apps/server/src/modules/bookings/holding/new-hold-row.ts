import { BOOKING_HOLD_MINUTES } from '@gymslot/shared/booking-schemas';
import type { Language } from '@gymslot/shared/languages';
import { slotStart } from '@gymslot/shared/slot-derivation';
import type { NewBookingRow } from '../../../db/schema/bookings.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { newId } from '../../../lib/ids.js';
import type { SlotRef } from '../bookings.repository.js';

const HOLD_MS = BOOKING_HOLD_MINUTES * 60_000;

/** The gym's owner, and what the slot costs per hour in paise (its band's price, else the gym's: decision 046). */
export interface PricedPlace {
  ownerId: GymRow['ownerId'];
  amountPaise: number;
}

/**
 * A 15-minute hold of one place in `slot` for `userId`, at the slot's price, which stays the
 * booking's amount whatever the prices do later; `takeOver` keeps an earlier hold's order and clock.
 * `language` is the one the person books in: the booking's later mails use it.
 */
export function newHoldRow(
  userId: string,
  place: PricedPlace,
  slot: SlotRef,
  now: Date,
  language: Language,
  takeOver: { orderId: string | null; expiresAt?: Date } = { orderId: null },
): NewBookingRow {
  return {
    id: newId(),
    userId,
    gymOwnerId: place.ownerId,
    gymId: slot.gymId,
    date: slot.date,
    timeSlot: slot.timeSlot,
    startsAt: slotStart(slot.date, slot.timeSlot) ?? now,
    amountPaise: place.amountPaise,
    status: 'held',
    holdExpiresAt: takeOver.expiresAt ?? new Date(now.getTime() + HOLD_MS),
    orderId: takeOver.orderId,
    language,
    createdAt: now,
    updatedAt: now,
  };
}
