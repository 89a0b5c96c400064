import { z } from 'zod';
import { EARLIEST_DATE, isOnOrAfterEarliestDate, outsideDateWindowMessage, YEARS_AHEAD } from './date-window.js';
import { daysBetween, daysOfWeek, isCalendarDate } from './ist-time.js';

// An owner's insights for a range of IST dates (API contract §8.7; docs/decisions/044-insights.md).

/** The longest range one call covers, in days, both ends included (a leap year). */
export const MAX_INSIGHTS_DAYS = 366;

export const INSIGHTS_RANGE_ORDER_MESSAGE = 'from must be on or before to';
export const INSIGHTS_RANGE_LENGTH_MESSAGE = `Choose at most ${MAX_INSIGHTS_DAYS} days`;

const rangeEnd = (name: 'from' | 'to') =>
  z
    .string({ error: `${name} is required, as YYYY-MM-DD` })
    .trim()
    .refine(isCalendarDate, { error: `${name} must be a date, as YYYY-MM-DD`, abort: true })
    // The window's end moves with the server's clock, so the service checks that one (date-window.ts).
    .refine(isOnOrAfterEarliestDate, { error: outsideDateWindowMessage(name), abort: true })
    .describe(`Required. IST date, YYYY-MM-DD, from ${EARLIEST_DATE} to ${YEARS_AHEAD} years after today; the range includes both ends`);

export const insightsQuerySchema = z
  .object({ from: rangeEnd('from'), to: rangeEnd('to') })
  .refine((range) => range.from <= range.to, { message: INSIGHTS_RANGE_ORDER_MESSAGE })
  .refine((range) => range.from > range.to || daysBetween(range.from, range.to) < MAX_INSIGHTS_DAYS, {
    message: INSIGHTS_RANGE_LENGTH_MESSAGE,
  });
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

export const revenueDaySchema = z.object({
  date: z.string(),
  /** Rupees kept from that day's slots: paid bookings not cancelled or refunded. */
  amount: z.number(),
});
export type RevenueDay = z.infer<typeof revenueDaySchema>;

export const bookingsHourSchema = z.object({
  dayOfWeek: z.enum(daysOfWeek),
  /** The IST hour the slots start in, 0–23. */
  hour: z.number().int().min(0).max(23),
  bookings: z.number().int().min(0),
});
export type BookingsHour = z.infer<typeof bookingsHourSchema>;

export const occupancyDaySchema = z.object({
  date: z.string(),
  /** Places paid for in that day's slots. */
  booked: z.number().int().min(0),
  /** Places offered: capacity × the hourly slots open that day. */
  capacity: z.number().int().min(0),
});
export type OccupancyDay = z.infer<typeof occupancyDaySchema>;

export const insightsReplySchema = z.object({
  success: z.literal(true),
  /** Every date of the range, earliest first, 0 on days without any. */
  revenueByDay: z.array(revenueDaySchema),
  /** Every hour of the week, Monday 0:00 first, as busy-hours (§8.4a). */
  bookingsByHour: z.array(bookingsHourSchema),
  /** Every date of the range, earliest first. */
  occupancyByDay: z.array(occupancyDaySchema),
  /** Paid bookings checked in at the door. */
  checkIns: z.number().int().min(0),
  /** Paid bookings not checked in whose slot has ended. */
  noShows: z.number().int().min(0),
  /** Bookings paid for and then refunded (cancelled in time, paid too late, or refunded by an operator). */
  refunds: z.number().int().min(0),
});
export type InsightsReply = z.infer<typeof insightsReplySchema>;
