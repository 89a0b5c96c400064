import { UNPAID_HOLDS_MESSAGE } from '@gymslot/shared/booking-schemas';
import { addDays } from '@gymslot/shared/ist-time';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookableGym,
  cancel,
  confirm,
  initiate,
  MONDAY,
  MONDAY_10_IST,
  quickBooker,
  setClock,
  type Booker,
  type InitiateBody,
} from '../../../../test/booking-helpers.js';
import { useFakeRazorpay } from '../../../../test/fake-razorpay.js';
import { useTestApp } from '../../../../test/test-app.js';
import { bookings } from '../../../db/schema/bookings.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { initiateRateLimit } from './booking-initiation.service.js';

const fake = useFakeRazorpay();
const t = useTestApp(() => fake.env());
let gyms: GymRow[];
const TUESDAY = addDays(MONDAY, 1);
const MINUTE = 60_000;

beforeAll(async () => {
  gyms = [];
  for (let i = 0; i < 4; i += 1) gyms.push((await bookableGym(t.database.db, { capacity: 1, pricePerHourPaise: 20_000 })).gym);
});
beforeEach(() => setClock(t, MONDAY_10_IST));

const gymAt = (index: number): GymRow => {
  const gym = gyms[index];
  if (!gym) throw new Error(`no gym ${index}`);
  return gym;
};

const hold = (booker: Booker, gym: GymRow, timeSlot: string, date = TUESDAY) =>
  initiate(t, booker, { gymId: gym.id, bookingDate: date, timeSlot });

const ordersCreated = () => fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/orders').length;

describe('unpaid holds per person (API contract §8.1)', () => {
  it('allows 3 live unpaid holds across gyms and refuses a 4th until one is paid, cancelled or runs out', async () => {
    const booker = await quickBooker(t);
    const holds: InitiateBody[] = [];
    for (const index of [0, 1, 2]) {
      const res = await hold(booker, gymAt(index), '06:00 AM');
      expect(res.statusCode).toBe(200);
      holds.push(res.json<InitiateBody>());
    }
    const fourth = await hold(booker, gymAt(3), '06:00 AM');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({ success: false, message: UNPAID_HOLDS_MESSAGE, error: UNPAID_HOLDS_MESSAGE, code: 'unpaidHolds' });
    expect(UNPAID_HOLDS_MESSAGE).toBe('You have 3 unpaid bookings. Pay for or cancel one first.');
    // The refused hold kept no place: someone else can take gym 3's only one.
    expect((await hold(await quickBooker(t), gymAt(3), '07:00 AM')).statusCode).toBe(200);

    const [first, second] = holds;
    if (!first || !second) throw new Error('holds missing');
    const { result } = fake.pay(first.order.id);
    expect((await confirm(t, booker, { ...result, bookingId: first.bookingId })).statusCode).toBe(200);
    expect((await hold(booker, gymAt(3), '06:00 AM')).statusCode).toBe(200);
    expect((await hold(booker, gymAt(3), '08:00 AM')).statusCode).toBe(409);

    expect((await cancel(t, booker, second.bookingId)).statusCode).toBe(200);
    expect((await hold(booker, gymAt(3), '08:00 AM')).statusCode).toBe(200);
    expect((await hold(booker, gymAt(3), '09:00 AM')).statusCode).toBe(409);

    // Every hold runs out 15 minutes on: all places are free again.
    t.clock.advance(16 * MINUTE);
    expect((await hold(booker, gymAt(3), '09:00 AM')).statusCode).toBe(200);
  });

  it('counts holds asked for at the same moment exactly: 6 parallel requests for 6 slots give 3 holds', async () => {
    const booker = await quickBooker(t);
    const slots = ['10:00 AM', '11:00 AM', '12:00 PM', '01:00 PM', '02:00 PM', '03:00 PM'];
    const replies = await Promise.all(slots.map((slot, i) => hold(booker, gymAt(i % 4), slot)));
    expect(replies.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    const live = await t.database.db.select().from(bookings).where(eq(bookings.userId, booker.user.id));
    expect(live.filter((row) => row.status === 'held')).toHaveLength(3);
  });

  it('still says "You already have this slot" for a second hold of the same slot', async () => {
    const booker = await quickBooker(t);
    expect((await hold(booker, gymAt(0), '04:00 PM')).statusCode).toBe(200);
    expect((await hold(booker, gymAt(0), '04:00 PM')).json()).toMatchObject({ error: 'You already have this slot' });
  });
});

describe('holding the same slot again (decision 018)', () => {
  it('reuses the order and keeps the first hold\'s expiry when a hold is cancelled and taken again', async () => {
    const booker = await quickBooker(t);
    const before = ordersCreated();
    const first = (await hold(booker, gymAt(1), '05:00 PM')).json<InitiateBody>();
    t.clock.advance(5 * MINUTE);
    expect((await cancel(t, booker, first.bookingId)).statusCode).toBe(200);
    const again = (await hold(booker, gymAt(1), '05:00 PM')).json<InitiateBody>();
    expect(again.bookingId).not.toBe(first.bookingId);
    expect(again.order).toEqual(first.order);
    expect(again.holdExpiresAt).toBe(first.holdExpiresAt);
    expect(ordersCreated() - before).toBe(1);

    // A payment on that order, even from the first checkout, pays for the hold that has it now.
    const { result } = fake.pay(first.order.id);
    const paid = await confirm(t, booker, { ...result, bookingId: again.bookingId });
    expect(paid.statusCode).toBe(200);
    expect((await confirm(t, booker, { ...result, bookingId: first.bookingId })).json()).toMatchObject({
      error: 'Order does not match this booking',
    });
  });

  it('gives a fresh 15 minutes, on the same order, once the earlier hold has run out', async () => {
    const booker = await quickBooker(t);
    const first = (await hold(booker, gymAt(2), '06:00 PM')).json<InitiateBody>();
    t.clock.advance(16 * MINUTE);
    const again = (await hold(booker, gymAt(2), '06:00 PM')).json<InitiateBody>();
    expect(again.order.id).toBe(first.order.id);
    // The test clock runs on with real time, so "15 minutes from now" is allowed a moment.
    const fresh = new Date(again.holdExpiresAt).getTime() - t.clock.now().getTime();
    expect(fresh).toBeGreaterThan(15 * MINUTE - 5_000);
    expect(fresh).toBeLessThanOrEqual(15 * MINUTE);
  });

  it('makes a new order when the earlier one was paid (and refunded) or the price changed', async () => {
    const booker = await quickBooker(t);
    const first = (await hold(booker, gymAt(3), '07:00 PM')).json<InitiateBody>();
    expect((await cancel(t, booker, first.bookingId)).statusCode).toBe(200);
    const { result } = fake.pay(first.order.id);
    // Paid after the cancellation: refunded, so that order is spent.
    expect((await confirm(t, booker, { ...result, bookingId: first.bookingId })).statusCode).toBe(409);
    const again = (await hold(booker, gymAt(3), '07:00 PM')).json<InitiateBody>();
    expect(again.order.id).not.toBe(first.order.id);

    expect((await cancel(t, booker, again.bookingId)).statusCode).toBe(200);
    await t.database.db.update(bookings).set({ amountPaise: 25_000 }).where(eq(bookings.id, again.bookingId));
    const third = (await hold(booker, gymAt(3), '07:00 PM')).json<InitiateBody>();
    expect(third.order.id).not.toBe(again.order.id);
  });
});

describe('initiate rate limit', () => {
  it(`allows ${initiateRateLimit.limit} calls per person in 10 minutes, creating no new order for repeats`, async () => {
    const booker = await quickBooker(t);
    const before = ordersCreated();
    for (let i = 0; i < initiateRateLimit.limit; i += 1) {
      const res = await hold(booker, gymAt(0), '08:00 PM');
      expect(res.statusCode).toBe(200);
      expect((await cancel(t, booker, res.json<InitiateBody>().bookingId)).statusCode).toBe(200);
    }
    const limited = await hold(booker, gymAt(0), '08:00 PM');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ error: string }>().error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(ordersCreated() - before).toBe(1);
    // Someone else is not affected, and the person may go on once the window has passed.
    expect((await hold(await quickBooker(t), gymAt(0), '09:00 PM')).statusCode).toBe(200);
    t.clock.advance(initiateRateLimit.windowMs);
    expect((await hold(booker, gymAt(0), '08:00 PM')).statusCode).toBe(200);
  });
});
