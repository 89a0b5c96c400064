import { addDays, istDate } from '@gymslot/shared/ist-time';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client.js';
import { bookings } from '../src/db/schema/bookings.js';
import { createUser } from '../src/db/factories.js';
import { systemClock } from '../src/lib/clock.js';
import { SESSION_COOKIE } from '../src/modules/auth/authentication.js';
import { createSessionService } from '../src/modules/auth/sessions.service.js';

// Fixtures for tests that talk to real server processes over HTTP: those run on the system clock,
// so slots are a few days from today rather than on the in-process tests' fixed Monday.

/** A bookable date inside the booking horizon, `days` ahead of today in IST. */
export function daysFromToday(days: number): string {
  return addDays(istDate(new Date()), days);
}

export interface HttpBooker {
  userId: string;
  headers: Record<string, string>;
}

/** Users with sessions made straight in the database, ready to send with an Origin of `origin`. */
export async function httpBookers(db: Executor, count: number, origin: string): Promise<HttpBooker[]> {
  const sessions = createSessionService(db, systemClock);
  const bookers: HttpBooker[] = [];
  for (let i = 0; i < count; i += 1) {
    const user = await createUser(db, { name: `Booker ${i}` });
    const { token } = await sessions.start(user.id);
    bookers.push({ userId: user.id, headers: { cookie: `${SESSION_COOKIE}=${token}`, origin, 'content-type': 'application/json' } });
  }
  return bookers;
}

export interface PostReply {
  status: number;
  body: Record<string, unknown>;
}

/** A JSON POST as the booker; network failures (a killed server) come back as status 0. */
export async function postAs(baseUrl: string, booker: HttpBooker, url: string, body: unknown): Promise<PostReply> {
  try {
    const res = await fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: booker.headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  } catch {
    return { status: 0, body: {} };
  }
}

/** Places a slot has given away: paid bookings plus holds that have not run out. */
export async function takenPlaces(db: Executor, gymId: string, date: string, timeSlot: string): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.gymId, gymId),
        eq(bookings.date, date),
        eq(bookings.timeSlot, timeSlot),
        sql`(${bookings.status} = 'confirmed' or (${bookings.status} = 'held' and ${bookings.holdExpiresAt} > now()))`,
      ),
    );
  return rows[0]?.count ?? 0;
}
