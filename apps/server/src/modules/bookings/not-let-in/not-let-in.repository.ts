import { and, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { rowsOf } from '../../../db/rows.js';
import { bookings, type BookingRow } from '../../../db/schema/bookings.js';
import { gyms } from '../../../db/schema/gyms.js';
import { notLetInReports, type NotLetInReportRow } from '../../../db/schema/trust.js';
import { users } from '../../../db/schema/users.js';
import type { PageKey } from '../../../lib/page-cursor.js';

// §8.10 'not let in' reports: SQL only. The rules (who, when, which status follows which) are in the services.

type NotLetInStatus = NotLetInReportRow['status'];
export type NewReportRow = typeof notLetInReports.$inferInsert;

export async function insert(db: Executor, row: NewReportRow): Promise<NotLetInReportRow> {
  const [inserted] = await db.insert(notLetInReports).values(row).returning();
  if (!inserted) throw new Error(`Report of booking ${row.bookingId} was not stored`);
  return inserted;
}

export async function findById(db: Executor, id: string): Promise<NotLetInReportRow | undefined> {
  const [row] = await db.select().from(notLetInReports).where(eq(notLetInReports.id, id)).limit(1);
  return row;
}

export async function findByBookingId(db: Executor, bookingId: string): Promise<NotLetInReportRow | undefined> {
  const [row] = await db.select().from(notLetInReports).where(eq(notLetInReports.bookingId, bookingId)).limit(1);
  return row;
}

/** The report of each of the bookings that has one, by booking id. */
export async function findByBookingIds(db: Executor, bookingIds: readonly string[]): Promise<Map<string, NotLetInReportRow>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(notLetInReports)
    .where(sql`${notLetInReports.bookingId} = any(${sql.param([...bookingIds])}::text[])`);
  return new Map(rows.map((row) => [row.bookingId, row]));
}

/** How many of the person's reports an admin rejected since `since`. */
export async function countRejectedSince(db: Executor, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notLetInReports)
    .where(and(eq(notLetInReports.userId, userId), eq(notLetInReports.status, 'rejected'), gte(notLetInReports.decidedAt, since)));
  return Number(row?.count ?? 0);
}

/**
 * Moves the report from one of `from` to its next state, only if it is still in one of them (and
 * `extra` holds): of two changes racing, one gets the row back. Undefined when the report had
 * already moved on.
 */
export async function moveIfStatus(
  db: Executor,
  id: string,
  from: readonly NotLetInStatus[],
  changes: Partial<Omit<NewReportRow, 'id' | 'bookingId' | 'userId' | 'gymId' | 'createdAt'>> & { updatedAt: Date },
  extra?: SQL,
): Promise<NotLetInReportRow | undefined> {
  const [row] = await db
    .update(notLetInReports)
    .set(changes)
    .where(and(eq(notLetInReports.id, id), inArray(notLetInReports.status, [...from]), extra))
    .returning();
  return row;
}

/** The check-in settles the booking's pending report: its person was let in. */
export async function resolvePendingOfBooking(db: Executor, bookingId: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(notLetInReports)
    .set({ status: 'resolved', closedAt: now, updatedAt: now })
    .where(and(eq(notLetInReports.bookingId, bookingId), inArray(notLetInReports.status, ['open', 'contested'])))
    .returning({ id: notLetInReports.id });
  return row?.id;
}

/** Open reports whose owner's time ran out by `now`, the longest waiting first. */
export async function findUnansweredIds(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: notLetInReports.id })
    .from(notLetInReports)
    .where(and(eq(notLetInReports.status, 'open'), lte(notLetInReports.respondBy, now)))
    .orderBy(notLetInReports.respondBy)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A report with its booking, gym and person: what the owner's and the admin's views are made from. */
export interface ReportView {
  report: NotLetInReportRow;
  booking: Pick<BookingRow, 'id' | 'date' | 'timeSlot' | 'startsAt' | 'amountPaise' | 'status' | 'otp' | 'isVerified' | 'verifiedAt' | 'checkInMethod' | 'paidAt' | 'createdAt' | 'language'>;
  gym: { id: string; name: string; city: string; ownerId: string };
  person: { id: string; name: string; email: string | null; phone: string | null };
}

const viewColumns = {
  report: notLetInReports,
  booking: {
    id: bookings.id,
    date: bookings.date,
    timeSlot: bookings.timeSlot,
    startsAt: bookings.startsAt,
    amountPaise: bookings.amountPaise,
    status: bookings.status,
    otp: bookings.otp,
    isVerified: bookings.isVerified,
    verifiedAt: bookings.verifiedAt,
    checkInMethod: bookings.checkInMethod,
    paidAt: bookings.paidAt,
    createdAt: bookings.createdAt,
    language: bookings.language,
  },
  gym: { id: gyms.id, name: gyms.name, city: gyms.city, ownerId: gyms.ownerId },
  person: { id: users.id, name: users.name, email: users.email, phone: users.phone },
};

function selectViews(db: Executor) {
  return db
    .select(viewColumns)
    .from(notLetInReports)
    .innerJoin(bookings, eq(bookings.id, notLetInReports.bookingId))
    .innerJoin(gyms, eq(gyms.id, notLetInReports.gymId))
    .innerJoin(users, eq(users.id, notLetInReports.userId));
}

export async function findViewById(db: Executor, id: string): Promise<ReportView | undefined> {
  const [row] = await selectViews(db).where(eq(notLetInReports.id, id)).limit(1);
  return row;
}

/**
 * The reports still waiting at the gyms the owner owns now: open ones, and contested ones not yet
 * decided. Newest first, at most `limit` (only recent bookings can have one).
 */
export async function findPendingViewsOfOwner(db: Executor, ownerId: string, limit: number): Promise<ReportView[]> {
  return selectViews(db)
    .where(and(eq(gyms.ownerId, ownerId), inArray(notLetInReports.status, ['open', 'contested']), isNull(notLetInReports.closedAt)))
    .orderBy(desc(notLetInReports.createdAt), desc(notLetInReports.id))
    .limit(limit);
}

export type ListedReportView = ReportView & { pageKey: string };

/**
 * One page of every report, newest first, optionally of one status. `pageKey` keeps PostgreSQL's
 * microseconds for the cursor (lib/page-cursor.ts).
 */
export async function listPage(db: Executor, filter: { status?: NotLetInStatus; after?: PageKey; limit: number }): Promise<ListedReportView[]> {
  const after = filter.after
    ? sql`(${notLetInReports.createdAt}, ${notLetInReports.id}) < (${filter.after.createdAt}::timestamptz, ${filter.after.id})`
    : undefined;
  return db
    .select({
      ...viewColumns,
      pageKey: sql<string>`to_char(${notLetInReports.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(notLetInReports)
    .innerJoin(bookings, eq(bookings.id, notLetInReports.bookingId))
    .innerJoin(gyms, eq(gyms.id, notLetInReports.gymId))
    .innerJoin(users, eq(users.id, notLetInReports.userId))
    .where(and(filter.status ? eq(notLetInReports.status, filter.status) : undefined, after))
    .orderBy(desc(notLetInReports.createdAt), desc(notLetInReports.id))
    .limit(filter.limit);
}

/** Each person's reports in all, and how many of them were rejected, by user id. */
export async function countHistories(db: Executor, userIds: readonly string[]): Promise<Map<string, { reports: number; rejected: number }>> {
  if (userIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select user_id as "userId", count(*)::int as reports, (count(*) filter (where status = 'rejected'))::int as rejected
    from ${notLetInReports}
    where user_id = any(${sql.param([...new Set(userIds)])}::text[])
    group by user_id`);
  return new Map(rowsOf<{ userId: string; reports: number; rejected: number }>(result).map((row) => [row.userId, { reports: Number(row.reports), rejected: Number(row.rejected) }]));
}

/** For moveIfStatus: the owner has not answered yet and their time is still running at `now`. */
export const whileAnswerable = (now: Date): SQL =>
  sql`${notLetInReports.ownerNote} is null and ${notLetInReports.respondBy} > ${now.toISOString()}::timestamptz`;
/** The owner has not answered yet. */
export const notAnswered = (): SQL => sql`${notLetInReports.ownerNote} is null`;
/** An open report whose owner's time has run out at `now`. */
export const pastDeadline = (now: Date): SQL => sql`${notLetInReports.respondBy} <= ${now.toISOString()}::timestamptz`;

/** A person's name, to greet them in a message. */
export async function findUserName(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name;
}
