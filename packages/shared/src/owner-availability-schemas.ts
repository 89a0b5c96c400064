import { z } from 'zod';
import { dateAvailabilitySchema, recurringAvailabilitySchema } from './availability-schemas.js';
import { daysOfWeek, isCalendarDate } from './ist-time.js';
import { normalizeTimeOfDay, parseTimeOfDay } from './time-of-day.js';
import { serverTexts } from './server-texts.js';

// The owner's and admin's availability calls (API contract §3 V2–V4, R1–R2), with its messages.

export const availabilityMessages = {
  missing: serverTexts.missingFields,
  invalidDate: serverTexts.invalidDateFormat,
  pastDate: serverTexts.pastDate,
  /** The API's date window (date-window.ts) ends two years after today. */
  tooFarAhead: serverTexts.availabilityTooFarAhead,
  invalidTime: serverTexts.invalidTime,
  startNotBeforeEnd: serverTexts.startBeforeEnd,
  invalidDay: serverTexts.invalidDay,
  noRecurring: serverTexts.noRecurring,
} as const;

const requiredText = z
  .string({ error: availabilityMessages.missing })
  .trim()
  .min(1, { error: availabilityMessages.missing, abort: true })
  .max(100, availabilityMessages.missing);

/** 'hh:mm AM', also taken as '9:00 am'; sent on in the canonical 'hh:mm AM' spelling. */
const timeOfDay = requiredText.transform((text, ctx) => {
  const normalized = normalizeTimeOfDay(text);
  if (normalized === null) {
    ctx.addIssue({ code: 'custom', message: availabilityMessages.invalidTime });
    return z.NEVER;
  }
  return normalized;
});

const dayOfWeek = requiredText.pipe(z.enum(daysOfWeek, { error: availabilityMessages.invalidDay }));

const startsBeforeEnd = (window: { startTime: string; endTime: string }) =>
  (parseTimeOfDay(window.startTime) ?? 0) < (parseTimeOfDay(window.endTime) ?? 0);

/** V4 body. Whether the date is past is the server's call: "today" is read from its clock. */
export const setAvailabilityBodySchema = z
  .object(
    {
      gymId: requiredText,
      date: requiredText.refine(isCalendarDate, availabilityMessages.invalidDate),
      startTime: timeOfDay,
      endTime: timeOfDay,
    },
    { error: availabilityMessages.missing },
  )
  .refine(startsBeforeEnd, availabilityMessages.startNotBeforeEnd);
export type SetAvailabilityBody = z.infer<typeof setAvailabilityBodySchema>;

export const setAvailabilityReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  availability: dateAvailabilitySchema,
});
export type SetAvailabilityReply = z.infer<typeof setAvailabilityReplySchema>;

/** V2 and V3: every stored date (past ones too), by date, and the weekly entries Monday to Sunday. */
export const ownerAvailabilityReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  dateSpecific: z.array(dateAvailabilitySchema),
  recurring: z.array(recurringAvailabilitySchema),
});
export type OwnerAvailabilityReply = z.infer<typeof ownerAvailabilityReplySchema>;

/** R1 path; a malformed gym id is checked by the service, so it is a 404 like an unknown one. */
export const recurringDayParamsSchema = z.object({
  gymId: z.string(),
  dayOfWeek: z.enum(daysOfWeek, { error: availabilityMessages.invalidDay }),
});
export type RecurringDayParams = z.infer<typeof recurringDayParamsSchema>;

export const setRecurringBodySchema = z
  .object(
    { gymId: requiredText, dayOfWeek, startTime: timeOfDay, endTime: timeOfDay },
    { error: availabilityMessages.missing },
  )
  .refine(startsBeforeEnd, availabilityMessages.startNotBeforeEnd);
export type SetRecurringBody = z.infer<typeof setRecurringBodySchema>;

/** R1 and R2 answer flat: the client reads startTime and endTime from the top level. */
export const recurringReplySchema = recurringAvailabilitySchema.extend({ success: z.literal(true) });
export type RecurringReply = z.infer<typeof recurringReplySchema>;
