import { addDays, isCalendarDate, istDate, istInstant } from './ist-time.js';
import { serverTexts, type CodedText } from './server-texts.js';

// The window of dates the API takes (issue 26): from 2020-01-01, before GymSlot held any data, to
// two years after today in IST. Nothing GymSlot keeps lies outside it, and far-off values are where
// date arithmetic breaks: past 9999 ISO text grows a sixth year digit and PostgreSQL has no year 0.
// A schema checks the start, which never moves; the server checks the end against its own clock
// (a schema cannot read it), before any query or loop.

export const EARLIEST_DATE = '2020-01-01';
export const EARLIEST_MONTH = EARLIEST_DATE.slice(0, 7);
export const YEARS_AHEAD = 2;

const outsideWindowCodes = { date: 'dateOutsideWindow', from: 'fromOutsideWindow', to: 'toOutsideWindow' } as const;

/** The fields a date of the window comes in. */
export type DateWindowField = keyof typeof outsideWindowCodes;

/** 'from must be a date from 2020-01-01 to 2 years after today': one text (and code) per field name. */
export function outsideDateWindow(field: DateWindowField): CodedText {
  return { code: outsideWindowCodes[field] };
}

export function outsideDateWindowMessage(field: DateWindowField): string {
  return serverTexts[outsideWindowCodes[field]];
}

/** Whether a YYYY-MM-DD date is on or after the window's first day (valid dates only). */
export function isOnOrAfterEarliestDate(date: string): boolean {
  return date >= EARLIEST_DATE;
}

/** The window's last date when it is `today` in IST: the same day two years on (28 February for a 29th). */
export function latestDate(today: string): string {
  const sameDay = `${String(Number(today.slice(0, 4)) + YEARS_AHEAD).padStart(4, '0')}${today.slice(4)}`;
  return isCalendarDate(sameDay) ? sameDay : `${sameDay.slice(0, 8)}28`;
}

/** Whether a date is a real YYYY-MM-DD date inside the window (text order is date order for these). */
export function isInDateWindow(date: string, today: string): boolean {
  return isCalendarDate(date) && date >= EARLIEST_DATE && date <= latestDate(today);
}

/** Whether an instant (a page cursor's, say) falls on an IST date inside the window; false for an invalid Date. */
export function isInstantInDateWindow(instant: Date, now: Date): boolean {
  const ms = instant.getTime();
  const start = istInstant(EARLIEST_DATE, 0).getTime();
  const end = istInstant(addDays(latestDate(istDate(now)), 1), 0).getTime();
  return ms >= start && ms < end;
}
