import { addDays, dayOfWeekOf, daysOfWeek } from '@gymslot/shared/ist-time';

// Calendar arithmetic on YYYY-MM-DD dates and YYYY-MM months; weeks start on Monday (spec §9).

const monthNames = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

const yearAndMonth = (month: string) => ({ year: Number(month.slice(0, 4)), monthIndex: Number(month.slice(5, 7)) - 1 });

/** The YYYY-MM month a date falls in. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The month `by` months after a YYYY-MM month (negative goes back). */
export function shiftMonth(month: string, by: number): string {
  const { year, monthIndex } = yearAndMonth(month);
  return new Date(Date.UTC(year, monthIndex + by, 1)).toISOString().slice(0, 7);
}

function daysInMonth(month: string): number {
  const { year, monthIndex } = yearAndMonth(month);
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** 'November 2026'. */
export function monthTitle(month: string): string {
  const { year, monthIndex } = yearAndMonth(month);
  return `${monthNames[monthIndex]} ${year}`;
}

/** 'Saturday, 21 November 2026', the name a day's button is read out by. */
export function dayLabel(date: string): string {
  const { year, monthIndex } = yearAndMonth(date);
  return `${dayOfWeekOf(date)}, ${Number(date.slice(8, 10))} ${monthNames[monthIndex]} ${year}`;
}

/** The month as rows of seven, Monday first; null fills the days before the 1st and after the last. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const leading = daysOfWeek.indexOf(dayOfWeekOf(first));
  const cells: (string | null)[] = [
    ...Array.from({ length: leading }, () => null),
    ...Array.from({ length: daysInMonth(month) }, (_, index) => addDays(first, index)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The same day of the month `by` months away, or that month's last day when it is shorter. */
function sameDayInMonth(date: string, by: number): string {
  const month = shiftMonth(monthOf(date), by);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** Where a key press moves the focus from a day (the date-picker keys of WAI-ARIA APG); null for other keys. */
export function dateAfterKey(date: string, key: string): string | null {
  const weekday = daysOfWeek.indexOf(dayOfWeekOf(date));
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekday);
    case 'End':
      return addDays(date, 6 - weekday);
    case 'PageUp':
      return sameDayInMonth(date, -1);
    case 'PageDown':
      return sameDayInMonth(date, 1);
    default:
      return null;
  }
}
