import { z } from 'zod';
import { isPlainDescription } from './gym-text.js';
import { NOT_LET_IN_NOTE_MAX_LENGTH, notLetInReasons, notLetInStatuses } from './not-let-in.js';
import { serverTexts } from './server-texts.js';

// 'Not let in' reports (API contract §8.10, docs/decisions/060-not-let-in-guarantee.md): the
// person's report, the owner's answer, the admin's list and decision. Messages are the screens' texts.

/** A note as a person, an owner or an admin writes it: plain text, trimmed, at most 500 characters. */
const noteText = z
  .string({ error: serverTexts.notLetInNoteRequired })
  .trim()
  .max(NOT_LET_IN_NOTE_MAX_LENGTH, serverTexts.notLetInNoteTooLong)
  .refine(isPlainDescription, serverTexts.notLetInNotePlain);

/** POST /bookings/{id}/not-let-in: why, and what else the person wants to say (an empty note is none). */
export const reportNotLetInBodySchema = z.object(
  {
    reason: z.enum(notLetInReasons, { error: serverTexts.notLetInReasonRule }),
    note: noteText.optional(),
  },
  { error: serverTexts.notLetInReasonRule },
);
export type ReportNotLetInBody = z.input<typeof reportNotLetInBodySchema>;

/** A report as its person sees it, on their booking and in the report's reply. */
export const notLetInSummarySchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  reason: z.enum(notLetInReasons),
  status: z.enum(notLetInStatuses),
  /** The owner's 30 minutes end here; an open report unanswered by then is refunded. */
  respondBy: z.iso.datetime(),
  /** When it reached its end: 'resolved', 'refunded' or 'rejected'. */
  closedAt: z.iso.datetime().optional(),
});
export type NotLetInSummary = z.infer<typeof notLetInSummarySchema>;

export const reportNotLetInReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  report: notLetInSummarySchema,
});
export type ReportNotLetInReply = z.infer<typeof reportNotLetInReplySchema>;

export const reportIdParamsSchema = z.object({ id: z.string() });

/** POST /reports/{id}/respond: what the gym's owner says happened. */
export const respondToReportBodySchema = z.object(
  { note: noteText.pipe(z.string().min(1, serverTexts.notLetInNoteRequired)) },
  { error: serverTexts.notLetInNoteRequired },
);
export type RespondToReportBody = z.input<typeof respondToReportBodySchema>;

/** A report as the gym's owner sees it: who, when, why, and the booking to check in. */
export const ownerReportSchema = z.object({
  _id: z.string(),
  status: z.enum(notLetInStatuses),
  reason: z.enum(notLetInReasons),
  note: z.string().optional(),
  createdAt: z.iso.datetime(),
  respondBy: z.iso.datetime(),
  ownerNote: z.string().optional(),
  respondedAt: z.iso.datetime().optional(),
  /** The owner may still answer: an open report before respondBy, or a contested one they have not answered. */
  canAnswer: z.boolean(),
  booking: z.object({
    _id: z.string(),
    date: z.string(),
    timeSlot: z.string(),
    /** While the booking can still be checked in, inside §8.1's window (the owner's B5 shows the OTP too). */
    otp: z.number().int().optional(),
    isVerified: z.boolean(),
  }),
  gym: z.object({ _id: z.string(), name: z.string() }),
  person: z.object({ name: z.string() }),
});
export type OwnerReport = z.infer<typeof ownerReportSchema>;

export const ownerReportsReplySchema = z.object({ success: z.literal(true), reports: z.array(ownerReportSchema) });
export type OwnerReportsReply = z.infer<typeof ownerReportsReplySchema>;

export const respondToReportReplySchema = z.object({ success: z.literal(true), message: z.string(), report: ownerReportSchema });
export type RespondToReportReply = z.infer<typeof respondToReportReplySchema>;

export const adminReportsQuerySchema = z.object({
  status: z.enum(notLetInStatuses, { error: 'status must be open, resolved, contested, refunded or rejected' }).optional(),
  cursor: z
    .string({ error: serverTexts.invalidCursor })
    .max(200, serverTexts.invalidCursor)
    .regex(/^[A-Za-z0-9_-]+$/, serverTexts.invalidCursor)
    .optional(),
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;

export const checkInMethods = ['otp', 'pass'] as const;

/** A report as an admin sees it, with what there is to decide by. */
export const adminReportSchema = z.object({
  _id: z.string(),
  status: z.enum(notLetInStatuses),
  reason: z.enum(notLetInReasons),
  note: z.string().optional(),
  createdAt: z.iso.datetime(),
  respondBy: z.iso.datetime(),
  closedAt: z.iso.datetime().optional(),
  booking: z.object({ _id: z.string(), date: z.string(), timeSlot: z.string(), amount: z.number(), status: z.string() }),
  gym: z.object({ _id: z.string(), name: z.string(), city: z.string() }),
  /** The person, their contact masked (`pr***@example.com`, `+91 98*** **210`). */
  person: z.object({ _id: z.string(), name: z.string(), contact: z.string() }),
  evidence: z.object({
    bookedAt: z.iso.datetime(),
    paidAt: z.iso.datetime().optional(),
    checkedInAt: z.iso.datetime().optional(),
    checkInMethod: z.enum(checkInMethods).optional(),
    ownerNote: z.string().optional(),
    ownerAnsweredAt: z.iso.datetime().optional(),
    /** Every report the person has made, this one included, and how many of them were rejected. */
    personReports: z.number().int(),
    personRejected: z.number().int(),
  }),
  decision: z.object({ note: z.string(), decidedAt: z.iso.datetime() }).optional(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportsReplySchema = z.object({
  success: z.literal(true),
  reports: z.array(adminReportSchema),
  /** Pass as `?cursor=` for the next page (older reports); null on the last. */
  nextCursor: z.string().nullable(),
});
export type AdminReportsReply = z.infer<typeof adminReportsReplySchema>;

export const reportOutcomes = ['refund', 'reject'] as const;
export type ReportOutcome = (typeof reportOutcomes)[number];

/** POST /admin/reports/{id}/decide. */
export const decideReportBodySchema = z.object(
  {
    outcome: z.enum(reportOutcomes, { error: serverTexts.notLetInOutcomeRule }),
    note: noteText.pipe(z.string().min(1, serverTexts.notLetInNoteRequired)),
  },
  { error: serverTexts.notLetInOutcomeRule },
);
export type DecideReportBody = z.input<typeof decideReportBodySchema>;

export const decideReportReplySchema = z.object({ success: z.literal(true), message: z.string(), report: adminReportSchema });
export type DecideReportReply = z.infer<typeof decideReportReplySchema>;
