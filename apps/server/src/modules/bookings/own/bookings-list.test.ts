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
  myBookings,
  quickBooker,
  sandboxPay,
  setClock,
  type Booker,
  type InitiateBody,
} from '../../../../test/booking-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';
import { payments } from '../../../db/schema/payments.js';
import type { GymRow } from '../../../db/schema/gyms.js';

let gym: GymRow;
const TUESDAY = addDays(MONDAY, 1);
const MINUTE = 60_000;

interface ListedBooking {
  _id: string;
  status: string;
  isPaid: boolean;
  otp?: number;
  holdExpiresAt?: string;
  order?: { id: string; amount: number; currency: string };
  checkout?: { provider: string; keyId: string; notes: { bookingId: string } };
}

const t = useTestApp();
beforeAll(async () => {
  ({ gym } = await bookableGym(t.database.db, { capacity: 5 }));
});
beforeEach(() => setClock(t, MONDAY_10_IST));

async function hold(booker: Booker, timeSlot: string): Promise<InitiateBody> {
  const res = await initiate(t, booker, { gymId: gym.id, bookingDate: TUESDAY, timeSlot });
  expect(res.statusCode).toBe(200);
  return res.json<InitiateBody>();
}

async function paid(booker: Booker, timeSlot: string): Promise<string> {
  const started = await hold(booker, timeSlot);
  const { payment } = (await sandboxPay(t, booker, started.bookingId, 'success')).json<{ payment: Record<string, string> }>();
  expect((await confirm(t, booker, { ...payment, bookingId: started.bookingId })).statusCode).toBe(200);
  return started.bookingId;
}

describe('GET /api/bookings/my-bookings (B3) and GET /api/bookings/:id', () => {
  it('lists paid bookings and live holds, newest first, and nothing cancelled or lapsed', async () => {
    const booker = await quickBooker(t);
    const confirmedId = await paid(booker, '06:00 AM');
    t.clock.advance(MINUTE);
    const cancelled = await hold(booker, '07:00 AM');
    await cancel(t, booker, cancelled.bookingId);
    const lapsed = await hold(booker, '08:00 AM');
    t.clock.advance(14 * MINUTE);
    const live = await hold(booker, '09:00 AM');
    t.clock.advance(2 * MINUTE);

    const res = await myBookings(t, booker);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; count: number; bookings: ListedBooking[] }>();
    expect(body.count).toBe(2);
    expect(body.bookings.map((booking) => booking._id)).toEqual([live.bookingId, confirmedId]);
    const [liveHold, confirmedBooking] = body.bookings;
    expect(liveHold).toMatchObject({
      status: 'held',
      isPaid: false,
      holdExpiresAt: live.holdExpiresAt,
      order: live.order,
      checkout: { provider: 'sandbox', keyId: 'rzp_test_sandbox', notes: { bookingId: live.bookingId } },
    });
    expect(liveHold?.otp).toBeUndefined();
    expect(confirmedBooking).toMatchObject({ status: 'confirmed', isPaid: true, otp: expect.any(Number) });
    expect(confirmedBooking).not.toHaveProperty('holdExpiresAt');
    expect(confirmedBooking).not.toHaveProperty('order');
    expect(body.bookings.map((booking) => booking._id)).not.toContain(lapsed.bookingId);
  });

  it('adds cancelled and refunded bookings with where their money is, when asked with include=cancelled', async () => {
    const booker = await quickBooker(t);
    const refundedId = await paid(booker, '10:00 AM');
    expect((await cancel(t, booker, refundedId)).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    // A refund the provider keeps refusing is finished by hand: to the booker it is still on its way.
    const owedId = await paid(booker, '02:00 PM');
    expect((await cancel(t, booker, owedId)).statusCode).toBe(200);
    await t.database.db.update(payments).set({ status: 'refund_failed' }).where(eq(payments.bookingId, owedId));
    t.clock.advance(MINUTE);
    const released = await hold(booker, '11:00 AM');
    await cancel(t, booker, released.bookingId);
    t.clock.advance(MINUTE);
    const confirmedId = await paid(booker, '12:00 PM');
    t.clock.advance(MINUTE);
    await hold(booker, '01:00 PM');
    t.clock.advance(15 * MINUTE);

    const url = '/api/bookings/my-bookings?include=cancelled';
    const res = await t.app.inject({ method: 'GET', url, headers: booker.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ count: number; bookings: (ListedBooking & { refundStatus?: string })[] }>();
    expect(body.bookings.map(({ _id, status, refundStatus }) => ({ _id, status, refundStatus }))).toEqual([
      { _id: confirmedId, status: 'confirmed', refundStatus: undefined },
      { _id: released.bookingId, status: 'cancelled', refundStatus: undefined },
      { _id: owedId, status: 'cancelled', refundStatus: 'pending' },
      { _id: refundedId, status: 'cancelled', refundStatus: 'refunded' },
    ]);
    expect(body.count).toBe(4);
    expect((await myBookings(t, booker)).json<{ count: number }>().count).toBe(1);
    const bad = await t.app.inject({ method: 'GET', url: '/api/bookings/my-bookings?include=everything', headers: booker.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'include must be cancelled' });
  });

  it('reads one own booking in any status, without the order once the hold has lapsed', async () => {
    const booker = await quickBooker(t);
    const started = await hold(booker, '10:00 AM');
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/bookings/${started.bookingId}`, headers: booker.headers })).json<{
        success: boolean;
        booking: ListedBooking;
      }>();
    expect((await read()).booking).toMatchObject({ status: 'held', order: started.order });
    t.clock.advance(15 * MINUTE + 1_000);
    const lapsed = (await read()).booking;
    expect(lapsed).toMatchObject({ status: 'held', isPaid: false, holdExpiresAt: started.holdExpiresAt });
    expect(lapsed).not.toHaveProperty('order');
    expect((await myBookings(t, booker)).json<{ count: number }>().count).toBe(0);
  });

  it('answers a malformed or over-long id with 404 Booking not found, never a 400 or 414', async () => {
    const booker = await quickBooker(t);
    const notFound = { success: false, message: 'Booking not found', error: 'Booking not found', code: 'bookingNotFound' };
    for (const id of ['abc', 'ABCDEFABCDEFABCDEFABCDEF', 'a'.repeat(101), 'f'.repeat(5_000), '%E2%9C%93']) {
      const read = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: booker.headers });
      expect([read.statusCode, read.json()], id.slice(0, 20)).toEqual([404, notFound]);
      const removed = await cancel(t, booker, id);
      expect([removed.statusCode, removed.json()], id.slice(0, 20)).toEqual([404, notFound]);
    }
  });

  it('is for users only: 401 without a session, 403 for owners and admins', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/bookings/my-bookings' })).statusCode).toBe(401);
    for (const role of ['gym_owner', 'admin'] as const) {
      const someone = await quickBooker(t, { role });
      expect((await myBookings(t, someone)).statusCode).toBe(403);
      expect((await cancel(t, someone, 'abcdefabcdefabcdefabcdef')).statusCode).toBe(403);
    }
  });
});
