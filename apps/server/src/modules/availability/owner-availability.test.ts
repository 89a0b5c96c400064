import { eq } from 'drizzle-orm';
import { ownerAvailabilityReplySchema } from '@gymslot/shared/owner-availability-schemas';
import { istDate } from '@gymslot/shared/ist-time';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { castOf, expectPermissionMatrix, type Cast } from '../../../test/owner-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { dateAvailability, recurringAvailability } from '../../db/schema/availability.js';
import { bookings } from '../../db/schema/bookings.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { createGym } from '../../db/factories.js';
import { newId } from '../../lib/ids.js';

let cast: Cast;
let gym: GymRow;

// 19:00 UTC on 20 November is 00:30 IST on 21 November: "today" is the 21st.
const NOW = new Date('2026-11-20T19:00:00Z');
const TODAY = '2026-11-21';

/** Moves the test clock to NOW (the clock itself only knows how to advance). */
function setClockToNow(): void {
  t.clock.advance(NOW.getTime() - t.clock.now().getTime());
}

const t = useTestApp();
beforeAll(async () => {
  // Sessions start on the test clock too, so they stay live whatever today's real date is.
  setClockToNow();
  cast = await castOf(t);
  gym = await createGym(t.database.db, { ownerId: cast.owner.account.id });
});

beforeEach(setClockToNow);

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

function expectError(res: { statusCode: number; json: () => unknown }, status: number, message: string): void {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ success: false, message, error: message });
}

describe('GET /api/availability/owner/:gymId/all (V2) and /admin/:gymId/all (V3)', () => {
  let listed: GymRow;

  beforeAll(async () => {
    listed = await createGym(t.database.db, { ownerId: cast.owner.account.id, isActive: false });
    const db = t.database.db;
    await db.insert(dateAvailability).values([
      { id: newId(), gymId: listed.id, date: '2026-11-25', availableSlots: [] },
      { id: newId(), gymId: listed.id, date: '2026-11-01', availableSlots: ['09:00 AM'] },
      { id: newId(), gymId: listed.id, date: '2026-11-22', availableSlots: ['06:00 PM', '07:00 PM'] },
    ]);
    await db.insert(recurringAvailability).values([
      { id: newId(), gymId: listed.id, dayOfWeek: 'Sunday', startTime: '08:00 AM', endTime: '10:00 AM' },
      { id: newId(), gymId: listed.id, dayOfWeek: 'Monday', startTime: '09:00 AM', endTime: '05:00 PM' },
    ]);
  });

  it('V2 is for the owner of that gym and admins', async () => {
    await expectPermissionMatrix(t, cast, (headers) => get(`/api/availability/owner/${listed.id}/all`, headers), {
      loggedOut: 401,
      user: 403,
      otherOwner: 403,
      owner: 200,
      admin: 200,
    });
  });

  it('V3 is for admins only, any gym', async () => {
    await expectPermissionMatrix(t, cast, (headers) => get(`/api/availability/admin/${listed.id}/all`, headers), {
      loggedOut: 401,
      user: 403,
      otherOwner: 403,
      owner: 403,
      admin: 200,
    });
  });

  it('lists every stored date, past ones too, by date, and the weekly entries Monday first', async () => {
    for (const [url, headers] of [
      [`/api/availability/owner/${listed.id}/all`, cast.owner.headers],
      [`/api/availability/admin/${listed.id}/all`, cast.admin.headers],
    ] as const) {
      const body = ownerAvailabilityReplySchema.parse((await get(url, headers)).json());
      expect(body.message).toBe('Gym availability fetched successfully');
      expect(body.dateSpecific.map((entry) => [entry.date, entry.availableSlots])).toEqual([
        ['2026-11-01', ['09:00 AM']],
        ['2026-11-22', ['06:00 PM', '07:00 PM']],
        ['2026-11-25', []],
      ]);
      expect(body.recurring.map((entry) => [entry.dayOfWeek, entry.startTime, entry.endTime])).toEqual([
        ['Monday', '09:00 AM', '05:00 PM'],
        ['Sunday', '08:00 AM', '10:00 AM'],
      ]);
    }
  });

  it('answers a malformed or unknown gym with 404, in each call’s own words', async () => {
    for (const id of ['short', 'abcdefabcdefabcdefabcdef']) {
      expectError(await get(`/api/availability/owner/${id}/all`, cast.owner.headers), 404, 'Gym not found');
      expectError(await get(`/api/availability/admin/${id}/all`, cast.admin.headers), 404, 'Gym not found.');
    }
  });
});

describe('POST /api/availability/set (V4)', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    gymId: gym.id,
    date: '2026-11-23',
    startTime: '9:00 am',
    endTime: '12:00 PM',
    ...overrides,
  });
  const set = (headers: Record<string, string>, payload: unknown) => post('/api/availability/set', headers, payload);

  it('is for the owner of that gym and admins', async () => {
    await expectPermissionMatrix(t, cast, (headers) => set(headers, body()), {
      loggedOut: 401,
      user: 403,
      otherOwner: 403,
      owner: 200,
      admin: 200,
    });
  });

  it('replaces the day with hourly slots, and the public view (V1) shows them', async () => {
    const res = await set(cast.owner.headers, body({ date: '2026-11-24' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Availability set',
      availability: { _id: expect.any(String), gymId: gym.id, date: '2026-11-24', availableSlots: ['09:00 AM', '10:00 AM', '11:00 AM'] },
    });
    const again = await set(cast.owner.headers, body({ date: '2026-11-24', startTime: '06:00 PM', endTime: '08:00 pm' }));
    expect(again.json()).toMatchObject({ availability: { _id: res.json<{ availability: { _id: string } }>().availability._id } });
    const publicView = await get(`/api/availability/user/${gym.id}/all`, {});
    const entry = publicView.json<{ dateSpecific: { date: string; availableSlots: string[] }[] }>().dateSpecific.find(
      (item) => item.date === '2026-11-24',
    );
    expect(entry?.availableSlots).toEqual(['06:00 PM', '07:00 PM']);
  });

  it('judges "past" in IST: the UTC date is past, the IST date is today', async () => {
    expect(istDate(t.clock.now())).toBe(TODAY);
    expectError(await set(cast.owner.headers, body({ date: '2026-11-20' })), 400, 'Cannot set availability for past dates');
    expect((await set(cast.owner.headers, body({ date: TODAY })).then((res) => res.statusCode))).toBe(200);
  });

  it('answers bad input in the contract words', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ gymId: undefined }, 'Missing required fields'],
      [{ endTime: '' }, 'Missing required fields'],
      [{ date: '23-11-2026' }, 'Invalid date format'],
      [{ date: '2026-11-31' }, 'Invalid date format'],
      [{ startTime: '13:00 PM' }, 'Invalid time format'],
      [{ endTime: 'noon' }, 'Invalid time format'],
      [{ startTime: '05:00 PM', endTime: '05:00 PM' }, 'Start time must be before end time'],
      [{ startTime: '10:00 PM', endTime: '12:00 AM' }, 'Start time must be before end time'],
    ];
    for (const [overrides, message] of cases) expectError(await set(cast.owner.headers, body(overrides)), 400, message);
  });

  it('answers an unknown gym with 404', async () => {
    expectError(await set(cast.admin.headers, body({ gymId: 'abcdefabcdefabcdefabcdef' })), 404, 'Gym not found');
  });

  it('keeps the bookings already made for that date', async () => {
    const bookingId = newId();
    await t.database.db.insert(bookings).values({
      id: bookingId,
      userId: cast.user.account.id,
      gymId: gym.id,
      gymOwnerId: gym.ownerId,
      date: '2026-11-26',
      timeSlot: '07:00 AM',
      startsAt: new Date('2026-11-26T01:30:00Z'),
      amountPaise: gym.pricePerHourPaise,
      status: 'confirmed',
      paymentId: `pay_${newId()}`,
      otp: 123_456,
      paidAt: NOW,
    });
    expect((await set(cast.owner.headers, body({ date: '2026-11-26' }))).statusCode).toBe(200);
    const [kept] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(kept).toMatchObject({ status: 'confirmed', timeSlot: '07:00 AM' });
  });
});
