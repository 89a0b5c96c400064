import { z } from 'zod';

// §8.8's daily check, as admins see it: payments Razorpay took that are neither one confirmed
// booking nor a refund here (docs/decisions/049-webhooks-and-reconciliation.md).

export const paymentMismatchSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  bookingId: z.string().nullable(),
  /** The IST day the payment was made, YYYY-MM-DD. */
  day: z.string(),
  /** Rupees. */
  amount: z.number(),
  /** Razorpay's status of the payment ('captured', 'refunded'). */
  providerStatus: z.string(),
  /** Ours: a payments ledger status, or 'none' when GymSlot never heard of the payment. */
  ledgerStatus: z.string(),
  foundAt: z.string(),
});
export type PaymentMismatch = z.infer<typeof paymentMismatchSchema>;

/** The resolve call's path: the payment's Razorpay id. */
export const paymentMismatchParamsSchema = z.object({ paymentId: z.string().max(64) });

export const paymentMismatchesReplySchema = z.object({
  success: z.literal(true),
  mismatches: z.array(paymentMismatchSchema),
});
export type PaymentMismatchesReply = z.infer<typeof paymentMismatchesReplySchema>;

export const resolvedPaymentMismatchReplySchema = z.object({
  success: z.literal(true),
  mismatch: paymentMismatchSchema,
});
