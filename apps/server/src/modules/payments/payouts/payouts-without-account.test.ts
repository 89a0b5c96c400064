import { payoutsReplySchema } from '@gymslot/shared/payout-schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookableGym, MONDAY, MONDAY_10_IST, setClock, signedInAs, type Booker } from '../../../../test/booking-helpers.js';
import { useFakeRazorpay } from '../../../../test/fake-razorpay.js';
import { castOf, type Cast } from '../../../../test/owner-helpers.js';
import { ist, paidRouteBooking, payoutOf, payoutsService } from '../../../../test/payout-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';
import { verifyOtp } from '../../../../test/verification-helpers.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { PAYOUT_RELEASE_LEASE_MS } from './payouts.service.js';

// §8.12 (decision 064): a gym without a Route account is paid outside GymSlot. The owner's payouts
// reply says so per gym, and its bookings never lead to a transfer, so nothing is retried for them;
// a gym whose account is cleared later still has its orders' held shares released once.

const fake = useFakeRazorpay();
const t = useTestApp(() => fake.env());
let cast: Cast;
let linkedGym: GymRow;
let outsideGym: GymRow;
let owner: Booker;

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  cast = await castOf(t);
  fake.linkedAccounts.add('acc_LinkedGym0001');
  ({ gym: linkedGym } = await bookableGym(t.database.db, { ownerId: cast.owner.account.id, name: 'B Linked Gym', razorpayAccountId: 'acc_LinkedGym0001' }));
  ({ gym: outsideGym } = await bookableGym(t.database.db, { ownerId: cast.owner.account.id, name: 'A Outside Gym' }));
  await bookableGym(t.database.db, { ownerId: cast.otherOwner.account.id, name: 'Not Mine' });
  owner = await signedInAs(t, cast.owner.account);
});

const transferCalls = () => fake.requests.filter((request) => request.path.startsWith('/v1/transfers/') || request.path.includes('expand'));

describe("GET /api/owner/payouts: how each of the owner's gyms is paid", () => {
  it('lists every gym of the owner, A→Z, as paid through GymSlot or outside it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/owner/payouts', headers: cast.owner.headers });
    expect(res.statusCode, res.body).toBe(200);
    const reply = payoutsReplySchema.parse(res.json());
    expect(reply.gyms).toEqual([
      { gymId: outsideGym.id, gymName: 'A Outside Gym', paidThroughGymSlot: false },
      { gymId: linkedGym.id, gymName: 'B Linked Gym', paidThroughGymSlot: true },
    ]);
    expect(reply.linkedAccount).toBe(true);
  });

  it('follows an admin clearing the account', async () => {
    const gym = (await bookableGym(t.database.db, { ownerId: cast.otherOwner.account.id, name: 'Soon Outside', razorpayAccountId: 'acc_LinkedGym0001' })).gym;
    const cleared = await t.app.inject({ method: 'PATCH', url: `/api/gyms/${gym.id}`, headers: cast.admin.headers, payload: { razorpayAccountId: '' } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const reply = payoutsReplySchema.parse((await t.app.inject({ method: 'GET', url: '/api/owner/payouts', headers: cast.otherOwner.headers })).json());
    expect(reply.gyms.find((each) => each.gymId === gym.id)).toEqual({ gymId: gym.id, gymName: 'Soon Outside', paidThroughGymSlot: false });
    expect(reply.linkedAccount).toBe(false);
  });
});

describe('payouts of a gym without an account', () => {
  it('makes no transfer and no payout row, so a check-in and the sweep send Razorpay nothing', async () => {
    const paid = await paidRouteBooking(t, fake, outsideGym, MONDAY, '06:00 PM');
    expect(fake.orders.get(paid.orderId)?.transfers).toBeUndefined();
    setClock(t, ist(MONDAY, 17, 45));
    const callsBefore = transferCalls().length;
    expect((await verifyOtp(t, owner, { otp: paid.otp, bookingId: paid.bookingId })).statusCode).toBe(200);
    expect(await payoutOf(t, paid.orderId)).toBeUndefined();
    t.clock.advance(PAYOUT_RELEASE_LEASE_MS);
    expect(await payoutsService(t).releaseDue()).toBe(0);
    expect(transferCalls()).toHaveLength(callsBefore);
  });

  it("releases a share held before the admin cleared the gym's account, once, to the order's account", async () => {
    const gym = (await bookableGym(t.database.db, { ownerId: cast.owner.account.id, name: 'Cleared Later', razorpayAccountId: 'acc_LinkedGym0001' })).gym;
    setClock(t, MONDAY_10_IST);
    const paid = await paidRouteBooking(t, fake, gym, MONDAY, '07:00 PM');
    const cleared = await t.app.inject({ method: 'PATCH', url: `/api/gyms/${gym.id}`, headers: cast.admin.headers, payload: { razorpayAccountId: '' } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    setClock(t, ist(MONDAY, 18, 50));
    expect((await verifyOtp(t, owner, { otp: paid.otp, bookingId: paid.bookingId })).statusCode).toBe(200);
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'released', accountId: 'acc_LinkedGym0001' });
    t.clock.advance(PAYOUT_RELEASE_LEASE_MS);
    expect(await payoutsService(t).releaseDue()).toBe(0);
  });
});
