import { addDays } from '@gymslot/shared/ist-time';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookableGym, MONDAY, MONDAY_10_IST, quickBooker, setClock, type Booker } from '../../../../test/booking-helpers.js';
import { createSiblingApp, useTestApp } from '../../../../test/test-app.js';
import { bookings } from '../../../db/schema/bookings.js';
import { createAvailabilityService } from '../../availability/availability.service.js';
import { createPriceBandsService } from '../../price-bands/price-bands.service.js';
import { createInitiationService } from './booking-initiation.service.js';

const PEOPLE = 100;
const CAPACITY = 5;

const t = useTestApp();
beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
});

async function crowd(): Promise<Booker[]> {
  const bookers: Booker[] = [];
  for (let i = 0; i < PEOPLE; i += 1) bookers.push(await quickBooker(t, { name: `Person ${i}` }));
  return bookers;
}

async function heldCount(gymId: string): Promise<number> {
  const rows = await t.database.db.select().from(bookings).where(and(eq(bookings.gymId, gymId), eq(bookings.status, 'held')));
  return rows.length;
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe(`${PEOPLE} people initiating the same slot at once (capacity ${CAPACITY})`, () => {
  it(`grants exactly ${CAPACITY} holds and tells everyone else the slot is full`, async () => {
    const { gym } = await bookableGym(t.database.db, { capacity: CAPACITY });
    const bookers = await crowd();
    const body = { gymId: gym.id, bookingDate: addDays(MONDAY, 1), timeSlot: '06:00 PM' };
    const replies = await Promise.all(
      bookers.map((booker) => t.app.inject({ method: 'POST', url: '/api/bookings/initiate', headers: booker.headers, payload: body })),
    );
    expect(tally(replies.map((reply) => reply.statusCode))).toEqual({ 200: CAPACITY, 409: PEOPLE - CAPACITY });
    expect(new Set(replies.filter((reply) => reply.statusCode === 409).map((reply) => reply.json<{ error: string }>().error))).toEqual(
      new Set(['This slot is full']),
    );
    expect(await heldCount(gym.id)).toBe(CAPACITY);
  });

  // A service instance per request: no two share the in-process queue, so every request reaches the
  // locked check at the same time, as if each came to its own process.
  it('grants exactly the capacity when every request has its own service instance', async () => {
    const { gym } = await bookableGym(t.database.db, { capacity: CAPACITY });
    const bookers = await crowd();
    const body = { gymId: gym.id, bookingDate: addDays(MONDAY, 3), timeSlot: '08:00 AM' };
    const deps = { database: t.database, clock: t.clock, paymentProvider: t.paymentProvider, config: t.config };
    const outcomes = await Promise.allSettled(
      bookers.map((booker) => {
        const availability = createAvailabilityService(deps, createPriceBandsService(deps));
        return createInitiationService(deps, availability).initiate({ ...booker.user, role: 'user' }, body, 'en');
      }),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(CAPACITY);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : []));
    expect(new Set(refusals)).toEqual(new Set(['Error: This slot is full']));
    expect(await heldCount(gym.id)).toBe(CAPACITY);
  });

  // Each app stands for a server process: its own connection pool, its own memory. Only the
  // database's lock is shared, so only it can keep the count right.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL)).each([2, 5])('holds across %i app instances sharing one PostgreSQL database', async (instances) => {
    const siblings = await Promise.all(Array.from({ length: instances - 1 }, () => createSiblingApp(t, 8)));
    try {
      const apps = [t.app, ...siblings.map((sibling) => sibling.app)];
      const { gym } = await bookableGym(t.database.db, { capacity: CAPACITY });
      const bookers = await crowd();
      const body = { gymId: gym.id, bookingDate: addDays(MONDAY, 2), timeSlot: '07:00 AM' };
      const replies = await Promise.all(
        bookers.map((booker, i) =>
          (apps[i % apps.length] ?? t.app).inject({ method: 'POST', url: '/api/bookings/initiate', headers: booker.headers, payload: body }),
        ),
      );
      expect(tally(replies.map((reply) => reply.statusCode))).toEqual({ 200: CAPACITY, 409: PEOPLE - CAPACITY });
      expect(await heldCount(gym.id)).toBe(CAPACITY);
    } finally {
      await Promise.all(siblings.map((sibling) => sibling.close()));
    }
  });
});
