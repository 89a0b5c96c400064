import { addDays } from './ist-time.js';

// What the web's screens ask for first, which the server also answers inside those pages' HTML
// (apps/server modules/web/own-page-calls.ts): both read it here, so the addresses stay the same.

/** How many bookings the first page of each owner's list asks for: the front desk's Today, and every booking. */
export const FIRST_PAGE_SIZES = { deskToday: 100, bookings: 50 } as const;

/** The days insights open on (§8.7): the last 30, today included. */
export const FIRST_INSIGHTS_DAYS = 30;

/** The last `days` IST dates ending on `today` (YYYY-MM-DD), today included. */
export function lastDays(days: number, today: string): { from: string; to: string } {
  return { from: addDays(today, 1 - days), to: today };
}

/** The range insights open on, on IST date `today`. */
export function firstInsightsRange(today: string): { from: string; to: string } {
  return lastDays(FIRST_INSIGHTS_DAYS, today);
}
