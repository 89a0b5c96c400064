import { z } from 'zod';
import { initiateBookingBodySchema } from './booking-schemas.js';
import { serverTexts } from './server-texts.js';

// The waitlist of a full slot (API contract §8.4). Messages are the screens' texts.

/** Slots one person may wait for at once (entries 'waiting' or 'offered' whose slot has not started). */
export const MAX_WAITLIST_ENTRIES = 5;

export const WAITLIST_SLOT_HAS_PLACES = serverTexts.waitlistHasPlaces;
export const WAITLIST_ALREADY_JOINED = serverTexts.waitlistAlreadyJoined;
export const WAITLIST_LIMIT_MESSAGE = serverTexts.waitlistLimit;
export const WAITLIST_JOINED_MESSAGE = serverTexts.waitlistJoined;
export const WAITLIST_LEFT_MESSAGE = serverTexts.waitlistLeft;

/** The same three fields as booking a slot (B1), with B1's messages. */
export const joinWaitlistBodySchema = initiateBookingBodySchema;
export type JoinWaitlistBody = z.infer<typeof joinWaitlistBodySchema>;

export const waitlistStatusSchema = z.enum(['waiting', 'offered', 'booked', 'expired']);
export type WaitlistStatus = z.infer<typeof waitlistStatusSchema>;

export const waitlistEntrySchema = z.object({
  _id: z.string(),
  gym: z.object({ _id: z.string(), name: z.string(), city: z.string() }),
  date: z.string(),
  timeSlot: z.string(),
  /** 1 for the next person to get a freed place; 0 once the entry is out of the line (offered, booked, expired). */
  position: z.number().int(),
  status: waitlistStatusSchema,
  /** The held booking of an offer: pay it at /payment/{bookingId} before `offerExpiresAt`. */
  bookingId: z.string().optional(),
  /** While 'offered': when the hold on the freed place runs out (a GymSlot extra). */
  offerExpiresAt: z.iso.datetime().optional(),
  createdAt: z.iso.datetime(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistEntryReplySchema = z.object({ success: z.literal(true), message: z.string(), entry: waitlistEntrySchema });
export type WaitlistEntryReply = z.infer<typeof waitlistEntryReplySchema>;

export const waitlistListReplySchema = z.object({ success: z.literal(true), entries: z.array(waitlistEntrySchema) });
export type WaitlistListReply = z.infer<typeof waitlistListReplySchema>;

export const waitlistEntryParamsSchema = z.object({ id: z.string() });
