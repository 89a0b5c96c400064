import { z } from 'zod';
import { languages } from './languages.js';
import { messagePreferencesSchema } from './preference-schemas.js';
import { roles } from './roles.js';
import { serverTexts } from './server-texts.js';

// API contract §8.11: a person's copy of their data, and the deletion of their account
// (docs/decisions/059-privacy-centre.md). Messages are the screens' texts.

/** How long after the request an account is deleted: time to change one's mind, or to notice a request one did not make. */
export const DELETION_DELAY_HOURS = 48;
/** What the person types to confirm that their account should go. */
export const DELETION_CONFIRMATION = 'DELETE';
/** The name the download is saved under. */
export const PERSONAL_DATA_FILE_NAME = 'gymslot-my-data.json';
/** Each list of the download holds at most this many rows, newest first; `truncated` names a list that had more. */
export const PERSONAL_DATA_ROWS_PER_SECTION = 500;
/** A deleted account's name wherever it still shows (an owner's bookings list). */
export const DELETED_USER_NAME = 'Deleted user';
/** A deleted author's name on their reviews (§8.11), as the review's `authorName`: former-member-name.ts. */
export { FORMER_MEMBER_NAME } from './former-member-name.js';

export const deletionRequestSchema = z.object(
  { confirm: z.literal(DELETION_CONFIRMATION, { error: serverTexts.deletionConfirmRequired }) },
  { error: serverTexts.deletionConfirmRequired },
);
export type DeletionRequest = z.input<typeof deletionRequestSchema>;

/** A scheduled deletion: when it was asked for, and when it happens. */
export const scheduledDeletionSchema = z.object({ requestedAt: z.iso.datetime(), deleteAt: z.iso.datetime() });
export type ScheduledDeletion = z.infer<typeof scheduledDeletionSchema>;

/** POST /api/me/deletion → 202. */
export const deletionScheduledReplySchema = z.object({ success: z.literal(true), message: z.string(), deleteAt: z.iso.datetime() });
export type DeletionScheduledReply = z.infer<typeof deletionScheduledReplySchema>;

/** GET /api/me/deletion: the deletion the account page shows, or null. */
export const deletionStatusReplySchema = z.object({ success: z.literal(true), deletion: scheduledDeletionSchema.nullable() });
export type DeletionStatusReply = z.infer<typeof deletionStatusReplySchema>;

const instant = z.iso.datetime();
const optionalInstant = instant.nullable();
/** Rupees, as every amount in the API (integer paise in the database). */
const rupees = z.number();

const gymRef = z.object({ id: z.string(), name: z.string(), city: z.string() });

const paymentRecord = z.object({
  id: z.string(),
  provider: z.string(),
  amount: rupees,
  status: z.string(),
  createdAt: instant,
  refundedAt: optionalInstant,
});

const bookingRecord = z.object({
  id: z.string(),
  gym: gymRef,
  date: z.string(),
  timeSlot: z.string(),
  amount: rupees,
  status: z.string(),
  checkedInAt: optionalInstant,
  language: z.enum(languages),
  createdAt: instant,
  paidAt: optionalInstant,
  cancelledAt: optionalInstant,
  payments: z.array(paymentRecord),
});

/**
 * GET /api/me/data: everything GymSlot keeps about the caller, as the file they download. No
 * secret: no password hash, session token or its hash, sign-in or door code, Google subject.
 */
export const personalDataReplySchema = z.object({
  success: z.literal(true),
  about: z.string(),
  exportedAt: instant,
  /** Each list holds at most this many rows, newest first. */
  rowsPerSection: z.number().int(),
  /** The lists that had more rows than that. */
  truncated: z.array(z.string()),
  account: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    role: z.enum(roles),
    createdAt: instant,
    emailVerifiedAt: optionalInstant,
    signInWith: z.object({ password: z.boolean(), google: z.boolean(), phone: z.boolean() }),
    deletion: scheduledDeletionSchema.nullable(),
  }),
  preferences: messagePreferencesSchema,
  consentRecords: z.array(z.object({ purpose: z.string(), granted: z.boolean(), source: z.string(), recordedAt: instant })),
  bookings: z.array(bookingRecord),
  invoices: z.array(
    z.object({
      bookingId: z.string(),
      kind: z.string(),
      number: z.string(),
      issuedOn: z.string(),
      customerName: z.string(),
      customerEmail: z.string(),
      amount: rupees,
    }),
  ),
  reviews: z.array(
    z.object({
      id: z.string(),
      gym: gymRef,
      bookingId: z.string(),
      rating: z.number().int(),
      comment: z.string(),
      createdAt: instant,
      ownerReply: z.object({ text: z.string(), createdAt: instant }).nullable(),
    }),
  ),
  waitlistEntries: z.array(z.object({ id: z.string(), gym: gymRef, date: z.string(), timeSlot: z.string(), status: z.string(), createdAt: instant })),
  notLetInReports: z.array(
    z.object({
      id: z.string(),
      bookingId: z.string(),
      reason: z.string(),
      note: z.string().nullable(),
      status: z.string(),
      createdAt: instant,
      respondBy: instant,
      closedAt: optionalInstant,
    }),
  ),
  disputes: z.array(z.object({ bookingId: z.string(), amount: rupees, status: z.string(), reason: z.string().nullable(), openedAt: instant })),
  gymsOwned: z.array(z.object({ id: z.string(), name: z.string(), city: z.string(), createdAt: instant })),
  sessions: z.array(z.object({ createdAt: instant, expiresAt: instant, current: z.boolean() })),
  messages: z.array(z.object({ channel: z.string(), kind: z.string(), status: z.string(), createdAt: instant, sentAt: optionalInstant })),
});
export type PersonalDataReply = z.infer<typeof personalDataReplySchema>;
