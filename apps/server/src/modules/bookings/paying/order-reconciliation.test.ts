import { addDays } from '@gymslot/shared/ist-time';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookableGym, initiate, MONDAY, MONDAY_10_IST, quickBooker, setClock, type Booker, type InitiateBody } from '../../../../test/booking-helpers.js';
import { composeServices } from '../../../../test/composed-services.js';
import { useFakeRazorpay } from '../../../../test/fake-razorpay.js';
import { useTestApp } from '../../../../test/test-app.js';
import { bookings } from '../../../db/schema/bookings.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { payments } from '../../../db/schema/payments.js';
import { runBookingMaintenance } from '../booking-maintenance.js';

// §8.8 reconciliation: a hold whose payment went through at Razorpay but whose webhook never came
// (and whose browser never came back) is settled by asking Razorpay about its order.

const fake = useFakeRazorpay();
const t = useTestApp(() => fake.env());
let gym: GymRow;
const TUESDAY = addDays(MONDAY, 1);
const MINUTE = 60_000;
const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined };

beforeAll(async () => {
  ({ gym } = await bookableGym(t.database.db, { capacity: 1 }));
});
beforeEach(() => {
  setClock(t, MONDAY_10_IST);
  Object.assign(fake.state, { outage: false, refundOutage: false, captureOutage: false });
});

const maintenance = () => {
  const deps = { database: t.database, clock: t.clock, paymentProvider: t.paymentProvider, outbox: t.messages, config: t.config, logger: quiet };
  return runBookingMaintenance(deps, composeServices(deps));
};
const hold = async (booker: Booker, timeSlot: string) => {
  const res = await initiate(t, booker, { gymId: gym.id, bookingDate: TUESDAY, timeSlot });
  expect(res.statusCode).toBe(200);
  return res.json<InitiateBody>();
};
const bookingOf = async (id: string) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const ledgerOf = async (paymentId: string) => (await t.database.db.select().from(payments).where(eq(payments.id, paymentId)))[0];
const orderAsks = (orderId: string) => fake.requests.filter((request) => request.path === `/v1/orders/${orderId}/payments`).length;
const mailsTo = async (email: string) => (await t.outbox()).filter((eml) => eml.includes(`To: ${email}`));

describe('a paid order whose webhook never came', () => {
  it('confirms the booking once the hold has lapsed, with its mail, and asks only once', async () => {
    const booker = await quickBooker(t, { email: 'lost-webhook@example.com' });
    const held = await hold(booker, '06:00 AM');
    const { payment } = fake.pay(held.order.id);

    // Not before the hold has lapsed (a payment may still be on its way): nothing is asked.
    await maintenance();
    expect(orderAsks(held.order.id)).toBe(0);

    t.clock.advance(17 * MINUTE);
    expect((await maintenance()).lapsedOrdersChecked).toBe(1);
    expect(await bookingOf(held.bookingId)).toMatchObject({ status: 'confirmed', paymentId: payment.id });
    expect(await ledgerOf(payment.id)).toMatchObject({ status: 'captured' });
    const mails = await mailsTo('lost-webhook@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Booking confirmed');

    t.clock.advance(5 * MINUTE);
    await maintenance();
    expect(orderAsks(held.order.id)).toBe(1);
  });

  it('refunds it when the place was taken meanwhile, and mails the refund once Razorpay took it', async () => {
    const late = await quickBooker(t, { email: 'late-payer@example.com' });
    const held = await hold(late, '07:00 AM');
    const { payment } = fake.pay(held.order.id);
    t.clock.advance(16 * MINUTE);
    // The lapsed place is taken and paid by someone else before anyone asks about the first order.
    const other = await quickBooker(t);
    await hold(other, '07:00 AM');
    fake.state.refundOutage = true;
    await maintenance();
    expect(await bookingOf(held.bookingId)).toMatchObject({ status: 'refunded' });
    expect(await ledgerOf(payment.id)).toMatchObject({ status: 'refund_pending' });
    // No refund mail while Razorpay has not taken the refund.
    expect((await mailsTo('late-payer@example.com')).filter((eml) => eml.includes('Payment refunded'))).toHaveLength(0);

    fake.state.refundOutage = false;
    t.clock.advance(2 * MINUTE);
    await maintenance();
    expect(await ledgerOf(payment.id)).toMatchObject({ status: 'refunded' });
    const refunded = (await mailsTo('late-payer@example.com')).filter((eml) => eml.includes('Payment refunded'));
    expect(refunded).toHaveLength(1);
  });

  it('leaves an authorised payment on a lapsed hold uncaptured: nothing was taken', async () => {
    const booker = await quickBooker(t);
    const held = await hold(booker, '08:00 AM');
    const { payment } = fake.pay(held.order.id, { status: 'authorized' });
    t.clock.advance(17 * MINUTE);
    await maintenance();
    expect(fake.captures).not.toContain(payment.id);
    expect(await ledgerOf(payment.id)).toMatchObject({ status: 'released' });
    expect(await bookingOf(held.bookingId)).toMatchObject({ status: 'expired' });
  });

  it('asks again next round when Razorpay cannot be reached', async () => {
    const booker = await quickBooker(t);
    const held = await hold(booker, '09:00 AM');
    const { payment } = fake.pay(held.order.id);
    t.clock.advance(17 * MINUTE);
    fake.state.outage = true;
    expect((await maintenance()).lapsedOrdersChecked).toBe(0);
    expect(await bookingOf(held.bookingId)).toMatchObject({ status: 'expired', orderCheckedAt: null });
    fake.state.outage = false;
    expect((await maintenance()).lapsedOrdersChecked).toBe(1);
    expect(await bookingOf(held.bookingId)).toMatchObject({ status: 'confirmed', paymentId: payment.id });
  });
});
