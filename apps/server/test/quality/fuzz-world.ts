import { sql } from 'drizzle-orm';
import { addDays, istDate } from '@gymslot/shared/ist-time';
import type { UserRow } from '../../src/db/schema/users.js';
import { createUser } from '../../src/db/factories.js';
import { bookableGym, bookAndPay, signedInAs } from '../booking-helpers.js';
import type { TestApp } from '../test-app.js';
import type { KnownValues } from './fuzz-arbitraries.js';

export const roles = ['loggedOut', 'user', 'owner', 'otherOwner', 'admin'] as const;
export type FuzzRole = (typeof roles)[number];

export interface FuzzWorld {
  known: KnownValues;
  /** Cookie and same-origin headers of the role; a fresh session each call when `fresh` is set. */
  headersFor(role: FuzzRole, fresh?: boolean): Promise<Record<string, string>>;
}

/** One account of every role, a gym each for two owners (open daily), and a paid booking. */
export async function seedWorld(t: TestApp): Promise<FuzzWorld> {
  const db = t.database.db;
  const { gym, owner } = await bookableGym(db, { name: 'Fuzz Gym' });
  const other = await bookableGym(db, { name: 'Other Fuzz Gym' });
  const accounts: Record<Exclude<FuzzRole, 'loggedOut'>, UserRow> = {
    user: await createUser(db, { name: 'Fuzz User' }),
    owner,
    otherOwner: other.owner,
    admin: await createUser(db, { role: 'admin', name: 'Fuzz Admin' }),
  };
  const sessions = new Map<FuzzRole, Record<string, string>>();
  for (const role of roles) {
    sessions.set(role, role === 'loggedOut' ? { origin: t.config.publicOrigin } : (await signedInAs(t, accounts[role])).headers);
  }
  const date = addDays(istDate(t.clock.now()), 2);
  const booker = await signedInAs(t, accounts.user);
  const { bookingId } = await bookAndPay(t, booker, { gymId: gym.id, date, timeSlot: '10:00 AM' });
  return {
    known: { gymId: gym.id, otherGymId: other.gym.id, bookingId, date },
    async headersFor(role, fresh = false) {
      if (fresh && role !== 'loggedOut') return (await signedInAs(t, accounts[role])).headers;
      return sessions.get(role) ?? {};
    },
  };
}

/**
 * Left out of the fingerprint, because they change on requests that are rightly refused:
 * rate_limits counts refused log-ins and OTP guesses by design. Sessions are fingerprinted by id
 * and owner only, since expiry slides forward on use; a session made or dropped still shows.
 */
const EXCLUDED = new Set(['rate_limits']);
const COLUMNS: Record<string, string> = { sessions: 'id, user_id' };

export type Fingerprint = Map<string, string>;

/** Builds one statement that returns a row count and an md5 of every row, per table. */
export async function fingerprinter(t: TestApp): Promise<() => Promise<Fingerprint>> {
  const db = t.database.db;
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`),
  )
    .map((row) => row.table_name)
    .filter((name) => !EXCLUDED.has(name))
    .sort();
  const statement = tables
    .map((name) => {
      const source = COLUMNS[name] ? `(select ${COLUMNS[name]} from "${name}")` : `"${name}"`;
      return `select '${name}' as name, count(*) || ':' || coalesce(md5(string_agg(r::text, ',' order by r::text)), '') as print from ${source} r`;
    })
    .join(' union all ');
  return async () => {
    const rows = rowsOf<{ name: string; print: string }>(await db.execute(sql.raw(statement)));
    return new Map(rows.map((row) => [row.name, row.print]));
  };
}

/**
 * The last fingerprint taken, reused as the "before" of the next write while nothing can have
 * changed since: only a rejected write leaves it current, so any other request drops it.
 */
export function fingerprintCache(take: () => Promise<Fingerprint>) {
  let last: Fingerprint | undefined;
  return {
    before: async () => (last ??= await take()),
    after: async () => (last = await take()),
    drop: () => {
      last = undefined;
    },
  };
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...before.keys()].filter((name) => before.get(name) !== after.get(name));
}

// node-postgres answers execute() with a result object, PGlite's drizzle driver likewise; both hold rows.
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
