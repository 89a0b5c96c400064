import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookings } from '../../db/schema/bookings.js';
import { gyms } from '../../db/schema/gyms.js';
import { invoices } from '../../db/schema/invoices.js';
import { messages } from '../../db/schema/messages.js';
import { payments } from '../../db/schema/payments.js';
import { consentRecords } from '../../db/schema/preferences.js';
import { reviews } from '../../db/schema/reviews.js';
import { sessions } from '../../db/schema/sessions.js';
import { disputes, notLetInReports } from '../../db/schema/trust.js';
import { users } from '../../db/schema/users.js';
import { waitlistEntries } from '../../db/schema/waitlist.js';

// What GymSlot keeps about one person (API contract §8.11), read for their download. Each list is
// the person's own rows only, newest first, at most `limit` of them (callers ask one more to tell
// whether there were more). Secrets are never selected: no password hash, OIDC subject, session
// id (the token's hash), sign-in code, door OTP or message content.

const gymRef = { id: gyms.id, name: gyms.name, city: gyms.city };

export async function findAccount(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      role: users.role,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      hasGoogle: sql<boolean>`${users.oidcSubject} is not null`,
      deletionRequestedAt: users.deletionRequestedAt,
      deleteAt: users.deleteAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), sql`${users.deletedAt} is null`))
    .limit(1);
  return row;
}

export function findConsentRecords(db: Executor, userId: string, limit: number) {
  return db
    .select({ purpose: consentRecords.purpose, granted: consentRecords.granted, source: consentRecords.source, recordedAt: consentRecords.recordedAt })
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(desc(consentRecords.recordedAt), desc(consentRecords.id))
    .limit(limit);
}

export function findBookings(db: Executor, userId: string, limit: number) {
  return db
    .select({
      id: bookings.id,
      gym: gymRef,
      date: bookings.date,
      timeSlot: bookings.timeSlot,
      amountPaise: bookings.amountPaise,
      status: bookings.status,
      verifiedAt: bookings.verifiedAt,
      language: bookings.language,
      createdAt: bookings.createdAt,
      paidAt: bookings.paidAt,
      cancelledAt: bookings.cancelledAt,
    })
    .from(bookings)
    .innerJoin(gyms, eq(gyms.id, bookings.gymId))
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
}

/** The provider's payments (and their refunds) of these bookings, oldest first. */
export async function findPaymentsOfBookings(db: Executor, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      id: payments.id,
      bookingId: payments.bookingId,
      provider: payments.provider,
      amountPaise: payments.amountPaise,
      status: payments.status,
      createdAt: payments.createdAt,
      refundedAt: payments.refundedAt,
    })
    .from(payments)
    .where(inArray(payments.bookingId, [...bookingIds]))
    .orderBy(payments.createdAt, payments.id);
}

export function findInvoices(db: Executor, userId: string, limit: number) {
  return db
    .select({
      bookingId: invoices.bookingId,
      kind: invoices.kind,
      number: invoices.number,
      issuedOn: invoices.issuedOn,
      customerName: invoices.customerName,
      customerEmail: invoices.customerEmail,
      amountPaise: invoices.amountPaise,
    })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(eq(bookings.userId, userId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit);
}

/** Found through the person's bookings (each review is of one of them), which are indexed by person. */
export function findReviews(db: Executor, userId: string, limit: number) {
  return db
    .select({
      id: reviews.id,
      gym: gymRef,
      bookingId: reviews.bookingId,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      replyText: reviews.replyText,
      repliedAt: reviews.repliedAt,
    })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(gyms, eq(gyms.id, reviews.gymId))
    .where(eq(bookings.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

export function findWaitlistEntries(db: Executor, userId: string, limit: number) {
  return db
    .select({
      id: waitlistEntries.id,
      gym: gymRef,
      date: waitlistEntries.date,
      timeSlot: waitlistEntries.timeSlot,
      status: waitlistEntries.status,
      createdAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .innerJoin(gyms, eq(gyms.id, waitlistEntries.gymId))
    .where(eq(waitlistEntries.userId, userId))
    .orderBy(desc(waitlistEntries.createdAt), desc(waitlistEntries.id))
    .limit(limit);
}

/** The person's own 'not let in' reports (§8.10): what they said and where it stands, not the owner's or admin's notes. */
export function findNotLetInReports(db: Executor, userId: string, limit: number) {
  return db
    .select({
      id: notLetInReports.id,
      bookingId: notLetInReports.bookingId,
      reason: notLetInReports.reason,
      note: notLetInReports.note,
      status: notLetInReports.status,
      createdAt: notLetInReports.createdAt,
      respondBy: notLetInReports.respondBy,
      closedAt: notLetInReports.closedAt,
    })
    .from(notLetInReports)
    .where(eq(notLetInReports.userId, userId))
    .orderBy(desc(notLetInReports.createdAt), desc(notLetInReports.id))
    .limit(limit);
}

/** Card or UPI disputes (chargebacks) of the person's payments (§8.10). */
export function findDisputes(db: Executor, userId: string, limit: number) {
  return db
    .select({
      bookingId: bookings.id,
      amountPaise: disputes.amountPaise,
      status: disputes.status,
      reason: disputes.reasonDescription,
      openedAt: disputes.openedAt,
    })
    .from(disputes)
    .innerJoin(bookings, eq(bookings.id, disputes.bookingId))
    .where(eq(bookings.userId, userId))
    .orderBy(desc(disputes.openedAt), desc(disputes.id))
    .limit(limit);
}

export function findGymsOwned(db: Executor, userId: string, limit: number) {
  return db
    .select({ id: gyms.id, name: gyms.name, city: gyms.city, createdAt: gyms.createdAt })
    .from(gyms)
    .where(eq(gyms.ownerId, userId))
    .orderBy(desc(gyms.createdAt), desc(gyms.id))
    .limit(limit);
}

/** The person's sessions: when each began and ends, and which one is asking; never the id, which is the token's hash. */
export function findSessions(db: Executor, userId: string, currentSessionId: string, limit: number) {
  return db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, current: sql<boolean>`${sessions.id} = ${currentSessionId}` })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(limit);
}

/**
 * The messages the outbox holds for the person's addresses (it keeps sent ones 30 days): what
 * they were about and when, never their content.
 */
export async function findMessagesTo(db: Executor, addresses: readonly string[], limit: number) {
  if (addresses.length === 0) return [];
  return db
    .select({ channel: messages.channel, kind: messages.kind, status: messages.status, createdAt: messages.createdAt, sentAt: messages.sentAt })
    .from(messages)
    .where(or(...addresses.map((address) => eq(messages.recipient, address))))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}
