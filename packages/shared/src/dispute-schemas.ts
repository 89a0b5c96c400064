import { z } from 'zod';
import { serverTexts } from './server-texts.js';

// Card and UPI disputes (chargebacks) as admins see them (API contract §8.10; docs/decisions/061-disputes.md):
// Razorpay's dispute, the booking it is about, and the evidence GymSlot holds for it.

/** Razorpay's dispute statuses, as its webhooks and Disputes API name them. */
export const disputeStatuses = ['open', 'under_review', 'action_required', 'won', 'lost', 'closed'] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];

/** What an admin did about a dispute through Razorpay's Disputes API. */
export const disputeActions = ['accepted', 'contested'] as const;
export type DisputeAction = (typeof disputeActions)[number];

/** The most a contest's summary may hold (the bank reads it; Razorpay keeps it as the evidence's `summary`). */
export const DISPUTE_SUMMARY_MAX_LENGTH = 1000;

const cursorSchema = z
  .string({ error: serverTexts.invalidCursor })
  .max(200, serverTexts.invalidCursor)
  .regex(/^[A-Za-z0-9_-]+$/, serverTexts.invalidCursor);

export const adminDisputesQuerySchema = z.object({
  status: z.enum(disputeStatuses, { error: 'status must be open, under_review, action_required, won, lost or closed' }).optional(),
  cursor: cursorSchema.optional(),
});
export type AdminDisputesQuery = z.infer<typeof adminDisputesQuerySchema>;

/** A dispute's path: Razorpay's id, 'disp_…'. A malformed one is a 404, as an unknown one. */
export const disputeIdParamsSchema = z.object({ id: z.string().max(64) });

export const contestDisputeBodySchema = z.object({
  summary: z
    .string({ error: serverTexts.disputeSummaryRequired })
    .trim()
    .min(1, serverTexts.disputeSummaryRequired)
    .max(DISPUTE_SUMMARY_MAX_LENGTH, serverTexts.disputeSummaryTooLong),
});
export type ContestDisputeBody = z.infer<typeof contestDisputeBodySchema>;

const checkInMethods = ['otp', 'pass'] as const;

/** A message GymSlot sent the person about the booking (its confirmation, reminder, a move): never its content. */
const evidenceMessageSchema = z.object({
  kind: z.string(),
  channel: z.enum(['email', 'whatsapp', 'sms']),
  /** 'queued' | 'sent' | 'failed', as the outbox list says it. */
  status: z.string(),
  /** Masked: `pr***@example.com`, `+91 98*** **210`. */
  to: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** A 'not let in' report the person made about the booking (§8.10), with the gym's answer. */
const evidenceReportSchema = z.object({
  _id: z.string(),
  reason: z.string(),
  status: z.string(),
  note: z.string().nullable(),
  ownerNote: z.string().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});

/** What GymSlot can show the bank about the booking: its times, the payment, the check-in, messages and reports. */
export const disputeEvidenceSchema = z.object({
  bookedAt: z.string(),
  paidAt: z.string().nullable(),
  payment: z
    .object({ id: z.string(), amount: z.number(), status: z.string(), createdAt: z.string() })
    .nullable(),
  checkIn: z.object({
    checkedIn: z.boolean(),
    at: z.string().nullable(),
    method: z.enum(checkInMethods).nullable(),
  }),
  messages: z.array(evidenceMessageSchema),
  notLetInReports: z.array(evidenceReportSchema),
});
export type DisputeEvidence = z.infer<typeof disputeEvidenceSchema>;

/** The booking a disputed payment paid for: the gym and slot, and the person masked. */
export const disputedBookingSchema = z.object({
  _id: z.string(),
  gym: z.object({ _id: z.string(), name: z.string(), city: z.string() }),
  /** IST, YYYY-MM-DD and 'hh:mm AM'. */
  date: z.string(),
  timeSlot: z.string(),
  /** Rupees. */
  amount: z.number(),
  status: z.string(),
  /** 'Priya S.', and the contacts masked; none of another person. */
  person: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
});
export type DisputedBooking = z.infer<typeof disputedBookingSchema>;

export const adminDisputeSchema = z.object({
  _id: z.string(),
  paymentId: z.string(),
  status: z.enum(disputeStatuses),
  phase: z.string().nullable(),
  reasonCode: z.string().nullable(),
  reasonDescription: z.string().nullable(),
  /** Rupees disputed. */
  amount: z.number(),
  currency: z.string(),
  /** Razorpay's deadline for an answer. */
  respondBy: z.string().nullable(),
  openedAt: z.string(),
  /** When its latest status was reported. */
  updatedAt: z.string(),
  /** Accepted or contested, by whom and when; null while nobody has. */
  action: z
    .object({ kind: z.enum(disputeActions), summary: z.string().nullable(), actedBy: z.string(), actedAt: z.string() })
    .nullable(),
  /** Whether accept and contest are open: an answer not yet given, and Razorpay waiting for one. */
  canAnswer: z.boolean(),
  /** Null when the payment is none of GymSlot's bookings. */
  booking: disputedBookingSchema.nullable(),
  evidence: disputeEvidenceSchema.nullable(),
  /** A factual summary built from the evidence, in English (the bank's language), for the admin to edit. */
  suggestedSummary: z.string(),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;

export const adminDisputesReplySchema = z.object({
  success: z.literal(true),
  disputes: z.array(adminDisputeSchema),
  /** Pass as `?cursor=` for the next page (older disputes); null on the last. */
  nextCursor: z.string().nullable(),
});
export type AdminDisputesReply = z.infer<typeof adminDisputesReplySchema>;

export const disputeActionReplySchema = z.object({
  success: z.literal(true),
  dispute: adminDisputeSchema,
});
export type DisputeActionReply = z.infer<typeof disputeActionReplySchema>;
