import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { bookings } from '../../../db/schema/bookings.js';
import { gyms } from '../../../db/schema/gyms.js';
import { payments } from '../../../db/schema/payments.js';
import { users } from '../../../db/schema/users.js';
import { rowsOf } from '../../../db/rows.js';
import type { BookingFilterStatus } from '@gymslot/shared/booking-filter-schemas';
import type { PageKey } from '../../../lib/page-cursor.js';
import { selectViews, type BookingView } from '../bookings.repository.js';

// Keyset pages of the bookings owners and admins manage (§8.7 B5/B6 filters, decision 043).

export interface BookingPageFilter {
  /** Only these gyms; absent, every gym. */
  gymIds?: string[];
  /** The slot's IST date, or an inclusive range of them. */
  date?: string;
  from?: string;
  to?: string;
  /**
   * The front desk's Today (decision 067): slots on this IST date, or starting in this range (later
   * than `startsAfter`, up to and including `startsBy`: the slots whose check-in window is open).
   */
  today?: { date: string; startsAfter: Date; startsBy: Date };
  /** Absent: paid bookings, checked in or not. */
  status?: BookingFilterStatus;
  /** Rows strictly older than this (created_at desc, id desc). */
  after?: PageKey;
  limit: number;
}

/** Which bookings match, apart from the gym. Paid ones repeat the partial indexes' predicate so they serve it. */
function matching(filter: BookingPageFilter): SQL {
  const conditions: SQL[] = [];
  if (filter.status === 'refund_failed') {
    // The refund gave up after the booking was cancelled: few rows, found from their payments' own index.
    conditions.push(sql`${bookings.id} in (select ${payments.bookingId} from ${payments} where ${payments.status} = 'refund_failed')`);
  } else {
    conditions.push(sql`${bookings.status} = 'confirmed'`);
    if (filter.status !== undefined) conditions.push(sql`${bookings.isVerified} = ${filter.status === 'verified'}`);
  }
  if (filter.date !== undefined) conditions.push(sql`${bookings.date} = ${filter.date}`);
  if (filter.from !== undefined) conditions.push(sql`${bookings.date} >= ${filter.from}`);
  if (filter.to !== undefined) conditions.push(sql`${bookings.date} <= ${filter.to}`);
  if (filter.today !== undefined) {
    const { date, startsAfter, startsBy } = filter.today;
    conditions.push(
      sql`(${bookings.date} = ${date} or (${bookings.startsAt} > ${startsAfter.toISOString()}::timestamptz and ${bookings.startsAt} <= ${startsBy.toISOString()}::timestamptz))`,
    );
  }
  if (filter.after !== undefined) {
    conditions.push(sql`(${bookings.createdAt}, ${bookings.id}) < (${filter.after.createdAt}::timestamptz, ${filter.after.id})`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * The keys of one page, newest first. For a list of gyms, each gym's newest rows come from an
 * ordered index scan that stops after `limit` rows (a LATERAL join, one statement however many
 * gyms), and only those few are merged; `gym_id = any(...)` would read and sort every matching row.
 * `gymIds` must not be empty.
 */
export function pageKeysQuery(filter: BookingPageFilter): SQL {
  const newestFirst = sql`order by ${bookings.createdAt} desc, ${bookings.id} desc limit ${filter.limit}`;
  const asKeys = (from: SQL) =>
    sql`select page.id, to_char(page.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt" from (${from}) as page order by page.created_at desc, page.id desc limit ${filter.limit}`;
  const where = matching(filter);
  if (filter.gymIds === undefined) return asKeys(sql`select ${bookings.id}, ${bookings.createdAt} from ${bookings} where ${where} ${newestFirst}`);
  // Ids are ours (24 hex characters), so a comma-joined text is a safe single parameter.
  return asKeys(sql`
    select per_gym.id, per_gym.created_at from unnest(string_to_array(${filter.gymIds.join(',')}, ',')) as gym(id)
    cross join lateral (select ${bookings.id}, ${bookings.createdAt} from ${bookings} where ${bookings.gymId} = gym.id and ${where} ${newestFirst}) as per_gym`);
}

export async function findPageKeys(db: Executor, filter: BookingPageFilter): Promise<PageKey[]> {
  if (filter.gymIds?.length === 0) return [];
  return rowsOf<PageKey>(await db.execute(pageKeysQuery(filter)));
}

/** What the CSV export shows of a booking (booking-csv.ts), and its page key. */
export interface BookingExportRow {
  id: string;
  gymName: string;
  gymCity: string;
  date: string;
  timeSlot: string;
  customerName: string;
  /** Null for an account made with a mobile number only (§8.9). */
  customerEmail: string | null;
  amountPaise: number;
  status: string;
  isVerified: boolean;
  /** Instants as epoch milliseconds (whole, as a Date holds them). */
  verifiedAtMs: number | null;
  createdAtMs: number;
  /** The page key's created_at, to the microsecond, for the next page's cursor. */
  keyCreatedAt: string;
}

/**
 * One page of the CSV export (§8.7), newest first: the page's keys and the few columns the file
 * shows, in one statement, as plain values a line is built from without a mapper (issue 32).
 */
export async function findExportPage(db: Executor, filter: BookingPageFilter): Promise<BookingExportRow[]> {
  if (filter.gymIds?.length === 0) return [];
  const epochMs = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::float8`);
  // Each key's booking, gym and customer by primary key (LATERAL … LIMIT 1 keeps them lookups): a
  // hash join would read the whole bookings table for every page.
  const result = await db.execute(sql`
    select b.id, g.name as "gymName", g.city as "gymCity", to_char(b.date, 'YYYY-MM-DD') as date, b.time_slot as "timeSlot",
           u.name as "customerName", u.email as "customerEmail", b.amount_paise as "amountPaise", b.status, b.is_verified as "isVerified",
           ${epochMs('b.verified_at')} as "verifiedAtMs", ${epochMs('b.created_at')} as "createdAtMs", page_keys."createdAt" as "keyCreatedAt"
    from (${pageKeysQuery(filter)}) as page_keys
    cross join lateral (select * from ${bookings} where ${bookings.id} = page_keys.id limit 1) as b
    cross join lateral (select ${gyms.name}, ${gyms.city} from ${gyms} where ${gyms.id} = b.gym_id limit 1) as g
    cross join lateral (select ${users.name}, ${users.email} from ${users} where ${users.id} = b.user_id limit 1) as u
    order by b.created_at desc, b.id desc`);
  return rowsOf<BookingExportRow>(result);
}

/** The gyms an owner has now (a gym may have changed hands since it was booked). */
export async function findGymIdsOfOwner(db: Executor, ownerId: string): Promise<string[]> {
  const rows = await db.select({ id: gyms.id }).from(gyms).where(sql`${gyms.ownerId} = ${ownerId}`);
  return rows.map((row) => row.id);
}

/** The bookings of a page's keys, in the keys' order. */
export async function findViewsInOrder(db: Executor, keys: PageKey[]): Promise<BookingView[]> {
  if (keys.length === 0) return [];
  const views = await selectViews(db).where(inArray(bookings.id, keys.map((key) => key.id)));
  const byId = new Map(views.map((view) => [view.booking.id, view]));
  return keys.flatMap((key) => byId.get(key.id) ?? []);
}

/** The refund-failed payment of each of these bookings, by booking id. */
export async function findRefundFailedPayments(
  db: Executor,
  bookingIds: string[],
): Promise<Map<string, { id: string; refundAttempts: number }>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ id: payments.id, bookingId: payments.bookingId, refundAttempts: payments.refundAttempts })
    .from(payments)
    .where(sql`${payments.status} = 'refund_failed' and ${inArray(payments.bookingId, bookingIds)}`);
  return new Map(rows.map((row) => [row.bookingId, { id: row.id, refundAttempts: row.refundAttempts }]));
}
