import { managedBookingListReplySchema, type ManagedBookingListReply } from '@gymslot/shared/booking-schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MONDAY_10_IST, setClock } from '../../../../test/booking-helpers.js';
import { insertBookingRow } from '../../../../test/booking-rows.js';
import { castOf, signIn, type Cast, type SignedIn } from '../../../../test/owner-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';
import { bookings, type BookingRow, type NewBookingRow } from '../../../db/schema/bookings.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { payments } from '../../../db/schema/payments.js';
import { createGym } from '../../../db/factories.js';
import { newId } from '../../../lib/ids.js';
import { encodePageCursor } from '../../../lib/page-cursor.js';

// §8.7 B5/B6 filters and keyset paging (decision 043).

let cast: Cast;
let pune: GymRow;
let mumbai: GymRow;
let elsewhere: GymRow;
const rows: Record<string, BookingRow> = {};

const D1 = '2030-03-01';
const D2 = '2030-03-02';
const D3 = '2030-03-05';
const minute = (n: number) => new Date(Date.UTC(2030, 1, 20, 6, n));

const t = useTestApp();
beforeAll(async () => {
  // Dates are taken up to two years after today (issue 26), so today is in 2030 like the bookings.
  setClock(t, MONDAY_10_IST);
  cast = await castOf(t);
  const db = t.database.db;
  pune = await createGym(db, { ownerId: cast.owner.account.id, name: 'Pune Power' });
  mumbai = await createGym(db, { ownerId: cast.owner.account.id, name: 'Bandra Barbell', city: 'Mumbai' });
  elsewhere = await createGym(db, { ownerId: cast.otherOwner.account.id, name: 'Elsewhere Fitness' });

  const add = async (key: string, gym: GymRow, date: string, slot: string, createdMinute: number, extra: Partial<NewBookingRow> = {}) => {
    rows[key] = await insertBookingRow(db, gym, cast.user.account.id, { status: 'confirmed', date, timeSlot: slot, createdAt: minute(createdMinute), ...extra });
  };
  await add('p1', pune, D1, '06:00 AM', 1);
  await add('p2', pune, D1, '07:00 AM', 2, { isVerified: true, verifiedAt: minute(30) });
  await add('m1', mumbai, D1, '06:00 AM', 3);
  await add('p3', pune, D2, '06:00 AM', 4);
  await add('m2', mumbai, D3, '06:00 AM', 5, { isVerified: true });
  await add('held', pune, D1, '08:00 AM', 6, { status: 'held' });
  await add('owed', pune, D1, '09:00 AM', 7, { status: 'cancelled' });
  await add('e1', elsewhere, D1, '06:00 AM', 8);
  // Two rows made in the same millisecond, and one a microsecond later: the id and the cursor's microseconds keep them apart.
  await add('tieA', pune, D2, '07:00 AM', 9);
  await add('tieB', pune, D2, '08:00 AM', 9);
  await add('micro', pune, D2, '09:00 AM', 9);
  await db.execute(sql`update ${bookings} set created_at = created_at + interval '1 microsecond' where id = ${rows.micro?.id}`);
  await db.insert(payments).values({
    id: `pay_${newId()}`,
    bookingId: rows.owed?.id ?? '',
    provider: 'sandbox',
    orderId: `order_${newId()}`,
    amountPaise: pune.pricePerHourPaise,
    status: 'refund_failed',
    refundAttempts: 5,
  });
});

const get = (url: string, who: SignedIn) => t.app.inject({ method: 'GET', url, headers: who.headers });

async function listOf(url: string, who: SignedIn): Promise<ManagedBookingListReply> {
  const res = await get(url, who);
  expect(res.statusCode, res.body).toBe(200);
  return managedBookingListReplySchema.parse(res.json());
}

const ids = (reply: ManagedBookingListReply) => reply.bookings.map((booking) => booking._id);
const idsOf = (...keys: string[]) => keys.map((key) => rows[key]?.id);
// Same-millisecond rows come newest id first.
const tiesNewestFirst = () => idsOf('tieA', 'tieB').sort().reverse();

describe('B5 filters', () => {
  it('narrows to one IST slot date across the owner\'s gyms, newest first, and says there is no next page', async () => {
    const reply = await listOf(`/api/bookings/all-bookings?date=${D1}`, cast.owner);
    expect(ids(reply)).toEqual(idsOf('m1', 'p2', 'p1'));
    expect(reply).toMatchObject({ count: 3, limit: 50, truncated: false, nextCursor: null });
  });

  it('takes an inclusive range of dates', async () => {
    const reply = await listOf(`/api/bookings/all-bookings?from=${D1}&to=${D2}`, cast.owner);
    expect(ids(reply)).toEqual([...idsOf('micro'), ...tiesNewestFirst(), ...idsOf('p3', 'm1', 'p2', 'p1')]);
    expect(ids(await listOf(`/api/bookings/all-bookings?from=${D3}`, cast.owner))).toEqual(idsOf('m2'));
    expect(ids(await listOf(`/api/bookings/all-bookings?to=${D1}`, cast.owner))).toEqual(idsOf('m1', 'p2', 'p1'));
  });

  it('narrows to one of the owner\'s gyms', async () => {
    expect(ids(await listOf(`/api/bookings/all-bookings?gymId=${mumbai.id}`, cast.owner))).toEqual(idsOf('m2', 'm1'));
  });

  it('narrows by status: pending, verified, or refund failed (without the payment, which is for admins)', async () => {
    const pending = await listOf(`/api/bookings/all-bookings?status=pending&date=${D1}`, cast.owner);
    expect(ids(pending)).toEqual(idsOf('m1', 'p1'));
    expect(ids(await listOf('/api/bookings/all-bookings?status=verified', cast.owner))).toEqual(idsOf('m2', 'p2'));
    const failed = await listOf('/api/bookings/all-bookings?status=refund_failed', cast.owner);
    expect(ids(failed)).toEqual(idsOf('owed'));
    expect(failed.bookings[0]).not.toHaveProperty('refund');
    expect(failed.bookings[0]).not.toHaveProperty('otp');
  });

  it('keeps today\'s reply exactly when no filter is given (no nextCursor)', async () => {
    const res = await get('/api/bookings/all-bookings', cast.owner);
    expect(Object.keys(res.json<object>())).toEqual(['success', 'count', 'bookings', 'limit', 'truncated']);
    expect(res.json()).toMatchObject({ limit: 500, count: 8 });
  });
});

describe('B6 filters', () => {
  it('covers every gym, or one gym of anyone\'s', async () => {
    expect(ids(await listOf(`/api/bookings/all?date=${D1}`, cast.admin))).toEqual(idsOf('e1', 'm1', 'p2', 'p1'));
    expect(ids(await listOf(`/api/bookings/all?gymId=${elsewhere.id}`, cast.admin))).toEqual(idsOf('e1'));
  });

  it('gives admins the failed refund\'s payment to make by hand', async () => {
    const reply = await listOf('/api/bookings/all?status=refund_failed', cast.admin);
    expect(ids(reply)).toEqual(idsOf('owed'));
    expect(reply.bookings[0]?.refund).toMatchObject({ status: 'refund_failed', attempts: 5 });
  });
});

describe('keyset paging', () => {
  async function walk(url: string, who: SignedIn, between?: () => Promise<void>): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const reply = await listOf(`${url}${cursor ? `&cursor=${cursor}` : ''}`, who);
      expect(reply.truncated).toBe(reply.nextCursor !== null);
      seen.push(...ids(reply));
      cursor = reply.nextCursor;
      await between?.();
    } while (cursor);
    return seen;
  }

  it('walks every row once, in the same order as one big page, while new bookings arrive', async () => {
    const whole = ids(await listOf('/api/bookings/all-bookings?limit=100', cast.owner));
    expect(whole).toHaveLength(8);
    let slot = 0;
    const bookMore = async () => {
      slot += 1;
      await insertBookingRow(t.database.db, pune, cast.user.account.id, {
        status: 'confirmed',
        date: '2030-04-01',
        timeSlot: `${String(slot).padStart(2, '0')}:00 PM`,
        createdAt: new Date(Date.UTC(2030, 1, 21)),
      });
    };
    const paged = await walk('/api/bookings/all-bookings?limit=2', cast.owner, bookMore);
    expect(paged).toEqual(whole);
    expect(new Set(paged).size).toBe(paged.length);
  });

  it('pages a date too, through the same-millisecond rows', async () => {
    const paged = await walk(`/api/bookings/all-bookings?date=${D2}&limit=1`, cast.owner);
    expect(paged).toEqual([...idsOf('micro'), ...tiesNewestFirst(), ...idsOf('p3')]);
  });

  it("never shows another owner's bookings, whatever cursor they send", async () => {
    const first = await listOf('/api/bookings/all-bookings?limit=1', cast.owner);
    expect(first.nextCursor).toEqual(expect.any(String));
    const theirs = await listOf(`/api/bookings/all-bookings?cursor=${first.nextCursor}`, cast.otherOwner);
    expect(ids(theirs)).toEqual(idsOf('e1'));
    // Ahead of every row, yet inside the API's date window (a cursor outside it is a 400, issue 26).
    const fromTheFuture = encodePageCursor({ createdAt: '2032-01-01T00:00:00.000000Z', id: 'f'.repeat(24) });
    expect(ids(await listOf(`/api/bookings/all-bookings?cursor=${fromTheFuture}`, cast.otherOwner))).toEqual(idsOf('e1'));
  });
});

describe('permissions and bad parameters', () => {
  it("refuses another owner's gym (403) and an unknown one (404)", async () => {
    const foreign = await get(`/api/bookings/all-bookings?gymId=${elsewhere.id}`, cast.owner);
    expect(foreign.statusCode).toBe(403);
    for (const gymId of ['a'.repeat(24), 'not-an-id']) {
      const unknown = await get(`/api/bookings/all-bookings?gymId=${gymId}`, cast.owner);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: 'Gym not found' });
    }
    const ownerWithoutGyms = await signIn(t, 'gym_owner');
    expect(await listOf(`/api/bookings/all-bookings?date=${D1}`, ownerWithoutGyms)).toMatchObject({ count: 0, nextCursor: null });
  });

  it.each([
    ['date=2030-02-30', 'date must be a date written YYYY-MM-DD'],
    ['date=tomorrow', 'date must be a date written YYYY-MM-DD'],
    ['from=2030-03-02&to=2030-03-01', 'from must not be after to'],
    [`date=${D1}&from=${D1}`, 'Give date, or from and to, not both'],
    ['status=cancelled', 'status must be pending, verified or refund_failed'],
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=2.5', 'limit must be a whole number from 1 to 100'],
    ['limit=ten', 'limit must be a whole number from 1 to 100'],
    ['cursor=not!base64', 'Invalid cursor'],
    [`cursor=${Buffer.from('{"a":1}').toString('base64url')}`, 'Invalid cursor'],
    [`cursor=${Buffer.from('["2030-01-01T00:00:00Z","x"]').toString('base64url')}`, 'Invalid cursor'],
    [`cursor=${encodePageCursor({ createdAt: '2030-13-45T00:00:00.000000Z', id: 'a'.repeat(24) })}`, 'Invalid cursor'],
    [`cursor=${'A'.repeat(300)}`, 'Invalid cursor'],
  ])('answers %s with 400 and a clear message', async (query, message) => {
    for (const path of ['/api/bookings/all-bookings', '/api/bookings/all-bookings.csv']) {
      const res = await get(`${path}?${query}`, cast.owner);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, error: message });
    }
    expect((await get(`/api/bookings/all?${query}`, cast.admin)).statusCode).toBe(400);
  });
});
