import { busyHoursReplySchema, type BusyHoursReply } from '@gymslot/shared/busy-hours-schemas';
import { addDays, type DayOfWeek } from '@gymslot/shared/ist-time';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookableGym, MONDAY, MONDAY_10_IST, setClock } from '../../../test/booking-helpers.js';
import { insertBookingRow } from '../../../test/booking-rows.js';
import { useTestApp } from '../../../test/test-app.js';
import type { BookingRow, NewBookingRow } from '../../db/schema/bookings.js';
import { gyms, type GymRow } from '../../db/schema/gyms.js';
import type { UserRow } from '../../db/schema/users.js';
import { createUser } from '../../db/factories.js';
import { BUSY_HOURS_CACHE_MS } from './busy-hours.service.js';

const t = useTestApp();
let people: UserRow[];

beforeAll(async () => {
  people = await Promise.all(Array.from({ length: 4 }, (_, index) => createUser(t.database.db, { email: `busy${index}@example.com` })));
});
// Monday 10:00 IST: the window is the 56 whole days before MONDAY.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  setClock(t, MONDAY_10_IST);
});
afterEach(() => {
  vi.useRealTimers();
});

/** `count` different people's bookings of one slot, paid unless the overrides say otherwise. */
function book(gym: GymRow, date: string, timeSlot: string, count: number, overrides: Partial<NewBookingRow> = {}): Promise<BookingRow[]> {
  return Promise.all(
    people.slice(0, count).map((person) => insertBookingRow(t.database.db, gym, person.id, { status: 'confirmed', date, timeSlot, ...overrides })),
  );
}

async function busyHours(gymId: string): Promise<BusyHoursReply> {
  const res = await t.app.inject({ method: 'GET', url: `/api/gyms/${gymId}/busy-hours` });
  expect(res.statusCode, res.body).toBe(200);
  return busyHoursReplySchema.parse(res.json());
}

/** The hours of the reply that are not 0, as 'Day hour: level'. */
function busy(reply: BusyHoursReply): string[] {
  return reply.hours.filter((hour) => hour.level > 0).map((hour) => `${hour.dayOfWeek} ${hour.hour}: ${hour.level}`);
}

const levelAt = (reply: BusyHoursReply, dayOfWeek: DayOfWeek, hour: number) =>
  reply.hours.find((entry) => entry.dayOfWeek === dayOfWeek && entry.hour === hour)?.level;

describe('GET /api/gyms/{id}/busy-hours (§8.4a)', () => {
  it('answers every hour of the week with level 0 and weeks 0 for a gym nobody has visited', async () => {
    const { gym } = await bookableGym(t.database.db);
    const reply = await busyHours(gym.id);
    expect(reply.weeks).toBe(0);
    expect(reply.hours).toHaveLength(7 * 24);
    expect(reply.hours[0]).toEqual({ dayOfWeek: 'Monday', hour: 0, level: 0 });
    expect(reply.hours.at(-1)).toEqual({ dayOfWeek: 'Sunday', hour: 23, level: 0 });
    expect(busy(reply)).toEqual([]);
  });

  it('averages the paid visits of each hour over the weeks since the first, as a share of the capacity', async () => {
    const { gym } = await bookableGym(t.database.db, { capacity: 4 });
    // Four Tuesdays back (the first 27 days ago, so 4 weeks): 7 AM full every week, 6 PM one person a week.
    for (const weeksBack of [1, 2, 3, 4]) {
      const tuesday = addDays(MONDAY, 1 - 7 * weeksBack);
      await book(gym, tuesday, '07:00 AM', 4);
      await book(gym, tuesday, '06:00 PM', 1);
    }
    // One Saturday evening: 3 people once in 4 weeks is 3/16 of the capacity.
    await book(gym, addDays(MONDAY, -2), '07:30 PM', 3);

    const reply = await busyHours(gym.id);
    expect(reply.weeks).toBe(4);
    expect(busy(reply)).toEqual(['Tuesday 7: 4', 'Tuesday 18: 2', 'Saturday 19: 1']);
  });

  it('scales with the capacity: the same crowd is quieter in a bigger gym', async () => {
    const { gym: big } = await bookableGym(t.database.db, { capacity: 20 });
    const { gym: small } = await bookableGym(t.database.db, { capacity: 2 });
    for (const gym of [big, small]) await book(gym, addDays(MONDAY, -7), '08:00 AM', 4);

    expect(levelAt(await busyHours(big.id), 'Monday', 8)).toBe(1);
    expect(levelAt(await busyHours(small.id), 'Monday', 8)).toBe(4);
  });

  it('counts check-ins, but not unpaid, cancelled or refunded bookings, nor those older than 8 weeks or from today on', async () => {
    const { gym } = await bookableGym(t.database.db, { capacity: 4 });
    const wednesday = addDays(MONDAY, -5);
    await book(gym, wednesday, '09:00 AM', 1, { isVerified: true, verifiedAt: new Date(`${wednesday}T03:35:00Z`) });
    await book(gym, wednesday, '10:00 AM', 1, { status: 'cancelled', cancelledAt: MONDAY_10_IST });
    await book(gym, wednesday, '11:00 AM', 1, { status: 'refunded' });
    await book(gym, wednesday, '12:00 PM', 1, { status: 'expired' });
    await book(gym, wednesday, '01:00 PM', 1, { status: 'held', holdExpiresAt: new Date(MONDAY_10_IST.getTime() + 60_000) });
    await book(gym, addDays(MONDAY, -57), '09:00 AM', 4); // a Sunday just outside the 8 weeks
    await book(gym, MONDAY, '06:00 PM', 4); // today, still to come
    await book(gym, addDays(MONDAY, 2), '09:00 AM', 4);

    const reply = await busyHours(gym.id);
    expect(reply.weeks).toBe(1);
    expect(busy(reply)).toEqual(['Wednesday 9: 2']);
  });

  it('buckets by the IST weekday and hour, whatever the server’s time zone', async () => {
    const { gym } = await bookableGym(t.database.db, { capacity: 1 });
    // Tuesday 12:00 AM IST is Monday 18:30 UTC; Sunday 11:00 PM IST is Sunday 17:30 UTC.
    await book(gym, addDays(MONDAY, -6), '12:00 AM', 1);
    await book(gym, addDays(MONDAY, -1), '11:00 PM', 1);
    expect(busy(await busyHours(gym.id))).toEqual(['Tuesday 0: 4', 'Sunday 23: 4']);
  });

  it('reuses a gym’s counts for a few minutes, but not its capacity', async () => {
    const { gym } = await bookableGym(t.database.db, { capacity: 4 });
    await book(gym, addDays(MONDAY, -7), '08:00 AM', 1);
    expect(busy(await busyHours(gym.id))).toEqual(['Monday 8: 2']);

    await book(gym, addDays(MONDAY, -7), '09:00 AM', 1);
    await t.database.db.update(gyms).set({ capacity: 1 }).where(eq(gyms.id, gym.id));
    expect(busy(await busyHours(gym.id))).toEqual(['Monday 8: 4']);

    setClock(t, new Date(MONDAY_10_IST.getTime() + BUSY_HOURS_CACHE_MS));
    expect(busy(await busyHours(gym.id))).toEqual(['Monday 8: 4', 'Monday 9: 4']);
  });

  it('answers an unknown, malformed, inactive or unapproved gym with 404 Gym not found.', async () => {
    const { gym: inactive } = await bookableGym(t.database.db, { isActive: false });
    const { gym: unapproved } = await bookableGym(t.database.db, { isApproved: false });
    for (const id of [inactive.id, unapproved.id, 'abcdefabcdefabcdefabcdef', 'not-an-id']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/gyms/${id}/busy-hours` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Gym not found.' });
    }
  });
});
