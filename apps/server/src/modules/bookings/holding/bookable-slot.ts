import { isCalendarDate, istDate } from '@gymslot/shared/ist-time';
import { isDateInWindow, meetsNotice } from '@gymslot/shared/selling-rules';
import { hasSlotStarted } from '@gymslot/shared/slot-derivation';
import { normalizeTimeOfDay } from '@gymslot/shared/time-of-day';
import type { GymRow } from '../../../db/schema/gyms.js';
import { AppError } from '../../../lib/errors.js';
import type { AvailabilityService } from '../../availability/availability.service.js';

/**
 * B1's slot checks in the contract's order, shared by booking, rescheduling and joining a line: a
 * date from today within the gym's window (§8.12; 30 days unless its owner chose otherwise), a slot
 * the gym offers that day (not in its closed hours), not yet started. A slot within the gym's
 * minimum notice is not offered either (400 as for an unoffered slot). Returns the slot's time as
 * the gym offers it ('06:00 AM').
 */
export async function requireBookableSlot(
  availability: Pick<AvailabilityService, 'offeredSlotsOn'>,
  gym: Pick<GymRow, 'id' | 'bookingWindowDays' | 'minNoticeMinutes'>,
  bookingDate: string,
  timeSlotText: string,
  now: Date,
): Promise<string> {
  const today = istDate(now);
  if (!isCalendarDate(bookingDate) || bookingDate < today) throw new AppError('invalid_data', { code: 'invalidBookingDate' });
  // B1's 30 days ahead is the default of the gym's own window (§8.12), which the owner may set from 1 to 90.
  if (!isDateInWindow(gym, bookingDate, now)) {
    throw new AppError('invalid_data', { code: 'bookingHorizon', params: { days: gym.bookingWindowDays } });
  }
  const timeSlot = normalizeTimeOfDay(timeSlotText);
  const offered = await availability.offeredSlotsOn(gym.id, bookingDate);
  if (!timeSlot || !offered.some((slot) => normalizeTimeOfDay(slot) === timeSlot)) {
    throw new AppError('invalid_data', { code: 'slotNotOffered' });
  }
  if (hasSlotStarted(bookingDate, timeSlot, now)) throw new AppError('invalid_data', { code: 'slotPast' });
  if (!meetsNotice(gym, bookingDate, timeSlot, now)) throw new AppError('invalid_data', { code: 'slotNotOffered' });
  return timeSlot;
}
