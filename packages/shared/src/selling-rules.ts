import { addDays, istDate } from './ist-time.js';
import { bookableSlots, slotStart, type GymAvailability } from './slot-derivation.js';
import { parseTimeOfDay } from './time-of-day.js';

// API contract §8.12, how GymSlot sells a gym: the one home of "which slots are on sale, and how
// many places each". The gym page, B1, rescheduling, the waitlist and insights all ask these.

export const DEFAULT_BOOKING_WINDOW_DAYS = 30;
export const MIN_BOOKING_WINDOW_DAYS = 1;
export const MAX_BOOKING_WINDOW_DAYS = 90;
export const DEFAULT_MIN_NOTICE_MINUTES = 0;
export const MAX_MIN_NOTICE_MINUTES = 1440;
/** Closed hours may be set this many days ahead of IST today at most. */
export const MAX_CLOSURE_DAYS_AHEAD = 365;
export const MAX_CLOSURE_REASON_LENGTH = 200;

const SLOT_MINUTES = 60;
const MS_PER_MINUTE = 60_000;

/** How a gym is sold: its places per slot (null = all of its capacity), how far ahead, how soon. */
export interface SellingRules {
  capacity: number;
  placesPerSlot: number | null;
  bookingWindowDays: number;
  minNoticeMinutes: number;
}

/** Hours of one date the gym does not sell: [startMinute, endMinute) from IST midnight, end ≤ 1440. */
export interface ClosedHours {
  startMinute: number;
  endMinute: number;
}

/** The places one slot offers: the gym's capacity, or fewer when the owner sells fewer. */
export function placesOnSale(rules: Pick<SellingRules, 'capacity' | 'placesPerSlot'>): number {
  return Math.min(rules.capacity, rules.placesPerSlot ?? rules.capacity);
}

/** The last IST date on sale: today plus the gym's window (a window of 1 sells today and tomorrow). */
export function lastDateOnSale(rules: Pick<SellingRules, 'bookingWindowDays'>, now: Date): string {
  return addDays(istDate(now), rules.bookingWindowDays);
}

/** Whether an IST date lies within the gym's window (today counts; a past date is for others to refuse). */
export function isDateInWindow(rules: Pick<SellingRules, 'bookingWindowDays'>, date: string, now: Date): boolean {
  return date <= lastDateOnSale(rules, now);
}

/** Whether a slot starts at least the gym's minimum notice from now (a slot that is not a time never does). */
export function meetsNotice(rules: Pick<SellingRules, 'minNoticeMinutes'>, date: string, slot: string, now: Date): boolean {
  const start = slotStart(date, slot);
  return start !== null && start.getTime() - now.getTime() >= rules.minNoticeMinutes * MS_PER_MINUTE;
}

/** Whether a slot's hour [start, start + 60 min) overlaps any of the date's closed hours. */
export function isSlotClosed(slot: string, closures: readonly ClosedHours[]): boolean {
  const start = parseTimeOfDay(slot);
  if (start === null) return false;
  const end = start + SLOT_MINUTES;
  return closures.some((closure) => start < closure.endMinute && closure.startMinute < end);
}

/** Of a date's slots, those a closure does not touch. */
export function openSlots(slots: readonly string[], closures: readonly ClosedHours[]): string[] {
  return slots.filter((slot) => !isSlotClosed(slot, closures));
}

/** Whether GymSlot sells this slot now: within the window, far enough ahead, not closed. Its opening hours are the caller's to check. */
export function isSlotOnSale(rules: SellingRules, date: string, slot: string, now: Date, closures: readonly ClosedHours[]): boolean {
  return isDateInWindow(rules, date, now) && meetsNotice(rules, date, slot, now) && !isSlotClosed(slot, closures);
}

/** The slots of a date a person may book now: not started, within the window and notice, not closed. */
export function slotsOnSale(availability: GymAvailability, date: string, now: Date, rules: SellingRules, closures: readonly ClosedHours[]): string[] {
  if (!isDateInWindow(rules, date, now)) return [];
  return bookableSlots(availability, date, now).filter((slot) => isSlotOnSale(rules, date, slot, now, closures));
}
