import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookings } from '../../db/schema/bookings.js';
import { gyms } from '../../db/schema/gyms.js';
import { reviews, type NewReviewRow, type ReviewRow } from '../../db/schema/reviews.js';
import { users } from '../../db/schema/users.js';

/** A review with what its public view needs: the author's name and the visit's date. */
export interface ReviewView {
  review: ReviewRow;
  authorName: string;
  /** Set once the author's account was deleted (§8.11): the review then shows 'Former member'. */
  authorDeletedAt: Date | null;
  visitDate: string;
}

/** Where a page of a gym's reviews ends: the last review's time and id (newest first). */
export interface ReviewPosition {
  createdAt: Date;
  id: string;
}

const viewColumns = { review: reviews, authorName: users.name, authorDeletedAt: users.deletedAt, visitDate: bookings.date };

function selectViews(db: Executor) {
  return db
    .select(viewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId));
}

/** The public gym's rating figures, or undefined when no public gym has that id. */
export async function findPublicGymRating(
  db: Executor,
  gymId: string,
): Promise<{ averageRating: number; totalRatings: number } | undefined> {
  const [row] = await db
    .select({ averageRating: gyms.averageRating, totalRatings: gyms.totalRatings })
    .from(gyms)
    .where(and(eq(gyms.id, gymId), eq(gyms.isActive, true), eq(gyms.isApproved, true)))
    .limit(1);
  return row;
}

/**
 * Locks the gym's row until the transaction ends, so reviews of one gym are written one after
 * another and each refreshGymRating below counts every review committed before it.
 */
export async function lockGym(tx: Executor, gymId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${gyms} where ${gyms.id} = ${gymId} for update`);
}

/** Sets the gym's average (one decimal) and count from its reviews; the gyms trigger records the change. */
export async function refreshGymRating(tx: Executor, gymId: string): Promise<void> {
  await tx.execute(sql`
    update ${gyms} set
      average_rating = coalesce((select round(avg(rating), 1) from ${reviews} where gym_id = ${gymId}), 0),
      total_ratings = (select count(*) from ${reviews} where gym_id = ${gymId})
    where ${gyms.id} = ${gymId}`);
}

/** Inserts the review, or answers undefined when the booking already has one. */
export async function insertUnlessReviewed(tx: Executor, row: NewReviewRow): Promise<ReviewRow | undefined> {
  const [inserted] = await tx.insert(reviews).values(row).onConflictDoNothing({ target: reviews.bookingId }).returning();
  return inserted;
}

export async function findViewById(db: Executor, id: string): Promise<ReviewView | undefined> {
  const [row] = await selectViews(db).where(eq(reviews.id, id)).limit(1);
  return row;
}

/** The review with the owner of its gym, for the owner's reply. */
export async function findWithGymOwner(db: Executor, id: string): Promise<{ review: ReviewRow; gymOwnerId: string } | undefined> {
  const [row] = await db
    .select({ review: reviews, gymOwnerId: gyms.ownerId })
    .from(reviews)
    .innerJoin(gyms, eq(gyms.id, reviews.gymId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row;
}

export async function setReply(db: Executor, id: string, text: string, at: Date): Promise<void> {
  await db.update(reviews).set({ replyText: text, repliedAt: at }).where(eq(reviews.id, id));
}

/**
 * Changes no value, but the gyms trigger records the update as a catalogue change of the gym, so
 * every process drops what it keeps per version of the gym (its first page of reviews).
 */
export async function markGymChanged(tx: Executor, gymId: string): Promise<void> {
  await tx.execute(sql`update ${gyms} set total_ratings = total_ratings where ${gyms.id} = ${gymId}`);
}

/**
 * Marks every gym the person reviewed as changed (the gyms trigger records it), so each process
 * drops its first page of their reviews: the author's name on them changes (§8.11).
 */
export async function markGymsReviewedByChanged(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`
    update ${gyms} set total_ratings = total_ratings
    where ${gyms.id} in (select ${reviews.gymId} from ${reviews} join ${bookings} on ${bookings.id} = ${reviews.bookingId} where ${bookings.userId} = ${userId})`);
}

/** Up to `limit` of the gym's reviews after `after`, newest first (ties by id). */
export async function findPage(db: Executor, gymId: string, limit: number, after?: ReviewPosition): Promise<ReviewView[]> {
  const before = after
    ? or(lt(reviews.createdAt, after.createdAt), and(eq(reviews.createdAt, after.createdAt), lt(reviews.id, after.id)))
    : undefined;
  return selectViews(db)
    .where(and(eq(reviews.gymId, gymId), before))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}
