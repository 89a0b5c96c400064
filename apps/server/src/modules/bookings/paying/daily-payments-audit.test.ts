import { addDays, istInstant } from '@gymslot/shared/ist-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookableGym, confirm, initiate, MONDAY, MONDAY_10_IST, quickBooker, setClock, type InitiateBody } from '../../../../test/booking-helpers.js';
import { useFakeRazorpay } from '../../../../test/fake-razorpay.js';
import { signIn, type SignedIn } from '../../../../test/owner-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { auditYesterdaysPayments } from './daily-payments-audit.js';

// §8.8's daily check: every payment Razorpay captured yesterday (IST) for one of our orders is one
// confirmed booking or a refund; anything else is counted and listed for admins.

const fake = useFakeRazorpay();
const t = useTestApp(() => fake.env());
let gym: GymRow;
let admin: SignedIn;
const TUESDAY = addDays(MONDAY, 1);

beforeAll(async () => {
  ({ gym } = await bookableGym(t.database.db, { capacity: 3 }));
  fake.clock.now = () => t.clock.now();
});

const audit = () => auditYesterdaysPayments({ database: t.database, clock: t.clock, paymentProvider: t.paymentProvider, metrics: t.metrics });
const hold = async (timeSlot: string) => {
  const booker = await quickBooker(t);
  const res = await initiate(t, booker, { gymId: gym.id, bookingDate: TUESDAY, timeSlot });
  expect(res.statusCode).toBe(200);
  return { booker, held: res.json<InitiateBody>() };
};
const listed = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/payment-mismatches', headers: admin.headers })).json<{
    mismatches: { paymentId: string; ledgerStatus: string; providerStatus: string; amount: number; day: string }[];
  }>().mismatches;

describe("the daily check of yesterday's payments", () => {
  it('lists the one payment that is neither a booking nor a refund, once, the morning after', async () => {
    setClock(t, MONDAY_10_IST);
    const confirmedOne = await hold('06:00 AM');
    const paid = fake.pay(confirmedOne.held.order.id);
    expect((await confirm(t, confirmedOne.booker, { ...paid.result, bookingId: confirmedOne.held.bookingId })).statusCode).toBe(200);
    // Money taken at Razorpay that GymSlot never heard of (no webhook, no confirm, not yet reconciled).
    const lost = await hold('07:00 AM');
    const lostPayment = fake.pay(lost.held.order.id).payment;

    // Monday itself, and Tuesday before 01:00 IST: Monday is not checked yet.
    expect(await audit()).toEqual({ paymentsAudited: 0, paymentMismatches: 0 });
    setClock(t, istInstant(TUESDAY, 30));
    expect(await audit()).toEqual({ paymentsAudited: 0, paymentMismatches: 0 });

    setClock(t, istInstant(TUESDAY, 75));
    // Signed in on the test's own clock, so the session is live at its time.
    admin = await signIn(t, 'admin');
    expect(await audit()).toEqual({ paymentsAudited: 2, paymentMismatches: 1 });
    expect(await audit()).toEqual({ paymentsAudited: 0, paymentMismatches: 0 });
    expect(await listed()).toEqual([
      expect.objectContaining({ paymentId: lostPayment.id, ledgerStatus: 'none', providerStatus: 'captured', day: MONDAY, amount: lostPayment.amount / 100 }),
    ]);
    expect(await t.metrics.registry.getSingleMetricAsString('gymslot_payment_mismatches_total')).toMatch(/ 1$/m);

    const resolve = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/admin/payment-mismatches/${lostPayment.id}/resolve`, headers });
    const user = await signIn(t, 'user');
    expect((await resolve(user.headers)).statusCode).toBe(403);
    expect((await resolve(admin.headers)).statusCode).toBe(200);
    expect(await listed()).toEqual([]);
    expect((await resolve(admin.headers)).statusCode).toBe(404);
  });
});
