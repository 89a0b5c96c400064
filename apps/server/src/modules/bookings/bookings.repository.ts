import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { advisoryLockKey, lockForTransaction, tryLockForTransaction } from '../../db/advisory-locks.js';
import type { Executor } from '../../db/client.js';
import { bookings, type BookingRow, type BookingStatusValue, type NewBookingRow } from '../../db/schema/bookings.js';
import { gyms } from '../../db/schema/gyms.js';
import { payments, type PaymentStatusValue } from '../../db/schema/payments.js';
import { reviews } from '../../db/schema/reviews.js';
import { users } from '../../db/schema/users.js';
import { rowsOf } from '../../db/rows.js';

/** One hourly slot of one gym on one IST date. */
export interface SlotRef {
  gymId: string;
  date: string;
  timeSlot: string;
}

export interface BookingView {
  booking: BookingRow;
  gym: { id: string; name: string; city: string; address: string; latitude: number; longitude: number };
  /** The booker: `email` is null for an account made with a mobile number only, `phone` null until one is added (§8.9). */
  user: { id: string; name: string; email: string | null; phone: string | null };
}

const inSlot = (slot: SlotRef) =>
  and(eq(bookings.gymId, slot.gymId), eq(bookings.date, slot.date), eq(bookings.timeSlot, slot.timeSlot));

/** The one rule for a seat taken at `now`: a paid booking, or a hold that has not run out. */
function holdsSeatAt(now: Date): SQL | undefined {
  return or(eq(bookings.status, 'confirmed'), gt(bookings.holdExpiresAt, now));
}

/** Rows holding a seat at `now`, in the form the partial indexes serve. */
function occupiesSeatAt(now: Date): SQL | undefined {
  return and(
    // Repeats the partial indexes' own predicate so the planner can use them.
    inArray(bookings.status, ['held', 'confirmed']),
    holdsSeatAt(now),
  );
}

const notId = (id: string | undefined) => (id === undefined ? undefined : ne(bookings.id, id));

const slotLockName = (slot: SlotRef) => `gymslot:booking-slot:${slot.gymId}:${slot.date}:${slot.timeSlot}`;

export function slotLockKey(slot: SlotRef): string {
  return advisoryLockKey(slotLockName(slot));
}

/**
 * Serialises one person's new holds across all processes, so parallel requests for different
 * slots cannot together pass the limit on unpaid holds. Taken before any slot's lock, never after.
 */
export async function lockPersonsHolds(tx: Executor, userId: string): Promise<void> {
  await lockForTransaction(tx, personHoldsLockName(userId));
}

const personHoldsLockName = (userId: string) => `gymslot:person-holds:${userId}`;

/**
 * The person's holds lock for a transaction that already holds a slot's lock (a waitlist offer):
 * it cannot wait, since B1 takes this lock first and then a slot's, so false when it is held.
 */
export async function tryLockPersonsHolds(tx: Executor, userId: string): Promise<boolean> {
  return tryLockForTransaction(tx, personHoldsLockName(userId));
}

/** The person's unexpired, unpaid holds at every gym: what §8.1 allows 3 of. */
export async function countLiveHoldsOfPerson(db: Executor, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, now)));
  return row?.count ?? 0;
}

/**
 * Serialises every seat decision about one slot until the transaction ends, across all processes
 * on the database. Call it first in the transaction, before reading the slot's rows.
 */
export async function lockSlot(tx: Executor, slot: SlotRef): Promise<void> {
  await lockForTransaction(tx, slotLockName(slot));
}

/** Marks holds that ran out as expired (one slot, or all of them); returns how many. */
export async function expireLapsedHolds(db: Executor, now: Date, slot?: SlotRef): Promise<number> {
  const lapsed = await db
    .update(bookings)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(bookings.status, 'held'), lte(bookings.holdExpiresAt, now), slot && inSlot(slot)))
    .returning({ id: bookings.id });
  return lapsed.length;
}

export interface SlotState {
  /** Places taken: paid bookings and unexpired holds. */
  taken: number;
  /** The person has a paid booking or an unexpired hold in the slot. */
  personHasLive: boolean;
  /** The person has a hold in the slot that ran out but is still marked 'held'. */
  personHasLapsedHold: boolean;
  /** The person's unexpired, unpaid holds at every gym. */
  personLiveHolds: number;
}

/** Everything a hold decision needs about a slot and the person, in one read. */
export async function findSlotState(db: Executor, slot: SlotRef, userId: string, now: Date): Promise<SlotState> {
  const live = holdsSeatAt(now);
  const mine = eq(bookings.userId, userId);
  const lapsed = and(eq(bookings.status, 'held'), lte(bookings.holdExpiresAt, now));
  // A scalar subquery rather than a second round trip: a burst for one slot parks on the pool.
  const personLiveHolds = sql<number>`(select count(*)::int from ${bookings} as person_holds
    where person_holds.user_id = ${userId} and person_holds.status = 'held' and person_holds.hold_expires_at > ${now})`;
  const [row] = await db
    .select({
      taken: sql<number>`count(*) filter (where ${live})::int`,
      personHasLive: sql<boolean>`coalesce(bool_or(${and(mine, live)}), false)`,
      personHasLapsedHold: sql<boolean>`coalesce(bool_or(${and(mine, lapsed)}), false)`,
      personLiveHolds,
    })
    .from(bookings)
    .where(and(inSlot(slot), inArray(bookings.status, ['held', 'confirmed'])));
  return row ?? { taken: 0, personHasLive: false, personHasLapsedHold: false, personLiveHolds: 0 };
}

export interface EndedHold {
  id: string;
  orderId: string | null;
  holdExpiresAt: Date | null;
}

/**
 * The person's latest hold of this slot that ended unpaid (cancelled, or lapsed) and whose order
 * no payment has settled: a new hold of the same slot takes over its order and, while it would
 * still be running, its expiry (decision 018).
 */
export async function findEndedUnpaidHold(
  db: Executor,
  userId: string,
  slot: SlotRef,
  amountPaise: number,
): Promise<EndedHold | undefined> {
  const [row] = await db
    .select({ id: bookings.id, orderId: bookings.orderId, holdExpiresAt: bookings.holdExpiresAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        inSlot(slot),
        inArray(bookings.status, ['cancelled', 'expired']),
        isNull(bookings.paymentId),
        eq(bookings.amountPaise, amountPaise),
        sql`not exists (select 1 from ${payments} where ${payments.orderId} = ${bookings.orderId} and ${payments.status} <> 'failed')`,
      ),
    )
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  return row;
}

export async function findLiveForUserInSlot(
  db: Executor,
  userId: string,
  slot: SlotRef,
  now: Date,
  excludeId?: string,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), inSlot(slot), occupiesSeatAt(now), notId(excludeId)))
    .limit(1);
  return row;
}

export async function countTakenInSlot(db: Executor, slot: SlotRef, now: Date, excludeId?: string): Promise<number> {
  const [row] = await db
    .select({ taken: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(inSlot(slot), occupiesSeatAt(now), notId(excludeId)));
  return row?.taken ?? 0;
}

/** Seats taken per slot of one gym's date (slots with none are absent). */
export async function countTakenBySlot(
  db: Executor,
  gymId: string,
  date: string,
  now: Date,
): Promise<{ timeSlot: string; taken: number }[]> {
  return db
    .select({ timeSlot: bookings.timeSlot, taken: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.gymId, gymId), eq(bookings.date, date), occupiesSeatAt(now)))
    .groupBy(bookings.timeSlot);
}

/** The gym's capacity and the places per slot its owner sells (§8.12; null sells all). */
export async function findGymPlaces(db: Executor, gymId: string): Promise<{ capacity: number; placesPerSlot: number | null } | undefined> {
  const [row] = await db.select({ capacity: gyms.capacity, placesPerSlot: gyms.placesPerSlot }).from(gyms).where(eq(gyms.id, gymId)).limit(1);
  return row;
}

export async function insert(db: Executor, row: NewBookingRow): Promise<BookingRow> {
  const [inserted] = await db.insert(bookings).values(row).returning();
  if (!inserted) throw new Error('The booking insert returned no row');
  return inserted;
}

export async function deleteById(db: Executor, id: string): Promise<void> {
  await db.delete(bookings).where(eq(bookings.id, id));
}

export async function findById(db: Executor, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row;
}

/** Locks the row until the transaction ends, so two payments or a payment and a cancel take turns. */
export async function findByIdForUpdate(tx: Executor, id: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).limit(1).for('update');
  return row;
}

export async function findByOrderId(db: Executor, orderId: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.orderId, orderId)).limit(1);
  return row;
}

export async function findByPaymentId(db: Executor, paymentId: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.paymentId, paymentId)).limit(1);
  return row;
}

/** Applies changes only while the booking is in one of `fromStatuses`; undefined when it was not. */
export async function updateIfStatus(
  db: Executor,
  id: string,
  fromStatuses: readonly BookingStatusValue[],
  changes: Partial<Omit<NewBookingRow, 'id' | 'createdAt' | 'updatedAt'>>,
  now: Date,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(bookings.id, id), inArray(bookings.status, [...fromStatuses])))
    .returning();
  return row;
}

/** True when the code already names an open (paid, unverified) booking at one of the owner's gyms. */
export async function isOtpOpen(db: Executor, gymOwnerId: string, otp: number): Promise<boolean> {
  const result = await db.execute(
    sql`select exists (select 1 from ${bookings} where ${bookings.gymOwnerId} = ${gymOwnerId}
        and ${bookings.otp} = ${otp} and ${bookings.status} = 'confirmed' and not ${bookings.isVerified}) as taken`,
  );
  return rowsOf<{ taken: boolean }>(result)[0]?.taken === true;
}

const viewColumns = {
  booking: bookings,
  gym: {
    id: gyms.id,
    name: gyms.name,
    city: gyms.city,
    address: gyms.address,
    latitude: gyms.latitude,
    longitude: gyms.longitude,
  },
  user: { id: users.id, name: users.name, email: users.email, phone: users.phone },
};

/** Bookings joined with their gym and booker, as the mapper needs them; callers add where and order. */
export function selectViews(db: Executor) {
  return db
    .select(viewColumns)
    .from(bookings)
    .innerJoin(gyms, eq(gyms.id, bookings.gymId))
    .innerJoin(users, eq(users.id, bookings.userId));
}

export async function findViewById(db: Executor, id: string): Promise<BookingView | undefined> {
  const [row] = await selectViews(db).where(eq(bookings.id, id)).limit(1);
  return row;
}

export interface EndedBookingView extends BookingView {
  paymentStatus: PaymentStatusValue | null;
}

/** A user's cancelled and refunded bookings with the status of the payment they had, if any, newest first. */
export async function findCancelledViewsByUserId(db: Executor, userId: string): Promise<EndedBookingView[]> {
  return db
    .select({ ...viewColumns, paymentStatus: payments.status })
    .from(bookings)
    .innerJoin(gyms, eq(gyms.id, bookings.gymId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(payments, eq(payments.id, bookings.paymentId))
    .where(and(eq(bookings.userId, userId), inArray(bookings.status, ['cancelled', 'refunded'])))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
}

/** A user's paid bookings and unexpired holds, newest first. */
export async function findLiveViewsByUserId(db: Executor, userId: string, now: Date): Promise<BookingView[]> {
  return selectViews(db)
    .where(and(eq(bookings.userId, userId), occupiesSeatAt(now)))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
}

/**
 * A person's bookings whose slot has not started and that are not checked in: held, lapsed unpaid
 * (a payment may still arrive for one) or paid. What an account's deletion cancels (§8.11).
 */
export async function findUpcomingOpenByUserId(db: Executor, userId: string, now: Date): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), inArray(bookings.status, ['held', 'expired', 'confirmed']), gt(bookings.startsAt, now), eq(bookings.isVerified, false)))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

/** The review of each of the bookings that has one (API contract §8.2), by booking id. */
export async function findReviewIdsByBookingId(db: Executor, bookingIds: readonly string[]): Promise<Map<string, string>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ bookingId: reviews.bookingId, id: reviews.id })
    .from(reviews)
    .where(sql`${reviews.bookingId} = any(${sql.param([...bookingIds])}::text[])`);
  return new Map(rows.map((row) => [row.bookingId, row.id]));
}

/** Status and hold expiry of each of the bookings, by id. */
export async function findHoldStates(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, Pick<BookingRow, 'status' | 'holdExpiresAt' | 'cancelledAt' | 'paidAt'>>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: bookings.id, status: bookings.status, holdExpiresAt: bookings.holdExpiresAt, cancelledAt: bookings.cancelledAt, paidAt: bookings.paidAt })
    .from(bookings)
    .where(sql`${bookings.id} = any(${sql.param([...ids])}::text[])`);
  return new Map(rows.map(({ id, ...state }) => [id, state]));
}
