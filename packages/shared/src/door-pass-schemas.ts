import { z } from 'zod';
import { verifyOtpReplySchema } from './booking-schemas.js';
import { serverTexts } from './server-texts.js';

// The signed door pass (API contract §8.5): the customer's QR code and the owner's scan of it.
// Messages are the screens' texts.

export const PASS_REQUIRED_MESSAGE = serverTexts.passRequired;
export const INVALID_PASS_MESSAGE = serverTexts.invalidPass;
export const FOREIGN_PASS_MESSAGE = serverTexts.foreignPass;

/** GET /bookings/{id}/pass: the token to show as a QR code, with the OTP as the fallback. */
export const doorPassReplySchema = z.object({
  success: z.literal(true),
  token: z.string(),
  otp: z.number().int(),
  /** The check-in window of §8.1: from 60 minutes before the slot until it ends. */
  validFrom: z.iso.datetime(),
  validUntil: z.iso.datetime(),
  gym: z.object({ _id: z.string(), name: z.string(), address: z.string() }),
  date: z.string(),
  timeSlot: z.string(),
});
export type DoorPassReply = z.infer<typeof doorPassReplySchema>;

// A real token is well under 100 characters; the cap only keeps a pasted essay out of the verifier.
export const verifyPassBodySchema = z.object({
  token: z.string({ error: PASS_REQUIRED_MESSAGE }).trim().min(1, PASS_REQUIRED_MESSAGE).max(200, INVALID_PASS_MESSAGE),
});
export type VerifyPassBody = z.input<typeof verifyPassBodySchema>;

/** The same reply as B7's OTP check-in. */
export const verifyPassReplySchema = verifyOtpReplySchema;
export type VerifyPassReply = z.infer<typeof verifyPassReplySchema>;
