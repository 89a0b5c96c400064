import { dayOfWeekOf, istDate, istInstant } from './ist-time.js';
import { formatTimeOfDay, parseTimeOfDay } from './time-of-day.js';

export interface DateAvailabilityEntry {
  date: string;
  availableSlots: string[];
}

export interface RecurringAvailabilityEntry {
  dayOfWeek: string;
  startTime: string;
  endTime: string;
}

export interface GymAvailability {
  dateSpecific: DateAvailabilityEntry[];
  recurring: RecurringAvailabilityEntry[];
}

/** Hourly slots from start while the slot starts before end; none for bad times or start ≥ end. */
export function hourlySlots(startTime: string, endTime: string): string[] {
  const start = parseTimeOfDay(startTime);
  const end = parseTimeOfDay(endTime);
  if (start === null || end === null || start >= end) return [];
  const slots: string[] = [];
  for (let minute = start; minute < end; minute += 60) slots.push(formatTimeOfDay(minute));
  return slots;
}

/**
 * The slots a gym offers on a date (spec §4): a date-specific entry wins, even an empty one
 * (closed that day); otherwise the weekday's window; otherwise nothing.
 */
export function deriveSlots(availability: GymAvailability, date: string): string[] {
  const specific = availability.dateSpecific.find((entry) => entry.date === date);
  if (specific) return specific.availableSlots;
  const weekday = dayOfWeekOf(date);
  const recurring = availability.recurring.find((entry) => entry.dayOfWeek === weekday);
  return recurring ? hourlySlots(recurring.startTime, recurring.endTime) : [];
}

/** The instant a slot on an IST date starts, or null when the slot text is not a time. */
export function slotStart(date: string, slot: string): Date | null {
  const minutes = parseTimeOfDay(slot);
  return minutes === null ? null : istInstant(date, minutes);
}

/** True once a slot has started, judged in IST whatever the machine's zone. */
export function hasSlotStarted(date: string, slot: string, now: Date): boolean {
  const start = slotStart(date, slot);
  return start === null || start.getTime() <= now.getTime();
}

/** The slots still bookable: those of the date that have not started yet. */
export function bookableSlots(availability: GymAvailability, date: string, now: Date): string[] {
  if (date < istDate(now)) return [];
  return deriveSlots(availability, date).filter((slot) => !hasSlotStarted(date, slot, now));
}
