import { eq } from 'drizzle-orm';
import { addDays } from '@gymslot/shared/ist-time';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookableGym, MONDAY, MONDAY_10_IST, postWebhook, setClock, signedInAs, type Booker } from '../../../../test/booking-helpers.js';
import { acceptDispute, moveDispute, raiseDispute, signedInAdmin } from '../../../../test/dispute-helpers.js';
import { useFakeRazorpay } from '../../../../test/fake-razorpay.js';
import { ist, paidRouteBooking, payoutOf, payoutsService, type PaidBooking } from '../../../../test/payout-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';
import { verifyOtp } from '../../../../test/verification-helpers.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { payouts } from '../../../db/schema/payouts.js';
import { PAYOUT_RELEASE_LEASE_MS } from '../payouts/payouts.service.js';

// §8.10: a lost dispute takes the gym's Route transfer back while Razorpay still holds it
// (POST /v1/transfers/{id}/reversals), once, whatever repeats; after the webhook's commit, and
// again from the maintenance round when Razorpay could not be reached.

const fake = useFakeRazorpay();
const t = useTestApp(() => fake.env());
const TUESDAY = addDays(MONDAY, 1);
const ACCOUNT = 'acc_DisputedGym001';
let gym: GymRow;
let owner: Booker;
let admin: Booker;
let hour = 6;

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  const linked = await bookableGym(t.database.db, { capacity: 20, pricePerHourPaise: 20_000, razorpayAccountId: ACCOUNT });
  gym = linked.gym;
  owner = await signedInAs(t, linked.owner);
  admin = await signedInAdmin(t);
});
beforeEach(() => setClock(t, MONDAY_10_IST));
afterEach(() => {
  fake.state.transferOutage = false;
});

async function paidBooking(date = TUESDAY): Promise<PaidBooking> {
  hour += 1;
  return paidRouteBooking(t, fake, gym, date, `${String(hour > 12 ? hour - 12 : hour).padStart(2, '0')}:00 ${hour >= 12 ? 'PM' : 'AM'}`);
}

function transferOf(orderId: string) {
  const [transfer] = fake.transfersOf(orderId);
  if (!transfer) throw new Error(`no transfer for ${orderId}`);
  return transfer;
}

const reversalsOf = (transferId: string) => fake.reversals.filter((reversal) => reversal.transfer_id === transferId);

/** The maintenance round's job, once the lease of the last attempt has run out. */
async function sweepAfterLease(): Promise<number> {
  t.clock.advance(PAYOUT_RELEASE_LEASE_MS + 1_000);
  return payoutsService(t).reverseDue();
}

describe('a lost dispute and the gym’s held transfer', () => {
  it('reverses the held transfer once: repeats of the event, a later closed event and the sweep reverse nothing more', async () => {
    const paid = await paidBooking();
    const transfer = transferOf(paid.orderId);
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'held', transferId: transfer.id });
    const id = await raiseDispute(t, fake, paid.paymentId);
    expect(reversalsOf(transfer.id)).toHaveLength(0);

    const lost = fake.disputeWebhook(id, { createdAt: (fake.decideDispute(id, 'lost').created_at) + 600 });
    expect((await postWebhook(t, lost)).statusCode).toBe(200);
    expect(reversalsOf(transfer.id)).toEqual([expect.objectContaining({ transfer_id: transfer.id, amount: transfer.amount })]);
    expect(fake.transfers.get(transfer.id)).toMatchObject({ status: 'reversed', amount_reversed: transfer.amount });
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'reversed' });
    // The whole transfer: no amount was sent.
    expect(fake.requests.filter((request) => request.path === `/v1/transfers/${transfer.id}/reversals`)).toHaveLength(1);

    expect((await postWebhook(t, lost)).statusCode).toBe(200);
    expect((await moveDispute(t, fake, id, 'closed', 900)).statusCode).toBe(200);
    expect(await sweepAfterLease()).toBe(0);
    expect(reversalsOf(transfer.id)).toHaveLength(1);
  });

  it('answers the webhook when Razorpay cannot reverse, and the sweep reverses it once Razorpay is back', async () => {
    const paid = await paidBooking();
    const transfer = transferOf(paid.orderId);
    const id = await raiseDispute(t, fake, paid.paymentId);
    fake.state.transferOutage = true;
    expect((await moveDispute(t, fake, id, 'lost', 60)).statusCode).toBe(200);
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'held' });
    expect(reversalsOf(transfer.id)).toHaveLength(0);

    fake.state.transferOutage = false;
    // Within the failed attempt's lease, nothing is tried again.
    expect(await payoutsService(t).reverseDue()).toBe(0);
    expect(await sweepAfterLease()).toBe(1);
    expect(reversalsOf(transfer.id)).toHaveLength(1);
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'reversed' });
    expect(await sweepAfterLease()).toBe(0);
  });

  it('only records a reversal Razorpay already made (an attempt cut off after the call), calling nothing again', async () => {
    const paid = await paidBooking();
    const transfer = transferOf(paid.orderId);
    const id = await raiseDispute(t, fake, paid.paymentId);
    Object.assign(fake.transfers.get(transfer.id) ?? {}, { status: 'reversed', amount_reversed: transfer.amount });
    expect((await moveDispute(t, fake, id, 'lost', 60)).statusCode).toBe(200);
    expect(reversalsOf(transfer.id)).toHaveLength(0);
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'reversed' });
  });

  it('leaves a transfer Razorpay has already settled to the gym, and records it as released', async () => {
    const paid = await paidBooking();
    const transfer = transferOf(paid.orderId);
    const id = await raiseDispute(t, fake, paid.paymentId);
    // Released at Razorpay (its on_hold_until passed by Razorpay's clock, say) though GymSlot's row still says held.
    Object.assign(fake.transfers.get(transfer.id) ?? {}, { on_hold: false, settlement_status: 'pending' });
    expect((await moveDispute(t, fake, id, 'lost', 60)).statusCode).toBe(200);
    expect(reversalsOf(transfer.id)).toHaveLength(0);
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'released' });
  });

  it('does not ask Razorpay about a payout whose hold has run out by GymSlot’s clock', async () => {
    const paid = await paidBooking();
    const transfer = transferOf(paid.orderId);
    const id = await raiseDispute(t, fake, paid.paymentId);
    // An order of the time before bookings moved: its hold ended an hour ago.
    await t.database.db.update(payouts).set({ onHoldUntil: new Date(MONDAY_10_IST.getTime() - 3_600_000) }).where(eq(payouts.orderId, paid.orderId));
    const before = fake.requests.length;
    expect((await moveDispute(t, fake, id, 'lost', 60)).statusCode).toBe(200);
    expect(fake.requests.slice(before).filter((request) => request.path.startsWith('/v1/transfers/'))).toEqual([]);
    expect(reversalsOf(transfer.id)).toHaveLength(0);
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'held' });
  });

  it('takes nothing back from a payout already released at check-in', async () => {
    const paid = await paidBooking(MONDAY);
    const transfer = transferOf(paid.orderId);
    setClock(t, ist(MONDAY, hour, 5));
    expect((await verifyOtp(t, owner, { otp: paid.otp, bookingId: paid.bookingId })).statusCode).toBe(200);
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'released' });
    const id = await raiseDispute(t, fake, paid.paymentId);
    expect((await moveDispute(t, fake, id, 'lost', 60)).statusCode).toBe(200);
    expect(reversalsOf(transfer.id)).toHaveLength(0);
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'released' });
  });

  it('reverses rather than releases a checked-in booking’s payout that lost its dispute before its release went through', async () => {
    const paid = await paidBooking(MONDAY);
    const transfer = transferOf(paid.orderId);
    fake.state.transferOutage = true;
    setClock(t, ist(MONDAY, hour, 5));
    expect((await verifyOtp(t, owner, { otp: paid.otp, bookingId: paid.bookingId })).statusCode).toBe(200);
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'held' });
    const id = await raiseDispute(t, fake, paid.paymentId);
    expect((await moveDispute(t, fake, id, 'lost', 60)).statusCode).toBe(200);
    fake.state.transferOutage = false;

    t.clock.advance(PAYOUT_RELEASE_LEASE_MS + 1_000);
    expect(await payoutsService(t).releaseDue()).toBe(0);
    expect(await payoutsService(t).reverseDue()).toBe(1);
    expect(fake.transfers.get(transfer.id)).toMatchObject({ status: 'reversed', on_hold: true });
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'reversed' });
  });

  it('reverses the held transfer when an admin accepts the dispute (Razorpay then calls it lost)', async () => {
    const paid = await paidBooking();
    const transfer = transferOf(paid.orderId);
    const id = await raiseDispute(t, fake, paid.paymentId);
    const res = await acceptDispute(t, admin, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ dispute: { status: 'lost', action: { kind: 'accepted' } } });
    expect(reversalsOf(transfer.id)).toHaveLength(1);
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'reversed' });

    // Razorpay's own lost event afterwards changes nothing more.
    expect((await postWebhook(t, fake.disputeWebhook(id, { createdAt: Math.floor(t.clock.now().getTime() / 1000) + 5 }))).statusCode).toBe(200);
    expect(reversalsOf(transfer.id)).toHaveLength(1);
  });
});
