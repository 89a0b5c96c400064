import { addDays } from '@gymslot/shared/ist-time';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bookableGym,
  cancel,
  initiate,
  MONDAY,
  MONDAY_10_IST,
  myBookings,
  quickBooker,
  setClock,
  signedInAs,
  type Booker,
  type InitiateBody,
} from '../../../../test/booking-helpers.js';
import { composeServices, testAppDeps } from '../../../../test/composed-services.js';
import { useFakeRazorpay } from '../../../../test/fake-razorpay.js';
import { ist, paidRouteBooking, payoutOf, payoutsService } from '../../../../test/payout-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';
import { verifyOtp } from '../../../../test/verification-helpers.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { payments } from '../../../db/schema/payments.js';
import { REFUND_LEASE_MS } from '../refund.service.js';
import { PAYOUT_RELEASE_LEASE_MS } from './payouts.service.js';

// §8.7 payouts with Razorpay Route, against the stand-in Razorpay: the order's held transfer, its
// release at check-in (by code and by pass) or by the sweep, and its reversal with a refund.

const fake = useFakeRazorpay();
// 12.5%, so the share of ₹199.99 has a fraction of a paisa to round: 17499.125 → 17499.
const t = useTestApp(() => ({ ...fake.env(), PLATFORM_FEE_PERCENT: '12.5' }));
const TUESDAY = addDays(MONDAY, 1);
const ACCOUNT = 'acc_IronTemple001';
let gym: GymRow;
let plainGym: GymRow;
let owner: Booker;

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  const linked = await bookableGym(t.database.db, { capacity: 20, pricePerHourPaise: 19_999, razorpayAccountId: ACCOUNT });
  gym = linked.gym;
  owner = await signedInAs(t, linked.owner);
  ({ gym: plainGym } = await bookableGym(t.database.db, { capacity: 5, pricePerHourPaise: 19_999 }));
});
beforeEach(() => {
  setClock(t, MONDAY_10_IST);
  Object.assign(fake.state, { outage: false, transferOutage: false, refundOutage: false, hideOrderTransfers: false, stalledTransfers: undefined });
});

const patchesOf = (transferId: string) => fake.requests.filter((request) => request.method === 'PATCH' && request.path === `/v1/transfers/${transferId}`);

describe('the order of a gym with a linked account (§8.7)', () => {
  it('carries a transfer of the price less the fee, rounded down to the paisa, on hold and noting the booking', async () => {
    const booker = await quickBooker(t);
    const started = await initiate(t, booker, { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '07:00 AM' });
    // The customer's reply names the order, never the gym's account or share.
    expect(started.body).not.toMatch(/acc_|trf_|transfer|payout/i);
    const hold = started.json<InitiateBody>();
    expect(fake.orders.get(hold.order.id)).toMatchObject({
      amount: 19_999,
      transfers: [{ account: ACCOUNT, amount: 17_499, currency: 'INR', on_hold: true, notes: { bookingId: hold.bookingId } }],
    });
    expect(await payoutOf(t, hold.order.id)).toMatchObject({
      bookingId: hold.bookingId,
      gymId: gym.id,
      accountId: ACCOUNT,
      amountPaise: 19_999,
      payoutPaise: 17_499,
      status: 'pending',
      paymentId: null,
      // Razorpay sets the transfer up with the order and names it in the order's reply.
      transferId: fake.transfersOf(hold.order.id)[0]?.id,
    });
    expect(fake.transfersOf(hold.order.id)).toEqual([expect.objectContaining({ status: 'created', source: hold.order.id, on_hold: true })]);
  });

  it('carries no transfer for a gym without an account: that gym is paid outside GymSlot', async () => {
    const booker = await quickBooker(t);
    const hold = (await initiate(t, booker, { gymId: plainGym.id, bookingDate: TUESDAY, timeSlot: '07:00 AM' })).json<InitiateBody>();
    expect(fake.orders.get(hold.order.id)?.transfers).toBeUndefined();
    expect(await payoutOf(t, hold.order.id)).toBeUndefined();
  });

  it('holds the payout once paid, and shows the customer nothing of it', async () => {
    const paid = await paidRouteBooking(t, fake, gym, TUESDAY, '08:00 AM');
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'held', paymentId: paid.paymentId, bookingId: paid.bookingId, heldAt: expect.any(Date) });
    expect(fake.transfersOf(paid.orderId)).toEqual([expect.objectContaining({ status: 'processed', recipient: ACCOUNT, amount: 17_499, on_hold: true })]);
    const mine = (await myBookings(t, paid.booker)).body;
    expect(mine).toContain(paid.bookingId);
    expect(mine).not.toMatch(/acc_|trf_|payout|transfer|on_hold/i);
  });
});

describe('releasing the payout at check-in', () => {
  it('lifts the hold once the OTP check-in has committed', async () => {
    const paid = await paidRouteBooking(t, fake, gym, MONDAY, '06:00 PM');
    setClock(t, ist(MONDAY, 17, 45));
    const res = await verifyOtp(t, owner, { otp: paid.otp, bookingId: paid.bookingId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toMatch(/trf_|acc_/);
    const [transfer] = fake.transfersOf(paid.orderId);
    expect(transfer).toMatchObject({ on_hold: false, settlement_status: 'pending' });
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'released', transferId: transfer?.id, releasedAt: expect.any(Date) });
    expect(patchesOf(transfer?.id ?? '')).toHaveLength(1);
  });

  it('lifts the hold at a door-pass check-in too', async () => {
    const paid = await paidRouteBooking(t, fake, gym, MONDAY, '07:00 PM');
    const pass = await t.app.inject({ method: 'GET', url: `/api/bookings/${paid.bookingId}/pass`, headers: paid.booker.headers });
    setClock(t, ist(MONDAY, 18, 50));
    const res = await t.app.inject({ method: 'POST', url: '/api/bookings/verify-booking-pass', headers: owner.headers, payload: { token: pass.json<{ token: string }>().token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'released' });
    expect(fake.transfersOf(paid.orderId)[0]?.on_hold).toBe(false);
  });

  it('checks in while Razorpay is down, and the sweep releases the payout once the lease has run out', async () => {
    const paid = await paidRouteBooking(t, fake, gym, MONDAY, '08:00 PM');
    setClock(t, ist(MONDAY, 19, 50));
    fake.state.transferOutage = true;
    const res = await verifyOtp(t, owner, { otp: paid.otp, bookingId: paid.bookingId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ booking: { isVerified: true } });
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'held', releaseAttemptedAt: expect.any(Date) });

    fake.state.transferOutage = false;
    // The failed attempt keeps its lease: the next round right away leaves it alone.
    expect(await payoutsService(t).releaseDue()).toBe(0);
    t.clock.advance(PAYOUT_RELEASE_LEASE_MS);
    expect(await payoutsService(t).releaseDue()).toBe(1);
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'released' });
    expect(fake.transfersOf(paid.orderId)[0]?.on_hold).toBe(false);
    expect(await payoutsService(t).releaseDue()).toBe(0);
  });

  it('answers the check-in while Razorpay is slow to release, and the release finishes behind it', async () => {
    const paid = await paidRouteBooking(t, fake, gym, TUESDAY, '06:00 AM');
    setClock(t, ist(TUESDAY, 5, 50));
    let answer: () => void = () => undefined;
    fake.state.stalledTransfers = new Promise<void>((resolve) => (answer = resolve));
    const res = await verifyOtp(t, owner, { otp: paid.otp, bookingId: paid.bookingId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ booking: { isVerified: true } });
    // Checked in, and the release is still waiting for Razorpay.
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'held', releaseAttemptedAt: expect.any(Date) });

    answer();
    await vi.waitFor(async () => expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'released' }));
    expect(fake.transfersOf(paid.orderId)[0]?.on_hold).toBe(false);
  });

  it("reads the transfer's id from the order at release when the order's reply did not name it", async () => {
    fake.state.hideOrderTransfers = true;
    const paid = await paidRouteBooking(t, fake, gym, MONDAY, '09:00 PM');
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'held', transferId: null });
    setClock(t, ist(MONDAY, 20, 50));
    expect((await verifyOtp(t, owner, { otp: paid.otp, bookingId: paid.bookingId })).statusCode).toBe(200);
    expect(fake.requests).toContainEqual({ method: 'GET', path: `/v1/orders/${paid.orderId}` });
    const [transfer] = fake.transfersOf(paid.orderId);
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'released', transferId: transfer?.id });
    expect(transfer?.on_hold).toBe(false);
  });

  it('leaves a payout held until its booking is checked in', async () => {
    const paid = await paidRouteBooking(t, fake, gym, TUESDAY, '09:00 AM');
    t.clock.advance(PAYOUT_RELEASE_LEASE_MS);
    expect(await payoutsService(t).releaseDue()).toBe(0);
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'held' });
  });
});

describe('a refund of a booking with a payout', () => {
  it('asks Razorpay to reverse the transfer with the refund, and marks the payout reversed', async () => {
    const paid = await paidRouteBooking(t, fake, gym, TUESDAY, '10:00 AM');
    const res = await cancel(t, paid.booker, paid.bookingId);
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.refunds.filter((refund) => refund.payment_id === paid.paymentId)).toEqual([
      expect.objectContaining({ amount: 19_999, reverse_all: true }),
    ]);
    expect(fake.transfersOf(paid.orderId)).toEqual([expect.objectContaining({ status: 'reversed', amount_reversed: 17_499 })]);
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'reversed', reversedAt: expect.any(Date) });
  });

  it("records the payout's reversal with the refund or not at all, so a cut-off write is retried in full", async () => {
    const paid = await paidRouteBooking(t, fake, gym, TUESDAY, '02:00 PM');
    // The database refuses the payout's reversal once: Razorpay has refunded and reversed, the write after it
    // fails. A sequence counts the tries, as it is the one thing a rolled-back transaction does not undo.
    await t.database.db.execute(sql`create sequence payout_reversal_tries`);
    await t.database.db.execute(sql`
      create function refuse_payout_reversal_once() returns trigger language plpgsql as $$
      begin
        if nextval('payout_reversal_tries') = 1 then raise exception 'the database went away'; end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_payout_reversal before update on payouts for each row
      when (new.status = 'reversed') execute function refuse_payout_reversal_once()`);
    try {
      expect((await cancel(t, paid.booker, paid.bookingId)).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_payout_reversal on payouts`);
    }
    const [cut] = await t.database.db.select().from(payments).where(eq(payments.id, paid.paymentId));
    expect(cut).toMatchObject({ status: 'refund_pending' });
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'held' });

    t.clock.advance(REFUND_LEASE_MS + 1_000);
    expect(await composeServices(testAppDeps(t)).refunds.retryDue()).toBe(1);
    const [refunded] = await t.database.db.select().from(payments).where(eq(payments.id, paid.paymentId));
    expect(refunded).toMatchObject({ status: 'refunded' });
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'reversed' });
    // Razorpay's idempotency key made the second ask the same refund.
    expect(fake.refunds.filter((refund) => refund.payment_id === paid.paymentId)).toHaveLength(1);
  });

  it('refunds a gym without an account as before, with no reversal', async () => {
    const booker = await quickBooker(t);
    const hold = (await initiate(t, booker, { gymId: plainGym.id, bookingDate: TUESDAY, timeSlot: '11:00 AM' })).json<InitiateBody>();
    const { payment, result } = fake.pay(hold.order.id);
    await t.app.inject({ method: 'POST', url: '/api/bookings/confirm', headers: booker.headers, payload: { ...result, bookingId: hold.bookingId } });
    expect((await cancel(t, booker, hold.bookingId)).statusCode).toBe(200);
    const [refund] = fake.refunds.filter((made) => made.payment_id === payment.id);
    expect(refund).toBeDefined();
    expect(refund).not.toHaveProperty('reverse_all');
  });
});
