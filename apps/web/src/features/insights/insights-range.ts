import { isInDateWindow } from '@gymslot/shared/date-window';
import { FIRST_INSIGHTS_DAYS, lastDays } from '@gymslot/shared/first-page-queries';
import { MAX_INSIGHTS_DAYS } from '@gymslot/shared/insights-schemas';
import { daysBetween, isCalendarDate, istDate } from '@gymslot/shared/ist-time';

/** The ranges one tap away, in days ending today (IST). */
export const INSIGHTS_PRESET_DAYS = [7, 30, 90, 365] as const;
export type InsightsPreset = (typeof INSIGHTS_PRESET_DAYS)[number];
/** The range a screen opens on (the server answers it inside the owner's insights page). */
export const DEFAULT_PRESET_DAYS: InsightsPreset = FIRST_INSIGHTS_DAYS;

export interface DateRange {
  from: string;
  to: string;
}

/** The last `days` IST dates, today included. */
export function presetRange(days: number, now: Date): DateRange {
  return lastDays(days, istDate(now));
}

export type RangeProblem = 'order' | 'length' | 'window';

/** Why a typed range cannot be asked for on IST date `today` (the server's rules), or undefined when it can. */
export function rangeProblem(range: DateRange, today: string): RangeProblem | undefined {
  if (!isCalendarDate(range.from) || !isCalendarDate(range.to) || range.from > range.to) return 'order';
  // The API's date window (issue 26): from 2020-01-01 to two years after today.
  if (!isInDateWindow(range.from, today) || !isInDateWindow(range.to, today)) return 'window';
  return daysBetween(range.from, range.to) >= MAX_INSIGHTS_DAYS ? 'length' : undefined;
}
