import { z } from 'zod';
import { isOnOrAfterEarliestDate, outsideDateWindowMessage } from './date-window.js';
import { daysOfWeek, isCalendarDate } from './ist-time.js';
import { serverTexts } from './server-texts.js';

// Availability shapes (API contract §3 and §6). Times are 'hh:mm AM' text, dates IST YYYY-MM-DD.

export const dateAvailabilitySchema = z.object({
  _id: z.string(),
  gymId: z.string(),
  date: z.string(),
  /** Ascending; an empty list closes the gym that date. */
  availableSlots: z.array(z.string()),
});
export type DateAvailability = z.infer<typeof dateAvailabilitySchema>;

export const recurringAvailabilitySchema = z.object({
  _id: z.string(),
  gymId: z.string(),
  dayOfWeek: z.enum(daysOfWeek),
  startTime: z.string(),
  endTime: z.string(),
});
export type RecurringAvailability = z.infer<typeof recurringAvailabilitySchema>;

/** V1: date entries from today (IST) on, then the weekly ones Monday to Sunday. */
export const userAvailabilityReplySchema = z.object({
  success: z.literal(true),
  dateSpecific: z.array(dateAvailabilitySchema),
  recurring: z.array(recurringAvailabilitySchema),
});
export type UserAvailabilityReply = z.infer<typeof userAvailabilityReplySchema>;

/** A path id is checked by the service, so a malformed one is a 404 like an unknown one. */
export const gymIdPathSchema = z.object({ gymId: z.string() });

const INVALID_DATE = serverTexts.invalidDateFormat;

export const calendarDateSchema = z
  .string({ error: INVALID_DATE })
  .trim()
  .refine(isCalendarDate, { error: INVALID_DATE, abort: true });

/** The gym page's date: inside the API's date window (date-window.ts); the service checks its end. */
export const slotsQuerySchema = z.object({
  date: calendarDateSchema.refine(isOnOrAfterEarliestDate, outsideDateWindowMessage('date')),
});

export type SlotsQuery = z.infer<typeof slotsQuerySchema>;

/** The slots of one date that can still be booked: derived, and not started yet in IST. */
export const slotDetailSchema = z.object({
  time: z.string(),
  /** Seats left: capacity minus paid bookings and unexpired holds. */
  remaining: z.number().int(),
  full: z.boolean(),
  /** Rupees per hour for this slot: its off-peak band's price, else the gym's (§8.7); what booking it charges. */
  pricePerHour: z.number(),
});
export type SlotDetail = z.infer<typeof slotDetailSchema>;

export const slotsReplySchema = z.object({
  success: z.literal(true),
  date: z.string(),
  slots: z.array(z.string()),
  /** The same slots, in the same order, with how many seats each has left. */
  slotDetails: z.array(slotDetailSchema),
});
export type SlotsReply = z.infer<typeof slotsReplySchema>;
