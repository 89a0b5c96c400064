import { addDays } from '@gymslot/shared/ist-time';
import { payoutsReplySchema } from '@gymslot/shared/payout-schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookableGym, cancel, MONDAY, MONDAY_10_IST, setClock, signedInAs } from '../../../../test/booking-helpers.js';
import { useFakeRazorpay } from '../../../../test/fake-razorpay.js';
import { castOf, expectPermissionMatrix, type Cast } from '../../../../test/owner-helpers.js';
import { ist, paidRouteBooking, type PaidBooking } from '../../../../test/payout-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';
import { verifyOtp } from '../../../../test/verification-helpers.js';
import type { GymRow } from '../../../db/schema/gyms.js';

// §8.7: the owner dashboard's payouts of a month, and the month's statement as CSV.

const fake = useFakeRazorpay();
const t = useTestApp(() => fake.env());
const TUESDAY = addDays(MONDAY, 1);
let cast: Cast;
let gym: GymRow;
let kept: PaidBooking;
let visited: PaidBooking;
let refunded: PaidBooking;

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  cast = await castOf(t);
  // A name a spreadsheet would run as a formula, with a comma and quotes to escape.
  ({ gym } = await bookableGym(t.database.db, {
    ownerId: cast.owner.account.id,
    name: '=Iron, "Temple"',
    capacity: 10,
    pricePerHourPaise: 50_000,
    razorpayAccountId: 'acc_OwnerGym00001',
  }));
  await bookableGym(t.database.db, { ownerId: cast.otherOwner.account.id, name: 'Paid Outside' });
  kept = await paidRouteBooking(t, fake, gym, TUESDAY, '07:00 AM');
  refunded = await paidRouteBooking(t, fake, gym, TUESDAY, '08:00 AM');
  expect((await cancel(t, refunded.booker, refunded.bookingId)).statusCode).toBe(200);
  visited = await paidRouteBooking(t, fake, gym, MONDAY, '06:00 PM');
  setClock(t, ist(MONDAY, 17, 45));
  const owner = await signedInAs(t, cast.owner.account);
  expect((await verifyOtp(t, owner, { otp: visited.otp, bookingId: visited.bookingId })).statusCode).toBe(200);
});

function payoutsOf(headers: Record<string, string>, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/owner/payouts${query}`, headers });
}

describe('GET /api/owner/payouts', () => {
  it("shows the owner the month's payouts held, released and reversed, newest first, with the totals", async () => {
    const res = await payoutsOf(cast.owner.headers, '?month=2030-06');
    expect(res.statusCode, res.body).toBe(200);
    const reply = payoutsReplySchema.parse(res.json());
    expect(reply).toMatchObject({ month: '2030-06', linkedAccount: true, totals: { held: 450, released: 450, reversed: 450, failed: 0 } });
    expect(reply.payouts.map((line) => [line.bookingId, line.status])).toEqual(
      expect.arrayContaining([
        [kept.bookingId, 'held'],
        [visited.bookingId, 'released'],
        [refunded.bookingId, 'reversed'],
      ]),
    );
    expect(reply.payouts.find((line) => line.bookingId === visited.bookingId)).toEqual({
      bookingId: visited.bookingId,
      gymId: gym.id,
      gymName: '=Iron, "Temple"',
      date: MONDAY,
      amount: 500,
      fee: 50,
      payout: 450,
      status: 'released',
      transferId: expect.stringMatching(/^trf_/),
    });
  });

  it("tells when a held share is released without a check-in, and counts it released once that time has come (§8.8)", async () => {
    const heldLine = async () => payoutsReplySchema.parse((await payoutsOf(cast.owner.headers, '?month=2030-06')).json());
    // Tuesday 07:00 IST: the slot ends at 02:30 UTC, and Razorpay lifts the hold 24 hours later.
    const releasesAt = '2030-06-12T02:30:00.000Z';
    const before = await heldLine();
    expect(before.payouts.find((line) => line.bookingId === kept.bookingId)).toMatchObject({ status: 'held', releasesAt });
    for (const line of before.payouts.filter((other) => other.status !== 'held')) expect(line).not.toHaveProperty('releasesAt');

    setClock(t, new Date(releasesAt));
    try {
      const after = await heldLine();
      expect(after.payouts.find((line) => line.bookingId === kept.bookingId)).not.toHaveProperty('releasesAt');
      expect(after.payouts.find((line) => line.bookingId === kept.bookingId)).toMatchObject({ status: 'released' });
      expect(after.totals).toMatchObject({ held: 0, released: 900, reversed: 450 });
    } finally {
      setClock(t, ist(MONDAY, 17, 45));
    }
  });

  it('answers the current IST month without a month, and an empty month with nothing', async () => {
    expect((await payoutsOf(cast.owner.headers)).json()).toMatchObject({ month: '2030-06' });
    expect((await payoutsOf(cast.owner.headers, '?month=2030-07')).json()).toMatchObject({ payouts: [], totals: { held: 0, released: 0 } });
    expect((await payoutsOf(cast.owner.headers, '?month=2030-13')).statusCode).toBe(400);
  });

  it('tells an owner whose gyms have no linked account that they are paid outside GymSlot', async () => {
    expect((await payoutsOf(cast.otherOwner.headers)).json()).toEqual({
      success: true,
      month: '2030-06',
      linkedAccount: false,
      gyms: [{ gymId: expect.any(String), gymName: 'Paid Outside', paidThroughGymSlot: false }],
      totals: { held: 0, released: 0, reversed: 0, failed: 0 },
      payouts: [],
    });
  });

  it('shows an admin every gym, and nobody else anything', async () => {
    expect((await payoutsOf(cast.admin.headers)).json<{ payouts: unknown[] }>().payouts).toHaveLength(3);
    await expectPermissionMatrix(t, cast, (headers) => payoutsOf(headers), { loggedOut: 401, user: 403, owner: 200, otherOwner: 200, admin: 200 });
  });
});

describe('GET /api/owner/payouts/statement.csv', () => {
  it("is the month's payouts as RFC 4180 CSV, safe to open in a spreadsheet", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/owner/payouts/statement.csv?month=2030-06', headers: cast.owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="gymslot-payouts-2030-06.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFDate,Booking ID,Gym,Amount (INR),Fee (INR),Payout (INR),Status,Transfer ID');
    expect(lines).toHaveLength(5);
    const visitedLine = lines.find((line) => line.includes(visited.bookingId));
    expect(visitedLine).toMatch(new RegExp(`^${MONDAY},${visited.bookingId},"'=Iron, ""Temple""",500\\.00,50\\.00,450\\.00,released,trf_\\w+$`));
    expect(lines.at(-1)).toBe('');
    const refused = await t.app.inject({ method: 'GET', url: '/api/owner/payouts/statement.csv', headers: cast.user.headers });
    expect(refused.statusCode).toBe(403);
  });
});
