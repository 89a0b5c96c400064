import { insightsReplySchema, type InsightsReply } from '@gymslot/shared/insights-schemas';
import { addDays } from '@gymslot/shared/ist-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDateSlots, bookableGym, MONDAY, MONDAY_10_IST, setClock } from '../../../test/booking-helpers.js';
import { insertBookingRow } from '../../../test/booking-rows.js';
import { castOf, expectPermissionMatrix, signIn, type Cast } from '../../../test/owner-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import type { NewBookingRow } from '../../db/schema/bookings.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { createGym, createUser } from '../../db/factories.js';

// The clock is Monday 2030-06-10, 10:00 IST; the range Friday 06-07 to Tuesday 06-11.
const FROM = addDays(MONDAY, -3);
const TO = addDays(MONDAY, 1);
const SATURDAY = addDays(MONDAY, -2);
const SUNDAY = addDays(MONDAY, -1);

const t = useTestApp();
let cast: Cast;
/** The owner's big gym: 5 places an hour, open 06:00 AM–11:00 PM every day (17 slots). */
let main: GymRow;
/** The owner's small gym: 2 places, open only on Sunday at 05:00 and 06:00 AM, ₹500 an hour. */
let small: GymRow;

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  cast = await castOf(t);
  const db = t.database.db;
  ({ gym: main } = await bookableGym(db, { ownerId: cast.owner.account.id, capacity: 5 }));
  small = await createGym(db, { ownerId: cast.owner.account.id, capacity: 2, pricePerHourPaise: 50_000 });
  await addDateSlots(db, small.id, SUNDAY, ['05:00 AM', '06:00 AM']);
  const { gym: strangers } = await bookableGym(db, { ownerId: cast.otherOwner.account.id });
  const person = () => createUser(db).then((user) => user.id);
  const book = async (gym: GymRow, date: string, timeSlot: string, overrides: Partial<NewBookingRow> = {}) =>
    insertBookingRow(db, gym, await person(), { status: 'confirmed', date, timeSlot, ...overrides });

  // Saturday 7 AM: three paid, one checked in; a paid booking cancelled (refunded); holds that never paid.
  await book(main, SATURDAY, '07:00 AM', { isVerified: true, verifiedAt: MONDAY_10_IST });
  await book(main, SATURDAY, '07:00 AM');
  await book(main, SATURDAY, '07:00 AM');
  await book(main, SATURDAY, '08:00 AM', { status: 'cancelled', cancelledAt: MONDAY_10_IST });
  await book(main, SATURDAY, '08:00 AM', { status: 'cancelled', paidAt: null, paymentId: null });
  await book(main, SATURDAY, '08:00 AM', { status: 'expired' });
  // Today: the 9 AM slot ended at 10:00 (a no-show), the 10 AM one is running; a payment that came too late was refunded.
  await book(main, MONDAY, '09:00 AM');
  await book(main, MONDAY, '10:00 AM');
  await book(main, MONDAY, '11:00 AM', { status: 'refunded', paidAt: null });
  // Sunday 05:00 AM IST is still Saturday in UTC: it belongs to Sunday.
  await book(small, SUNDAY, '05:00 AM', { isVerified: true, verifiedAt: MONDAY_10_IST });
  // Outside the range, and another owner's gym: never counted.
  await book(main, addDays(FROM, -1), '07:00 AM');
  await book(main, addDays(TO, 1), '07:00 AM');
  await book(strangers, SATURDAY, '07:00 AM');
});

const gymInsights = (gymId: string, headers: Record<string, string>, query = `from=${FROM}&to=${TO}`) =>
  t.app.inject({ method: 'GET', url: `/api/gyms/${gymId}/insights?${query}`, headers });
const ownerInsights = (headers: Record<string, string>, query = `from=${FROM}&to=${TO}`) =>
  t.app.inject({ method: 'GET', url: `/api/owner/insights?${query}`, headers });

async function replyOf(res: Awaited<ReturnType<typeof gymInsights>>): Promise<InsightsReply> {
  expect(res.statusCode, res.body).toBe(200);
  return insightsReplySchema.parse(res.json());
}

/** The hours of the week with bookings, as 'Day hour: bookings'. */
const busyHours = (reply: InsightsReply) =>
  reply.bookingsByHour.filter((entry) => entry.bookings > 0).map((entry) => `${entry.dayOfWeek} ${entry.hour}: ${entry.bookings}`);

describe('GET /api/gyms/{id}/insights (§8.7)', () => {
  it("is for the gym's owner and admins; another owner and a user are refused, logged out is 401", async () => {
    await expectPermissionMatrix(t, cast, (headers) => gymInsights(main.id, headers), {
      loggedOut: 401,
      user: 403,
      otherOwner: 403,
      owner: 200,
      admin: 200,
    });
  });

  it('answers 404 for an unknown or malformed gym id', async () => {
    for (const id of ['0'.repeat(24), 'not-an-id']) {
      const res = await gymInsights(id, cast.owner.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Gym not found' });
    }
  });

  it('adds up one gym by IST date and hour, zero on every day and hour without bookings', async () => {
    const reply = await replyOf(await gymInsights(main.id, cast.owner.headers));
    expect(reply.revenueByDay).toEqual([
      { date: FROM, amount: 0 },
      { date: SATURDAY, amount: 597 },
      { date: SUNDAY, amount: 0 },
      { date: MONDAY, amount: 398 },
      { date: TO, amount: 0 },
    ]);
    expect(reply.occupancyByDay).toEqual([FROM, SATURDAY, SUNDAY, MONDAY, TO].map((date, index) => ({
      date,
      booked: [0, 3, 0, 2, 0][index],
      capacity: 5 * 17,
    })));
    expect(reply.bookingsByHour).toHaveLength(7 * 24);
    expect(reply.bookingsByHour[0]).toEqual({ dayOfWeek: 'Monday', hour: 0, bookings: 0 });
    expect(busyHours(reply)).toEqual(['Monday 9: 1', 'Monday 10: 1', 'Saturday 7: 3']);
    // Checked in: one. No-shows: Saturday's two and today's 9 AM, whose hour is over; not the running 10 AM.
    expect({ checkIns: reply.checkIns, noShows: reply.noShows, refunds: reply.refunds }).toEqual({ checkIns: 1, noShows: 3, refunds: 2 });
  });

  it('gives an admin the same figures as the owner', async () => {
    expect(await replyOf(await gymInsights(main.id, cast.admin.headers))).toEqual(await replyOf(await gymInsights(main.id, cast.owner.headers)));
  });

  it('counts capacity from the date entries that replace the weekly hours', async () => {
    const reply = await replyOf(await gymInsights(small.id, cast.owner.headers));
    expect(reply.occupancyByDay.map((day) => day.capacity)).toEqual([0, 0, 4, 0, 0]);
    expect(reply.revenueByDay.find((day) => day.date === SUNDAY)?.amount).toBe(500);
    expect(busyHours(reply)).toEqual(['Sunday 5: 1']);
  });
});

describe("GET /api/owner/insights (§8.7): all of an owner's gyms", () => {
  it('is for gym owners only', async () => {
    await expectPermissionMatrix(t, cast, ownerInsights, { loggedOut: 401, user: 403, admin: 403, owner: 200 });
  });

  it("adds up every gym of the caller's and none of anyone else's", async () => {
    const reply = await replyOf(await ownerInsights(cast.owner.headers));
    expect(reply.revenueByDay.map((day) => day.amount)).toEqual([0, 597, 500, 398, 0]);
    expect(reply.occupancyByDay.map((day) => [day.booked, day.capacity])).toEqual([
      [0, 85],
      [3, 85],
      [1, 85 + 4],
      [2, 85],
      [0, 85],
    ]);
    expect(busyHours(reply)).toEqual(['Monday 9: 1', 'Monday 10: 1', 'Saturday 7: 3', 'Sunday 5: 1']);
    expect({ checkIns: reply.checkIns, noShows: reply.noShows, refunds: reply.refunds }).toEqual({ checkIns: 2, noShows: 3, refunds: 2 });
  });

  it('gives an owner of another gym only that gym, and an owner of none zeros on every day', async () => {
    const other = await replyOf(await ownerInsights(cast.otherOwner.headers));
    expect(other.occupancyByDay.map((day) => day.booked)).toEqual([0, 1, 0, 0, 0]);
    const { headers } = await signIn(t, 'gym_owner');
    const empty = await replyOf(await ownerInsights(headers));
    expect(empty.revenueByDay).toEqual([FROM, SATURDAY, SUNDAY, MONDAY, TO].map((date) => ({ date, amount: 0 })));
    expect(empty.occupancyByDay.every((day) => day.booked === 0 && day.capacity === 0)).toBe(true);
    expect({ checkIns: empty.checkIns, noShows: empty.noShows, refunds: empty.refunds }).toEqual({ checkIns: 0, noShows: 0, refunds: 0 });
  });
});

describe('the range rules', () => {
  it.each([
    ['', 'from is required, as YYYY-MM-DD'],
    [`from=${FROM}`, 'to is required, as YYYY-MM-DD'],
    [`from=2030-02-30&to=${TO}`, 'from must be a date, as YYYY-MM-DD'],
    [`from=${TO}&to=${FROM}`, 'from must be on or before to'],
    [`from=2030-01-01&to=2031-01-02`, 'Choose at most 366 days'],
  ])('refuses %j with a 400 that says why', async (query, message) => {
    for (const res of [await gymInsights(main.id, cast.owner.headers, query), await ownerInsights(cast.owner.headers, query)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, error: message });
    }
  });

  it('takes one day, and 366 days (a leap year), every day in the reply', async () => {
    expect((await replyOf(await gymInsights(main.id, cast.owner.headers, `from=${MONDAY}&to=${MONDAY}`))).revenueByDay).toEqual([
      { date: MONDAY, amount: 398 },
    ]);
    const year = await replyOf(await ownerInsights(cast.owner.headers, 'from=2028-01-01&to=2028-12-31'));
    expect(year.revenueByDay).toHaveLength(366);
    expect(year.occupancyByDay.at(-1)?.date).toBe('2028-12-31');
  });
});
