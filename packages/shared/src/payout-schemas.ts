import { z } from 'zod';
import { EARLIEST_MONTH, latestDate, YEARS_AHEAD } from './date-window.js';
import { serverTexts } from './server-texts.js';

// An owner's Route payouts for one IST month (API contract §8.7; docs/decisions/047-route-payouts.md).

export const PAYOUT_MONTH_MESSAGE = 'month must be a month, as YYYY-MM';
/** A whole month, YYYY-MM, as the query and the screen's month field take it. */
export const PAYOUT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The months of the API's date window (date-window.ts, issue 26): 0001-01 and 9999-12 made instants PostgreSQL refused. */
export const PAYOUT_MONTH_WINDOW_MESSAGE = serverTexts.payoutMonthOutsideWindow;

/** Whether a YYYY-MM month lies in the API's date window when it is `today` (IST, YYYY-MM-DD). */
export function isPayoutMonth(month: string, today: string): boolean {
  return PAYOUT_MONTH_PATTERN.test(month) && month >= EARLIEST_MONTH && month <= latestDate(today).slice(0, 7);
}

/** The month as the query gives it; absent means the current IST month. */
export const payoutsQuerySchema = z.object({
  month: z
    .string()
    .trim()
    .regex(PAYOUT_MONTH_PATTERN, { error: PAYOUT_MONTH_MESSAGE, abort: true })
    // The window's end moves with the server's clock, so the service checks that one.
    .refine((month) => month >= EARLIEST_MONTH, PAYOUT_MONTH_WINDOW_MESSAGE)
    .optional()
    .describe(`IST month, YYYY-MM, from ${EARLIEST_MONTH} to ${YEARS_AHEAD} years after this one; the current month when absent`),
});
export type PayoutsQuery = z.infer<typeof payoutsQuerySchema>;

/**
 * held: Razorpay keeps the gym's share until check-in (or, for a no-show, until releasesAt);
 * released: settled to the gym; reversed: refunded.
 */
export const payoutStatuses = ['held', 'released', 'reversed', 'failed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const payoutLineSchema = z.object({
  bookingId: z.string(),
  gymId: z.string(),
  gymName: z.string(),
  /** IST date the booking was paid, YYYY-MM-DD. */
  date: z.string(),
  /** Rupees: what the customer paid, GymSlot's fee, and the gym's share sent through Route. */
  amount: z.number(),
  fee: z.number(),
  payout: z.number(),
  status: z.enum(payoutStatuses),
  transferId: z.string().nullable(),
  /** Held lines only: when Razorpay releases the share by itself if nobody checks in (§8.8), an ISO instant. */
  releasesAt: z.string().optional(),
});
export type PayoutLine = z.infer<typeof payoutLineSchema>;

/** How a gym is paid now (§8.12, decision 064): through GymSlot (a Route account is set) or outside GymSlot (none). */
export const payoutGymSchema = z.object({
  gymId: z.string(),
  gymName: z.string(),
  paidThroughGymSlot: z.boolean(),
});
export type PayoutGym = z.infer<typeof payoutGymSchema>;

export const payoutsReplySchema = z.object({
  success: z.literal(true),
  month: z.string(),
  /** False when none of the caller's gyms has a linked account: they are paid outside GymSlot. */
  linkedAccount: z.boolean(),
  /**
   * Each of an owner's gyms, A→Z, and how it is paid now; for an admin, the gyms of the month's
   * payouts (every gym of the marketplace would not fit a reply).
   */
  gyms: z.array(payoutGymSchema),
  /** Rupees of the month's payouts in each state. */
  totals: z.object({ held: z.number(), released: z.number(), reversed: z.number(), failed: z.number() }),
  payouts: z.array(payoutLineSchema),
});
export type PayoutsReply = z.infer<typeof payoutsReplySchema>;
