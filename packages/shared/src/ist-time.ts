// India has one time zone and no daylight saving: IST is always UTC+05:30. Every "today" and
// "is this slot past" question is answered here, never from the machine's own zone.

export const IST_OFFSET_MINUTES = 330;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

export const daysOfWeek = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type DayOfWeek = (typeof daysOfWeek)[number];

/**
 * YYYY-MM-DD of a UTC time value. Past 9999-12-31 the ISO text becomes '+010000-01-01', which
 * sorts before '9999-12-31' as text (a loop stepping to it never ends) and which PostgreSQL
 * refuses, so any year outside 0000–9999 is a RangeError instead (issue 26).
 */
function calendarDateAt(ms: number): string {
  const date = new Date(ms).toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError('The date falls outside the years 0000 to 9999');
  return date;
}

/** The IST calendar date of an instant, as YYYY-MM-DD. */
export function istDate(instant: Date): string {
  return calendarDateAt(instant.getTime() + IST_OFFSET_MINUTES * MS_PER_MINUTE);
}

/** Minutes since IST midnight of an instant (0–1439). */
export function istMinuteOfDay(instant: Date): number {
  const shifted = instant.getTime() + IST_OFFSET_MINUTES * MS_PER_MINUTE;
  return Math.floor((((shifted % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY) / MS_PER_MINUTE);
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The date `days` after a YYYY-MM-DD date (negative goes back); a RangeError past the year 9999. */
export function addDays(date: string, days: number): string {
  return calendarDateAt(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY);
}

/** Whole days from one YYYY-MM-DD date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);
}

/**
 * Every date from `from` to `to`, both included, earliest first ([] when `to` comes first). The
 * days are counted first and then stepped through, never compared as text, so it always ends.
 */
export function datesBetween(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  if (!Number.isSafeInteger(count)) throw new RangeError('datesBetween takes two YYYY-MM-DD dates');
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(from, index));
}

/** The weekday of a calendar date (the date itself is already an IST date). */
export function dayOfWeekOf(date: string): DayOfWeek {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return daysOfWeek[(sundayFirst + 6) % 7] as DayOfWeek;
}

/** The instant at which an IST wall-clock time on an IST date happens. */
export function istInstant(date: string, minuteOfDay: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minuteOfDay - IST_OFFSET_MINUTES) * MS_PER_MINUTE);
}

/**
 * An instant as IST wall-clock time with its offset, '2030-05-11T07:10:00+05:30' (ISO 8601): how an
 * export writes a moment, so it reads in India's time like the slot beside it and still parses anywhere.
 */
export function istTimestamp(instant: Date): string {
  const wallClock = new Date(instant.getTime() + IST_OFFSET_MINUTES * MS_PER_MINUTE).toISOString().slice(0, 19);
  return `${wallClock}+05:30`;
}
