import { deskBookingListReplySchema } from '@gymslot/shared/booking-schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../../../test/booking-helpers.js';
import { insertBookingRow } from '../../../../test/booking-rows.js';
import { castOf, type Cast } from '../../../../test/owner-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';
import type { BookingRow } from '../../../db/schema/bookings.js';
import { createGym } from '../../../db/factories.js';

// Issue 31, item 6 (decision 067): the front desk's Today (B5 `day=today`) is computed on the
// server: slots on today's IST date, and any slot whose check-in window (§8.1: from 60 minutes
// before the slot until it ends) is open now, whatever its date. The tests run with TZ=UTC, where
// every IST evening after 05:30 PM is already the next UTC day.

const MON = '2030-06-10';
const TUE = '2030-06-11';
const WED = '2030-06-12';
const rows: Record<string, BookingRow> = {};
let cast: Cast;

const t = useTestApp();
beforeAll(async () => {
  setClock(t, new Date(`${MON}T04:30:00Z`));
  cast = await castOf(t);
  const db = t.database.db;
  const gym = await createGym(db, { ownerId: cast.owner.account.id, name: 'Night Owl Gym' });
  const add = async (key: string, date: string, timeSlot: string) => {
    rows[key] = await insertBookingRow(db, gym, cast.user.account.id, { status: 'confirmed', date, timeSlot });
  };
  await add('monMorning', MON, '06:00 AM');
  await add('monLate', MON, '11:00 PM');
  await add('tueMidnight', TUE, '12:00 AM');
  await add('tueEarly', TUE, '01:00 AM');
  await add('tueEvening', TUE, '07:00 PM');
  await add('wedMidnight', WED, '12:00 AM');
});

/** The Today list's bookings, by fixture name, at an IST instant given in UTC. */
async function todayAt(instantUtc: string): Promise<string[]> {
  setClock(t, new Date(instantUtc));
  const res = await t.app.inject({ method: 'GET', url: '/api/bookings/all-bookings?day=today&limit=100', headers: cast.owner.headers });
  expect(res.statusCode, res.body).toBe(200);
  const found = new Set(deskBookingListReplySchema.parse(res.json()).bookings.map((booking) => booking._id));
  return Object.entries(rows)
    .filter(([, row]) => found.has(row.id))
    .map(([key]) => key)
    .sort();
}

describe("the front desk's Today across midnight (B5 day=today)", () => {
  it("at 11:45 PM IST has today's bookings and tomorrow's 12:00 AM slot, whose check-in is open", async () => {
    // 18:15 UTC on Monday is 11:45 PM IST on Monday.
    expect(await todayAt(`${MON}T18:15:00Z`)).toEqual(['monLate', 'monMorning', 'tueMidnight']);
  });

  it("at 12:20 AM IST has the new day's bookings and its 01:00 AM slot; yesterday's 11:00 PM slot ended at midnight", async () => {
    // 18:50 UTC on Monday is 12:20 AM IST on Tuesday: the UTC date is still Monday.
    expect(await todayAt(`${MON}T18:50:00Z`)).toEqual(['tueEarly', 'tueEvening', 'tueMidnight']);
  });

  it('at 10:59 PM IST does not yet have the midnight slot: its check-in opens at 11:00 PM', async () => {
    // 17:29 UTC on Tuesday is 10:59 PM IST on Tuesday.
    expect(await todayAt(`${TUE}T17:29:00Z`)).toEqual(['tueEarly', 'tueEvening', 'tueMidnight']);
    // One minute later, 11:00 PM IST, Wednesday's 12:00 AM slot opens for check-in.
    expect(await todayAt(`${TUE}T17:30:00Z`)).toEqual(['tueEarly', 'tueEvening', 'tueMidnight', 'wedMidnight']);
  });

  it("is refused with dates beside it: Today is the server's own day", async () => {
    setClock(t, new Date(`${MON}T04:30:00Z`));
    const res = await t.app.inject({ method: 'GET', url: `/api/bookings/all-bookings?day=today&date=${MON}`, headers: cast.owner.headers });
    expect(res.statusCode).toBe(400);
  });
});
