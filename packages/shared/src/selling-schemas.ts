import { z } from 'zod';
import { errorReplySchema } from './auth-schemas.js';
import { bookingSchema } from './booking-schemas.js';
import { isCalendarDate } from './ist-time.js';
import {
  DEFAULT_BOOKING_WINDOW_DAYS,
  DEFAULT_MIN_NOTICE_MINUTES,
  MAX_BOOKING_WINDOW_DAYS,
  MAX_CLOSURE_REASON_LENGTH,
  MAX_MIN_NOTICE_MINUTES,
  MIN_BOOKING_WINDOW_DAYS,
} from './selling-rules.js';
import { serverTexts } from './server-texts.js';
import { parseTimeOfDay } from './time-of-day.js';

// API contract §8.12: how GymSlot sells a gym (`/api/gyms/{id}/selling`) and its closed hours
// (`/api/gyms/{id}/closures`), with the field texts the owner's screen shows (decision 063).

export const sellingMessages = {
  placesPerSlot: serverTexts.placesPerSlotRule,
  bookingWindowDays: serverTexts.bookingWindowRule,
  minNoticeMinutes: serverTexts.minNoticeRule,
} as const;

/** A whole number, also as its text (a form's field): what the screens and scripts send. */
const wholeNumber = (message: string, min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, message).transform(Number)], { error: message })
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));

/** PUT body. placesPerSlot null or absent is "all places"; its ceiling (the gym's capacity) is the server's check. */
export const sellingBodySchema = z.object(
  {
    placesPerSlot: z
      .union([z.null(), z.literal('').transform(() => null), wholeNumber(sellingMessages.placesPerSlot, 1, Number.MAX_SAFE_INTEGER)], {
        error: sellingMessages.placesPerSlot,
      })
      .optional()
      .transform((value) => value ?? null),
    bookingWindowDays: wholeNumber(sellingMessages.bookingWindowDays, MIN_BOOKING_WINDOW_DAYS, MAX_BOOKING_WINDOW_DAYS).default(
      DEFAULT_BOOKING_WINDOW_DAYS,
    ),
    minNoticeMinutes: wholeNumber(sellingMessages.minNoticeMinutes, 0, MAX_MIN_NOTICE_MINUTES).default(DEFAULT_MIN_NOTICE_MINUTES),
  },
  { error: serverTexts.invalidRequest },
);
export type SellingBody = z.input<typeof sellingBodySchema>;
export type ParsedSellingBody = z.output<typeof sellingBodySchema>;

export const sellingSchema = z.object({
  gymId: z.string(),
  gymName: z.string(),
  /** The gym's places per slot; `placesPerSlot` null sells all of them. */
  capacity: z.number().int(),
  placesPerSlot: z.number().int().nullable(),
  bookingWindowDays: z.number().int(),
  minNoticeMinutes: z.number().int(),
});
export type Selling = z.infer<typeof sellingSchema>;

export const sellingReplySchema = z.object({ success: z.literal(true), selling: sellingSchema });
export type SellingReply = z.infer<typeof sellingReplySchema>;

export const closureMessages = {
  date: serverTexts.closureDateRule,
  datePast: serverTexts.closureDatePast,
  dateTooFar: serverTexts.closureDateTooFar,
  startTime: serverTexts.closureStartTime,
  endTime: serverTexts.closureEndTime,
  order: serverTexts.closureOrder,
  reasonRequired: serverTexts.closureReasonRequired,
  reasonTooLong: serverTexts.closureReasonTooLong,
} as const;

const MIDNIGHT_AT_END = 1440;

/** 'hh:mm AM' (leniently, as the availability screens send it) as minutes; an end of '12:00 AM' is midnight at the day's end. */
function minuteField(message: string, endOfDay: boolean) {
  return z.string({ error: message }).transform((text, ctx) => {
    const minutes = parseTimeOfDay(text);
    if (minutes === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return endOfDay && minutes === 0 ? MIDNIGHT_AT_END : minutes;
  });
}

/** POST body. Whether the date is past or too far ahead is the server's call: "today" is read from its clock. */
export const closureBodySchema = z
  .object(
    {
      date: z.string({ error: closureMessages.date }).refine(isCalendarDate, closureMessages.date),
      startTime: minuteField(closureMessages.startTime, false),
      endTime: minuteField(closureMessages.endTime, true),
      reason: z
        .string({ error: closureMessages.reasonRequired })
        .trim()
        .min(1, closureMessages.reasonRequired)
        .max(MAX_CLOSURE_REASON_LENGTH, closureMessages.reasonTooLong),
      /** Cancel the paid bookings inside with a full refund and tell each person (else they make it 409). */
      refundBookings: z.boolean().optional(),
    },
    { error: serverTexts.invalidRequest },
  )
  .refine((body) => body.startTime < body.endTime, { message: closureMessages.order, path: ['endTime'] });
export type ClosureBody = z.input<typeof closureBodySchema>;
export type ParsedClosureBody = z.output<typeof closureBodySchema>;

export const closureSchema = z.object({
  _id: z.string(),
  gymId: z.string(),
  date: z.string(),
  /** 'hh:mm AM'; an end of '12:00 AM' is midnight at the day's end. */
  startTime: z.string(),
  endTime: z.string(),
  reason: z.string(),
  createdAt: z.iso.datetime(),
});
export type Closure = z.infer<typeof closureSchema>;

export const closureReplySchema = z.object({
  success: z.literal(true),
  closure: closureSchema,
  /** With refundBookings: the paid bookings cancelled with a full refund. */
  refundedBookings: z.number().int().optional(),
});
export type ClosureReply = z.infer<typeof closureReplySchema>;

export const closuresReplySchema = z.object({ success: z.literal(true), closures: z.array(closureSchema) });
export type ClosuresReply = z.infer<typeof closuresReplySchema>;

/** 409: the paid bookings inside the hours; nothing was saved. */
export const closureConflictSchema = errorReplySchema.extend({ bookings: z.array(bookingSchema) });
export type ClosureConflict = z.infer<typeof closureConflictSchema>;

export const closureParamsSchema = z.object({ id: z.string(), closureId: z.string() });

export const deleteClosureReplySchema = z.object({ success: z.literal(true) });
