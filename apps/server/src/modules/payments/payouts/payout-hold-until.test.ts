import { addDays } from '@gymslot/shared/ist-time';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookableGym, initiate, MONDAY, MONDAY_10_IST, quickBooker, setClock, type InitiateBody } from '../../../../test/booking-helpers.js';
import { useFakeRazorpay } from '../../../../test/fake-razorpay.js';
import { paidRouteBooking, payoutOf } from '../../../../test/payout-helpers.js';
import { createTestApp, useTestApp, type TestApp } from '../../../../test/test-app.js';
import type { GymRow } from '../../../db/schema/gyms.js';

// §8.8 payouts reach an end: the order's held transfer carries on_hold_until, the slot's end plus
// NO_SHOW_RELEASE_HOURS in Unix seconds, so Razorpay releases a no-show's share by itself.

const fake = useFakeRazorpay();
const t = useTestApp(() => fake.env());
const TUESDAY = addDays(MONDAY, 1);
const ACCOUNT = 'acc_HoldUntilGym01';
let gym: GymRow;

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  ({ gym } = await bookableGym(t.database.db, { capacity: 20, pricePerHourPaise: 50_000, razorpayAccountId: ACCOUNT }));
});
afterEach(() => {
  setClock(t, MONDAY_10_IST);
  fake.clock.now = () => new Date();
});

async function orderedTransfer(app: TestApp, gymId: string, date: string, timeSlot: string) {
  const started = await initiate(app, await quickBooker(app), { gymId, bookingDate: date, timeSlot });
  expect(started.statusCode, started.body).toBe(200);
  const { order } = started.json<InitiateBody>();
  return { orderId: order.id, requested: fake.orders.get(order.id)?.transfers?.[0], made: fake.transfersOf(order.id)[0] };
}

describe('the held transfer of an order (§8.8)', () => {
  it('is released by Razorpay 24 hours after the slot ends by default: on_hold_until in Unix seconds', async () => {
    const { orderId, requested, made } = await orderedTransfer(t, gym.id, TUESDAY, '07:00 AM');
    // 07:00 IST on Tuesday is 01:30 UTC; the slot ends at 02:30 UTC; 24 hours on is Wednesday 02:30 UTC.
    expect(requested).toMatchObject({ account: ACCOUNT, on_hold: true, on_hold_until: 1_907_461_800 });
    expect(new Date(1_907_461_800 * 1000).toISOString()).toBe('2030-06-12T02:30:00.000Z');
    // Razorpay echoes it on the transfer it sets up, and the payout keeps it.
    expect(made).toMatchObject({ on_hold: true, on_hold_until: 1_907_461_800 });
    expect((await payoutOf(t, orderId))?.onHoldUntil).toEqual(new Date('2030-06-12T02:30:00.000Z'));
  });

  it('takes NO_SHOW_RELEASE_HOURS from the configuration', async () => {
    const six = await createTestApp({ ...fake.env(), NO_SHOW_RELEASE_HOURS: '6' });
    try {
      setClock(six, MONDAY_10_IST);
      const { gym: sixGym } = await bookableGym(six.database.db, { pricePerHourPaise: 50_000, razorpayAccountId: ACCOUNT });
      const { orderId, requested } = await orderedTransfer(six, sixGym.id, TUESDAY, '07:00 AM');
      // The slot ends at 02:30 UTC; six hours on is 08:30 UTC the same day.
      expect(requested).toMatchObject({ on_hold: true, on_hold_until: 1_907_397_000 });
      expect(new Date(1_907_397_000 * 1000).toISOString()).toBe('2030-06-11T08:30:00.000Z');
      expect((await payoutOf(six, orderId))?.onHoldUntil).toEqual(new Date('2030-06-11T08:30:00.000Z'));
    } finally {
      await six.close();
    }
  });

  it("is held until on_hold_until, then reads as released from Razorpay though nobody checked in", async () => {
    const paid = await paidRouteBooking(t, fake, gym, MONDAY, '06:00 PM');
    const route = t.paymentProvider.route;
    if (!route) throw new Error('Razorpay has Route');
    fake.clock.now = () => t.clock.now();
    // 06:00 PM IST is 12:30 UTC; the slot ends at 13:30 UTC; Razorpay lifts the hold a day later.
    const releasedAt = new Date('2030-06-11T13:30:00.000Z');
    expect((await payoutOf(t, paid.orderId))?.onHoldUntil).toEqual(releasedAt);

    setClock(t, new Date(releasedAt.getTime() - 1000));
    expect(await route.orderTransfers(paid.orderId)).toEqual([expect.objectContaining({ status: 'processed', onHold: true })]);

    setClock(t, releasedAt);
    expect(await route.orderTransfers(paid.orderId)).toEqual([expect.objectContaining({ status: 'processed', onHold: false })]);
    expect(fake.transfersOf(paid.orderId)).toEqual([expect.objectContaining({ on_hold: false, settlement_status: 'pending' })]);
    // Razorpay released it by itself: GymSlot asked for nothing.
    expect(fake.requests.filter((request) => request.method === 'PATCH')).toEqual([]);
  });
});
