import { BOOKING_HORIZON_DAYS } from '@gymslot/shared/booking-schemas';
import { addDays, isCalendarDate, istDate } from '@gymslot/shared/ist-time';
import { hasSlotStarted } from '@gymslot/shared/slot-derivation';
import { normalizeTimeOfDay } from '@gymslot/shared/time-of-day';
import type { GymRow } from '../../../db/schema/gyms.js';
import { AppError } from '../../../lib/errors.js';
import type { AvailabilityService } from '../../availability/availability.service.js';

/**
 * B1's slot checks in the contract's order, shared by booking and rescheduling: a date from today
 * within the horizon, a slot the gym offers that day, not yet started. Returns the slot's time as
 * the gym offers it ('06:00 AM').
 */
export async function requireBookableSlot(
  availability: Pick<AvailabilityService, 'offeredSlotsOn'>,
  gym: GymRow,
  bookingDate: string,
  timeSlotText: string,
  now: Date,
): Promise<string> {
  const today = istDate(now);
  if (!isCalendarDate(bookingDate) || bookingDate < today) throw new AppError('invalid_data', { code: 'invalidBookingDate' });
  if (bookingDate > addDays(today, BOOKING_HORIZON_DAYS)) {
    throw new AppError('invalid_data', { code: 'bookingHorizon' });
  }
  const timeSlot = normalizeTimeOfDay(timeSlotText);
  const offered = await availability.offeredSlotsOn(gym.id, bookingDate);
  if (!timeSlot || !offered.some((slot) => normalizeTimeOfDay(slot) === timeSlot)) {
    throw new AppError('invalid_data', { code: 'slotNotOffered' });
  }
  if (hasSlotStarted(bookingDate, timeSlot, now)) throw new AppError('invalid_data', { code: 'slotPast' });
  return timeSlot;
}
