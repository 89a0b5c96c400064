import { isCalendarDate } from '@gymslot/shared/ist-time';
import { fromTwentyFourHour } from '@gymslot/shared/time-of-day';
import type { SetDateAvailabilityVariables } from './api/set-date-availability';

export interface DateAvailabilityChoice {
  gymId: string;
  dates: readonly string[];
  /** 'HH:MM', as a time input gives it. */
  startTime: string;
  endTime: string;
}

export type DateAvailabilityPlan = { ok: true; request: SetDateAvailabilityVariables } | { ok: false; message: string };

/**
 * Spec §5 "Date availability": checks the choice with the spec's messages and turns it into the
 * request: dates deduplicated and sorted ascending, times in 12-hour form.
 */
export function planDateAvailability(choice: DateAvailabilityChoice): DateAvailabilityPlan {
  if (choice.gymId === '') return { ok: false, message: 'Please select a gym.' };
  const dates = [...new Set(choice.dates.filter(isCalendarDate))].sort();
  if (dates.length === 0) return { ok: false, message: 'Please select at least one date.' };
  const startTime = fromTwentyFourHour(choice.startTime);
  const endTime = fromTwentyFourHour(choice.endTime);
  // 'HH:MM' strings compare in time order; a window that ends before it starts would open no slots.
  if (startTime === null || endTime === null || choice.startTime.trim() >= choice.endTime.trim()) {
    return { ok: false, message: 'Please select a valid start and end time.' };
  }
  return { ok: true, request: { gymId: choice.gymId, dates, startTime, endTime } };
}
