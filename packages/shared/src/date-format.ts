// How dates read to people, on the server (mails, messages) and on every screen alike. The names are
// fixed tables, not Intl: Node's ICU and browsers' differ ('Sept' or 'Sep' for en-IN and en-GB short
// months). Dates are IST calendar dates (see ist-time.ts); times of day are in time-of-day.ts.

import { dayOfWeekOf, isCalendarDate, istDate } from './ist-time.js';

const monthNames = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

const parts = (date: string) => ({
  weekday: dayOfWeekOf(date),
  day: Number(date.slice(8, 10)),
  month: monthNames[Number(date.slice(5, 7)) - 1] ?? '',
  year: date.slice(0, 4),
});

/** A YYYY-MM-DD date as 'Sat, 21 Nov 2026' (ui.md); anything else is shown as it came. */
export function formatCalendarDate(date: string): string {
  if (!isCalendarDate(date)) return date;
  const { weekday, day, month, year } = parts(date);
  return `${weekday.slice(0, 3)}, ${day} ${month.slice(0, 3)} ${year}`;
}

/** A YYYY-MM-DD date in full, 'Saturday, 21 November 2026' (mails, screen-reader labels); anything else as it came. */
export function formatLongCalendarDate(date: string): string {
  if (!isCalendarDate(date)) return date;
  const { weekday, day, month, year } = parts(date);
  return `${weekday}, ${day} ${month} ${year}`;
}

/** A YYYY-MM month as 'November 2026'; anything else as it came. */
export function formatMonthTitle(month: string): string {
  if (!isCalendarDate(`${month}-01`)) return month;
  const { month: name, year } = parts(`${month}-01`);
  return `${name} ${year}`;
}

/** The IST calendar date of an instant as 'Sat, 21 Nov 2026'. */
export function formatIstCalendarDate(instant: Date): string {
  return formatCalendarDate(istDate(instant));
}

/** A YYYY-MM-DD date as a short day name and number, 'Wed 25' (a row of day chips); anything else as it came. */
export function formatWeekdayAndDay(date: string): string {
  if (!isCalendarDate(date)) return date;
  const { weekday, day } = parts(date);
  return `${weekday.slice(0, 3)} ${day}`;
}
