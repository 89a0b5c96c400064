import { outsideDateWindowMessage } from '@gymslot/shared/date-window';
import { addDays } from '@gymslot/shared/ist-time';
import { availabilityMessages } from '@gymslot/shared/owner-availability-schemas';
import { PAYOUT_MONTH_WINDOW_MESSAGE } from '@gymslot/shared/payout-schemas';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GymRow } from '../../src/db/schema/gyms.js';
import { bookableGym, MONDAY, MONDAY_10_IST, setClock } from '../booking-helpers.js';
import { castOf, type Cast } from '../owner-helpers.js';
import { useTestApp } from '../test-app.js';

// Issue 26, finding 1: every date, month and cursor the API takes lies between 2020-01-01 and two
// years after today (IST). Far-off ones hung a process (insights), stored a row for the year 9999
// (availability) or made PostgreSQL fail: a 500 and an error in the log (payouts, cursors, filters).

const LATEST = '2032-06-10'; // Two years after MONDAY, the clock's date.
const lines: string[] = [];
const t = useTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
let cast: Cast;
let gym: GymRow;

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  cast = await castOf(t);
  ({ gym } = await bookableGym(t.database.db, { ownerId: cast.owner.account.id }));
});

// A refused date is the caller's mistake: never worth an error-level line that pages someone.
afterEach(() => {
  const errors = lines.map((line) => JSON.parse(line) as { level: number; msg?: string }).filter((line) => line.level >= 50);
  lines.length = 0;
  expect(errors).toEqual([]);
});

const get = (url: string, headers: Record<string, string> = cast.owner.headers) => t.app.inject({ method: 'GET', url, headers });

function expectRefused(res: LightMyRequestResponse, message: string): void {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ success: false, message, error: message });
}

const base64url = (text: string) => Buffer.from(text).toString('base64url');

describe('dates outside the window are a 400 that says so', () => {
  it('refuses insights for a range past the window or before it, for one gym and for all of them', async () => {
    const cases: [string, string][] = [
      ['from=9999-12-31&to=9999-12-31', outsideDateWindowMessage('from')],
      ['from=0001-01-01&to=0001-01-01', outsideDateWindowMessage('from')],
      [`from=${LATEST}&to=${addDays(LATEST, 1)}`, outsideDateWindowMessage('to')],
    ];
    for (const [query, message] of cases) {
      expectRefused(await get(`/api/gyms/${gym.id}/insights?${query}`), message);
      expectRefused(await get(`/api/owner/insights?${query}`), message);
    }
    const last = await get(`/api/owner/insights?from=${addDays(LATEST, -365)}&to=${LATEST}`);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json<{ revenueByDay: unknown[] }>().revenueByDay).toHaveLength(366);
  });

  it('refuses a payouts month before 2020 or more than two years ahead, as the statement too', async () => {
    for (const month of ['0001-01', '2019-12', '9999-12', '2032-07']) {
      expectRefused(await get(`/api/owner/payouts?month=${month}`), PAYOUT_MONTH_WINDOW_MESSAGE);
      expectRefused(await get(`/api/owner/payouts/statement.csv?month=${month}`), PAYOUT_MONTH_WINDOW_MESSAGE);
    }
    for (const month of ['2020-01', '2032-06']) expect((await get(`/api/owner/payouts?month=${month}`)).statusCode).toBe(200);
  });

  it('refuses opening hours for a date more than two years ahead, and stores nothing', async () => {
    const set = (date: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/availability/set',
        headers: cast.owner.headers,
        payload: { gymId: gym.id, date, startTime: '09:00 AM', endTime: '10:00 AM' },
      });
    expectRefused(await set('9999-12-31'), availabilityMessages.tooFarAhead);
    expectRefused(await set(addDays(LATEST, 1)), availabilityMessages.tooFarAhead);
    expect((await set(LATEST)).statusCode).toBe(200);
    const stored = (await get(`/api/availability/owner/${gym.id}/all`)).json<{ dateSpecific: { date: string }[] }>();
    expect(stored.dateSpecific.map((entry) => entry.date)).toEqual([LATEST]);
  });

  it("refuses the gym page's slots for a date outside the window, to anyone", async () => {
    const slots = (date: string) => get(`/api/availability/user/${gym.id}/slots?date=${date}`, {});
    expectRefused(await slots('9999-12-31'), outsideDateWindowMessage('date'));
    expectRefused(await slots('0001-01-01'), outsideDateWindowMessage('date'));
    expectRefused(await slots(addDays(LATEST, 1)), outsideDateWindowMessage('date'));
    expect((await slots(LATEST)).statusCode).toBe(200);
  });

  it("refuses the bookings filters' dates outside the window", async () => {
    for (const url of ['/api/bookings/all-bookings', '/api/bookings/all-bookings.csv']) {
      expectRefused(await get(`${url}?date=0000-01-01`), outsideDateWindowMessage('date'));
      expectRefused(await get(`${url}?from=${MONDAY}&to=9999-12-31`), outsideDateWindowMessage('to'));
    }
    expect((await get(`/api/bookings/all-bookings?from=2020-01-01&to=${LATEST}`)).statusCode).toBe(200);
  });
});

describe('any two dates of the years 0000 to 9999', () => {
  const anyDate = fc
    .date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
    .map((instant) => instant.toISOString().slice(0, 10));
  // Most ranges the window takes lie near its ends: 2020-01-01 and two years after today.
  const nearAnEnd = fc.tuple(fc.constantFrom('2020-01-01', LATEST), fc.integer({ min: -400, max: 400 })).map(([end, days]) => addDays(end, days));
  const date = fc.oneof(anyDate, nearAnEnd);

  it('get insights inside the window, else a 400: never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(date, date, async (from, to) => {
        const res = await get(`/api/owner/insights?from=${from}&to=${to}`);
        expect([200, 400], `${from}..${to}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
        if (res.statusCode === 200) expect(from >= '2020-01-01' && to <= LATEST).toBe(true);
      }),
      { seed: 20_261_126, numRuns: 60 },
    );
  });
});

describe('cursors naming an instant outside the window are Invalid cursor, never a 500', () => {
  it("refuses a gym's review cursor from the year 33658 or before 2020, to anyone", async () => {
    for (const ms of ['999999999999999', '253402300800000', '0']) {
      expectRefused(await get(`/api/gyms/${gym.id}/reviews?cursor=${base64url(`${ms}.${gym.id}`)}`, {}), 'Invalid cursor');
    }
    const now = t.clock.now().getTime();
    expect((await get(`/api/gyms/${gym.id}/reviews?cursor=${base64url(`${now}.${gym.id}`)}`, {})).statusCode).toBe(200);
  });

  it('refuses a bookings or messages page cursor from the year 0000 or 9999', async () => {
    for (const instant of ['0000-01-01T00:00:00.000000Z', '9999-12-31T23:59:59.999999Z']) {
      const cursor = base64url(JSON.stringify([instant, gym.id]));
      expectRefused(await get(`/api/bookings/all-bookings?cursor=${cursor}`), 'Invalid cursor');
      expectRefused(await get(`/api/admin/messages?cursor=${cursor}`, cast.admin.headers), 'Invalid cursor');
    }
  });
});
