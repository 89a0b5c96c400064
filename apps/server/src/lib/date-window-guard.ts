import { isInDateWindow, outsideDateWindow, type DateWindowField } from '@gymslot/shared/date-window';
import { istDate } from '@gymslot/shared/ist-time';
import { AppError } from './errors.js';

/**
 * 400 for the first given date outside the API's date window (2020-01-01 to two years after
 * today in IST, packages/shared/src/date-window.ts). A schema has checked the window's start; its
 * end needs the server's clock, so services call this before any query or loop over the dates.
 */
export function requireDatesInWindow(dates: Readonly<Partial<Record<DateWindowField, string>>>, now: Date): void {
  const today = istDate(now);
  for (const [field, date] of Object.entries(dates) as [DateWindowField, string | undefined][]) {
    if (date !== undefined && !isInDateWindow(date, today)) throw new AppError('invalid_data', outsideDateWindow(field));
  }
}
