import { z } from 'zod';
import { isOnOrAfterEarliestDate, outsideDateWindowMessage, type DateWindowField } from './date-window.js';
import { isCalendarDate } from './ist-time.js';
import { between, queryNumber } from './query-numbers.js';
import { serverTexts } from './server-texts.js';

// B5 and B6 filters (API contract §8.7, decision 043): which paid bookings, and one keyset page of them.

export const bookingFilterStatuses = ['pending', 'verified', 'refund_failed'] as const;
export type BookingFilterStatus = (typeof bookingFilterStatuses)[number];

export const BOOKING_PAGE_DEFAULT_LIMIT = 50;
export const BOOKING_PAGE_MAX_LIMIT = 100;

/** A blank value counts as absent, so a form may send `gymId=` for "every gym". */
const blankAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const notADate = { date: serverTexts.filterDate, from: serverTexts.filterFromDate, to: serverTexts.filterToDate };

const calendarDate = (name: DateWindowField) => {
  const message = notADate[name];
  return z.preprocess(
    blankAsAbsent,
    z
      .string({ error: message })
      .refine(isCalendarDate, { error: message, abort: true })
      // The window's end moves with the server's clock, so the service checks that one.
      .refine(isOnOrAfterEarliestDate, { error: outsideDateWindowMessage(name), abort: true })
      .optional(),
  );
};

const limitRule = {
  description: `Bookings per page, 1 to ${BOOKING_PAGE_MAX_LIMIT} (default ${BOOKING_PAGE_DEFAULT_LIMIT})`,
  invalid: `limit must be a whole number from 1 to ${BOOKING_PAGE_MAX_LIMIT}`,
  isAllowed: (value: number) => Number.isInteger(value) && between(1, BOOKING_PAGE_MAX_LIMIT)(value),
};

export const managedBookingsQuerySchema = z
  .object({
    /** The slot's IST calendar date; or `from`/`to`, both inclusive. */
    date: calendarDate('date'),
    from: calendarDate('from'),
    to: calendarDate('to'),
    /**
     * `today`: the front desk's Today (decision 067): slots on today's IST date and any slot whose
     * check-in window is open now, whatever its date (an 11 PM slot after midnight, a 12 AM one before).
     */
    day: z.preprocess(blankAsAbsent, z.enum(['today'], { error: 'day must be today' }).optional()),
    gymId: z.preprocess(blankAsAbsent, z.string({ error: 'gymId must be one gym id' }).max(100, serverTexts.gymNotFound).optional()),
    status: z.preprocess(
      blankAsAbsent,
      z.enum(bookingFilterStatuses, { error: 'status must be pending, verified or refund_failed' }).optional(),
    ),
    limit: queryNumber(limitRule).optional(),
    /** `nextCursor` of the page before, as it came. */
    cursor: z.preprocess(
      blankAsAbsent,
      z.string({ error: serverTexts.invalidCursor }).max(200, serverTexts.invalidCursor).regex(/^[A-Za-z0-9_-]+$/, serverTexts.invalidCursor).optional(),
    ),
  })
  .superRefine((query, ctx) => {
    if (query.date !== undefined && (query.from !== undefined || query.to !== undefined)) {
      ctx.addIssue({ code: 'custom', message: 'Give date, or from and to, not both' });
    }
    if (query.day !== undefined && (query.date !== undefined || query.from !== undefined || query.to !== undefined)) {
      ctx.addIssue({ code: 'custom', message: 'Give day=today, or dates, not both' });
    }
    if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
      ctx.addIssue({ code: 'custom', message: serverTexts.filterFromAfterTo });
    }
  });
export type ManagedBookingsQuery = z.infer<typeof managedBookingsQuerySchema>;
/** The query as the browser writes it. */
export type ManagedBookingsQueryInput = z.input<typeof managedBookingsQuerySchema>;

/** Whether any filter or paging parameter was given: only then does the reply page (§8.7). */
export function isPagedQuery(query: ManagedBookingsQuery): boolean {
  return Object.values(query).some((value) => value !== undefined);
}
