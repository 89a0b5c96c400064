import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { bookings } from '../../db/schema/bookings.js';
import { reviewPromptDays } from '../../db/schema/review-prompt-days.js';
import { reviews } from '../../db/schema/reviews.js';

/** Which visits 'Rate your visit' may be about now, and the IST day a person gets at most one on. */
export interface PromptWindow {
  /** The earliest and latest slot start of a visit whose slot has ended within the window. */
  from: Date;
  to: Date;
  /** Today in IST, 'YYYY-MM-DD'. */
  today: string;
}

/**
 * A checked-in visit of a person (not the demo seed's) inside the window, with no review and no
 * prompt settled yet. The first line is the partial index's predicate, repeated so the planner
 * uses it; the window bounds the range it reads.
 */
function visitDue(window: PromptWindow) {
  return and(
    sql`${bookings.status} = 'confirmed' and ${bookings.isVerified} and ${bookings.reviewPromptSentAt} is null and not ${bookings.seeded}`,
    gte(bookings.startsAt, window.from),
    lte(bookings.startsAt, window.to),
    sql`not exists (select 1 from ${reviews} where ${reviews.bookingId} = ${bookings.id})`,
  );
}

/** Up to `limit` people with a visit due who were not prompted today: the query, whose plan a test reads. */
export function peopleDueQuery(db: Executor, window: PromptWindow, limit: number) {
  return db
    .select({ userId: bookings.userId })
    .from(bookings)
    .where(
      and(
        visitDue(window),
        sql`not exists (select 1 from ${reviewPromptDays} where ${reviewPromptDays.userId} = ${bookings.userId} and ${reviewPromptDays.promptedOn} >= ${window.today}::date)`,
      ),
    )
    .groupBy(bookings.userId)
    .limit(limit);
}

export async function findPeopleDue(db: Executor, window: PromptWindow, limit: number): Promise<string[]> {
  return (await peopleDueQuery(db, window, limit)).map((row) => row.userId);
}

/**
 * Claims today's prompt of the person, if they have a visit due: true for exactly one caller among
 * any number of processes, whichever visit each was about to prompt. The key is the person, so a
 * second caller waits on the first's row and then finds today already taken.
 */
export async function claimPersonDay(db: Executor, userId: string, window: PromptWindow): Promise<boolean> {
  const claimed = await db.execute(sql`
    insert into ${reviewPromptDays} (user_id, prompted_on)
    select ${userId}, ${window.today}::date
    where exists (select 1 from ${bookings} where ${bookings.userId} = ${userId} and ${visitDue(window)})
    on conflict (user_id) do update set prompted_on = excluded.prompted_on
      where ${reviewPromptDays.promptedOn} < excluded.prompted_on
    returning user_id`);
  return rowsOf(claimed).length > 0;
}

/**
 * Settles the prompt of every visit of the person that is due (mailed about the latest, or passed
 * over), so none is mailed later. Their ids, the latest visit first.
 */
export async function settleDueVisits(db: Executor, userId: string, window: PromptWindow, now: Date): Promise<string[]> {
  const settled = await db
    .update(bookings)
    .set({ reviewPromptSentAt: now })
    .where(and(eq(bookings.userId, userId), visitDue(window)))
    .returning({ id: bookings.id, startsAt: bookings.startsAt });
  return settled.sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime()).map((row) => row.id);
}
