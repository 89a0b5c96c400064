import { z } from 'zod';
import { errorReplySchema } from './auth-schemas.js';
import { notLetInSummarySchema } from './not-let-in-schemas.js';

// Booking and payment calls (API contract §4 B1–B7, §6 Booking/Order/Payment result).

export {
  BOOKING_HOLD_MINUTES,
  CANCELLATION_CUTOFF_HOURS,
  CANCELLATION_POLICY,
  isBeforeCancellationCutoff,
  MAX_UNPAID_HOLDS,
  UNPAID_HOLDS_MESSAGE,
} from './booking-rules.js';
import { serverTexts } from './server-texts.js';

const text = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);

export const initiateBookingBodySchema = z.object({
  gymId: text(serverTexts.missingFields),
  bookingDate: text(serverTexts.missingFields),
  timeSlot: text(serverTexts.missingFields),
});
export type InitiateBookingBody = z.infer<typeof initiateBookingBodySchema>;

export const orderSchema = z.object({
  id: z.string(),
  /** Paise (rupees × 100). */
  amount: z.number().int(),
  currency: z.literal('INR'),
});
export type Order = z.infer<typeof orderSchema>;

/** What the checkout needs besides the order: which provider runs it and its public key. */
export const checkoutSchema = z.object({
  provider: z.enum(['razorpay', 'sandbox']),
  keyId: z.string(),
  name: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  notes: z.object({ bookingId: z.string() }),
  themeColor: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const paymentResultSchema = z.object({
  razorpay_payment_id: text(serverTexts.missingVerificationFields),
  razorpay_order_id: text(serverTexts.missingVerificationFields),
  razorpay_signature: text(serverTexts.missingVerificationFields),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export const confirmBookingBodySchema = paymentResultSchema.extend({
  bookingId: text(serverTexts.missingVerificationFields),
});
export type ConfirmBookingBody = z.infer<typeof confirmBookingBodySchema>;

export const bookingStatuses = ['held', 'confirmed', 'cancelled', 'expired', 'refunded'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingSchema = z.object({
  _id: z.string(),
  gym: z.object({
    _id: z.string(),
    name: z.string(),
    city: z.string(),
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  date: z.string(),
  timeSlot: z.string(),
  /** Rupees. */
  amount: z.number(),
  isPaid: z.boolean(),
  isVerified: z.boolean(),
  status: z.enum(bookingStatuses),
  otp: z.number().int().optional(),
  holdExpiresAt: z.iso.datetime().optional(),
  /** A fresh order for a live hold, so the payment screen can recover after a reload. */
  order: orderSchema.optional(),
  /** With `order`, what the checkout needs to reopen for a live hold after a reload. */
  checkout: checkoutSchema.optional(),
  /** Paid bookings: the check-in window at the door (API contract §8.1), an hour before the slot until it ends. */
  checkInOpensAt: z.iso.datetime().optional(),
  checkInClosesAt: z.iso.datetime().optional(),
  /** When the booking was checked in, once it has been. */
  verifiedAt: z.iso.datetime().optional(),
  /** The booker's own cancelled or refunded bookings (B3 `?include=cancelled`): where the money is. */
  refundStatus: z.enum(['pending', 'refunded']).optional(),
  /** Admins' list of failed refunds only (B6 `?status=refund_failed`): the payment to refund by hand. */
  refund: z.object({ paymentId: z.string(), status: z.literal('refund_failed'), attempts: z.number().int() }).optional(),
  /** B3's paid bookings (API contract §8.2): checked in, within 30 days of the visit and not yet reviewed. */
  canReview: z.boolean().optional(),
  /** B3's paid bookings that have been reviewed: the review's id. */
  reviewId: z.string().optional(),
  /** §8.7: the booking was paid, so `GET /bookings/{id}/invoice` gives its tax invoice or bill of supply. */
  hasInvoice: z.literal(true).optional(),
  /** §8.7: the booker's refunded booking (B3 `?include=cancelled`): `GET /bookings/{id}/credit-note` gives its credit note. */
  hasCreditNote: z.literal(true).optional(),
  /** §8.10: the booker's own paid booking they reported as 'not let in', with where that report stands. */
  notLetIn: notLetInSummarySchema.optional(),
  createdAt: z.iso.datetime(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** A booking at the front desk (B5, B7, §8.5): the owner's as `Booking`; front-desk staff (§8.12) see no `amount`. */
export const deskBookingSchema = bookingSchema.extend({ amount: z.number().optional() });
export type DeskBooking = z.infer<typeof deskBookingSchema>;

export const initiateBookingReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  bookingId: z.string(),
  order: orderSchema,
  keyId: z.string(),
  holdExpiresAt: z.iso.datetime(),
  checkout: checkoutSchema,
  /** The new hold itself (GymSlot extra), so the payment screen can name the gym, date and slot. */
  booking: bookingSchema,
});
export type InitiateBookingReply = z.infer<typeof initiateBookingReplySchema>;

/** B1's 409: 'You already have this slot' also carries the caller's booking of that slot (GymSlot extra). */
export const initiateConflictReplySchema = errorReplySchema.extend({ booking: bookingSchema.optional() });
export type InitiateConflictReply = z.infer<typeof initiateConflictReplySchema>;

export const confirmBookingReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  booking: bookingSchema,
});
export type ConfirmBookingReply = z.infer<typeof confirmBookingReplySchema>;

/** §8.4a: move a paid booking to another slot of the same gym. */
export const rescheduleBookingBodySchema = z.object({
  bookingDate: text(serverTexts.missingFields),
  timeSlot: text(serverTexts.missingFields),
});
export type RescheduleBookingBody = z.infer<typeof rescheduleBookingBodySchema>;
export const RESCHEDULED_MESSAGE = serverTexts.rescheduled;

export const bookingListReplySchema = z.object({
  success: z.literal(true),
  count: z.number().int(),
  bookings: z.array(bookingSchema),
});
export type BookingListReply = z.infer<typeof bookingListReplySchema>;

export const bookingReplySchema = z.object({ success: z.literal(true), booking: bookingSchema });
export type BookingReply = z.infer<typeof bookingReplySchema>;

// No length or shape rule here: the service answers any id that is not one of ours with 404
// 'Booking not found' (API contract §0), where a schema rule would have made it a 400.
export const bookingIdParamsSchema = z.object({ id: z.string() });

export const verifyOtpBodySchema = z.object({
  otp: z.union([z.number(), z.string()], { error: serverTexts.otpRequired }).transform((value, ctx) => {
    const textValue = String(value).trim();
    if (textValue === '') {
      ctx.addIssue({ code: 'custom', message: serverTexts.otpRequired });
      return z.NEVER;
    }
    if (!/^\d{6}$/.test(textValue)) {
      ctx.addIssue({ code: 'custom', message: serverTexts.otpSixDigits });
      return z.NEVER;
    }
    return Number(textValue);
  }),
  /** Narrows the match to one booking; an id that names none of the caller's bookings is 'Invalid OTP'. */
  bookingId: z.string().optional(),
});
export type VerifyOtpBody = z.input<typeof verifyOtpBodySchema>;

export const verifyOtpReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  booking: deskBookingSchema,
});
export type VerifyOtpReply = z.infer<typeof verifyOtpReplySchema>;

/** B3's optional filter: `cancelled` adds the caller's cancelled and refunded bookings (GymSlot extra, for the past list). */
export const myBookingsQuerySchema = z.object({
  include: z.enum(['cancelled'], { error: 'include must be cancelled' }).optional(),
});
export type MyBookingsQuery = z.infer<typeof myBookingsQuerySchema>;

// B5 and B6 filters and paging (§8.7); without any, paid bookings as §4 says.
export {
  managedBookingsQuerySchema,
  type ManagedBookingsQuery,
  type ManagedBookingsQueryInput,
} from './booking-filter-schemas.js';

/** B5 and B6: the newest `limit` paid bookings; `truncated` says older ones exist but were left out. */
export const managedBookingListReplySchema = bookingListReplySchema.extend({
  limit: z.number().int(),
  truncated: z.boolean(),
  /** Only with filters or paging (§8.7): pass it as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable().optional(),
});
export type ManagedBookingListReply = z.infer<typeof managedBookingListReplySchema>;

/** B5: as B6, but front-desk staff (§8.12) get their gyms' bookings without amounts. */
export const deskBookingListReplySchema = managedBookingListReplySchema.extend({ bookings: z.array(deskBookingSchema) });
export type DeskBookingListReply = z.infer<typeof deskBookingListReplySchema>;

/** The in-app sandbox checkout's answer to "pay" or "fail" (GymSlot extra, no Razorpay keys set). */
export const sandboxPayBodySchema = z.object({
  bookingId: text(serverTexts.missingFields),
  outcome: z.enum(['success', 'failure'], { error: 'outcome must be success or failure' }),
});
export type SandboxPayBody = z.infer<typeof sandboxPayBodySchema>;

export const sandboxPayReplySchema = z.union([
  z.object({ success: z.literal(true), outcome: z.literal('success'), payment: paymentResultSchema }),
  z.object({
    success: z.literal(true),
    outcome: z.literal('failure'),
    error: z.object({ code: z.string(), description: z.string() }),
  }),
]);
export type SandboxPayReply = z.infer<typeof sandboxPayReplySchema>;

/** The provider's webhook took the event (a GymSlot extra): the provider reads only the status. */
export const webhookReplySchema = z.object({ success: z.literal(true) });
