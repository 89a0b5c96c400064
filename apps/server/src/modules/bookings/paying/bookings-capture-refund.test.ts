import { REFUND_MAX_ATTEMPTS } from '@gymslot/shared/booking-rules';
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
  postWebhook,
  quickBooker,
  setClock,
  signedInAs,
  type Booker,
  type InitiateBody,
} from '../../../../test/booking-helpers.js';
import { composeServices } from '../../../../test/composed-services.js';
import { useFakeRazorpay, webhookPayloads } from '../../../../test/fake-razorpay.js';
import { useTestApp } from '../../../../test/test-app.js';
import { bookings } from '../../../db/schema/bookings.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { payments } from '../../../db/schema/payments.js';
import { createUser } from '../../../db/factories.js';
import { createAppMetrics } from '../../metrics/app-metrics.js';
import { REFUND_LEASE_MS } from '../../payments/refund.service.js';
import { runBookingMaintenance } from '../booking-maintenance.js';

// API contract §8.1: only captured money confirms a booking; refunds as Razorpay documents them.

const fake = useFakeRazorpay();
const t = useTestApp(() => fake.env());
let gym: GymRow;
const TUESDAY = addDays(MONDAY, 1);
const MINUTE = 60_000;
const logged: { level: string; message: string }[] = [];
const logger = {
  warn: (...args: unknown[]) => void logged.push({ level: 'warn', message: String(args[1]) }),
  error: (...args: unknown[]) => void logged.push({ level: 'error', message: String(args[1]) }),
};

beforeAll(async () => {
  ({ gym } = await bookableGym(t.database.db, { capacity: 2, pricePerHourPaise: 30_000 }));
});
beforeEach(() => {
  setClock(t, MONDAY_10_IST);
  Object.assign(fake.state, { outage: false, refundOutage: false, captureOutage: false });
  logged.length = 0;
});

const hold = async (booker: Booker, timeSlot: string) =>
  (await initiate(t, booker, { gymId: gym.id, bookingDate: TUESDAY, timeSlot })).json<InitiateBody>();
const ledgerOf = async (paymentId: string) => (await t.database.db.select().from(payments).where(eq(payments.id, paymentId)))[0];
const bookingOf = async (id: string) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const refundCalls = (paymentId: string) =>
  fake.requests.filter((request) => request.method === 'POST' && request.path === `/v1/payments/${paymentId}/refund`).length;

async function paidBooking(booker: Booker, timeSlot: string) {
  const started = await hold(booker, timeSlot);
  const { payment, result } = fake.pay(started.order.id);
  expect((await confirm(t, booker, { ...result, bookingId: started.bookingId })).statusCode).toBe(200);
  return { bookingId: started.bookingId, paymentId: payment.id };
}

describe('capture', () => {
  it('captures an authorised payment for a live hold with the order\'s amount, then confirms', async () => {
    const booker = await quickBooker(t);
    const started = await hold(booker, '06:00 AM');
    const { payment, result } = fake.pay(started.order.id, { status: 'authorized' });
    const res = await confirm(t, booker, { ...result, bookingId: started.bookingId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ booking: { isPaid: true, status: 'confirmed' } });
    expect(fake.captures).toContain(payment.id);
    expect(fake.payments.get(payment.id)?.status).toBe('captured');
    expect(await ledgerOf(payment.id)).toMatchObject({ status: 'captured', amountPaise: 30_000 });
  });

  it('confirms nothing when the capture fails, and confirms on a later try once it goes through', async () => {
    const booker = await quickBooker(t);
    const started = await hold(booker, '07:00 AM');
    const { payment, result } = fake.pay(started.order.id, { status: 'authorized' });
    fake.state.captureOutage = true;
    const refused = await confirm(t, booker, { ...result, bookingId: started.bookingId });
    expect(refused.statusCode).toBe(503);
    expect(await bookingOf(started.bookingId)).toMatchObject({ status: 'held', paymentId: null });
    expect(await ledgerOf(payment.id)).toBeUndefined();

    fake.state.captureOutage = false;
    expect((await confirm(t, booker, { ...result, bookingId: started.bookingId })).statusCode).toBe(200);
    expect(fake.captures.filter((id) => id === payment.id)).toHaveLength(1);
  });

  it('takes a payment Razorpay captured by itself meanwhile as captured', async () => {
    const booker = await quickBooker(t);
    const started = await hold(booker, '08:00 AM');
    const { payment } = fake.pay(started.order.id, { status: 'authorized' });
    // The webhook reads the payment as authorised; by the time GymSlot captures, Razorpay has.
    const delivery = fake.webhook('payment.captured', webhookPayloads.payment(payment));
    fake.payments.set(payment.id, { ...payment, status: 'captured' });
    expect((await postWebhook(t, delivery)).statusCode).toBe(200);
    expect(await bookingOf(started.bookingId)).toMatchObject({ status: 'confirmed', paymentId: payment.id });
    expect(fake.captures).not.toContain(payment.id);
  });

  it('leaves an authorised payment for a hold that ran out uncaptured: nothing charged, nothing refunded', async () => {
    const booker = await quickBooker(t);
    const started = await hold(booker, '09:00 AM');
    const { payment, result } = fake.pay(started.order.id, { status: 'authorized' });
    t.clock.advance(16 * MINUTE);
    const res = await confirm(t, booker, { ...result, bookingId: started.bookingId });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string }>().error).toBe(
      'The hold on this slot ran out before your payment went through. Nothing was charged; please book again.',
    );
    expect(fake.captures).not.toContain(payment.id);
    expect(refundCalls(payment.id)).toBe(0);
    expect(await ledgerOf(payment.id)).toMatchObject({ status: 'released' });
    expect((await bookingOf(started.bookingId))?.status).toBe('held');
    // Asked again, the same answer, and still nothing taken.
    expect((await confirm(t, booker, { ...result, bookingId: started.bookingId })).statusCode).toBe(409);
    expect(fake.captures).not.toContain(payment.id);
  });

  it('leaves an authorised payment for a cancelled hold uncaptured', async () => {
    const booker = await quickBooker(t);
    const started = await hold(booker, '10:00 AM');
    expect((await cancel(t, booker, started.bookingId)).statusCode).toBe(200);
    const { payment, result } = fake.pay(started.order.id, { status: 'authorized' });
    const res = await confirm(t, booker, { ...result, bookingId: started.bookingId });
    expect(res.json()).toMatchObject({ error: 'This booking was cancelled. Nothing was charged.' });
    expect(fake.captures).not.toContain(payment.id);
    expect(refundCalls(payment.id)).toBe(0);
  });
});

describe('refunds', () => {
  it('releases at once, without a refund loop, a booking whose payment was never captured', async () => {
    // A booking confirmed by an authorised payment before GymSlot captured payments (old rows).
    const booker = await quickBooker(t);
    const { bookingId, paymentId } = await paidBooking(booker, '11:00 AM');
    fake.payments.set(paymentId, { ...(fake.payments.get(paymentId) ?? ({} as never)), status: 'authorized' });
    await t.database.db.update(payments).set({ status: 'authorized' }).where(eq(payments.id, paymentId));

    expect((await cancel(t, booker, bookingId)).statusCode).toBe(200);
    expect(await ledgerOf(paymentId)).toMatchObject({ status: 'released', refundId: null });
    expect((await bookingOf(bookingId))?.status).toBe('cancelled');
    t.clock.advance(REFUND_LEASE_MS + 1_000);
    const deps = { database: t.database, clock: t.clock, paymentProvider: t.paymentProvider, outbox: t.messages, config: t.config, logger };
    expect((await runBookingMaintenance(deps, composeServices(deps))).refundsRetried).toBe(0);
    expect(refundCalls(paymentId)).toBe(1);
    expect(logged.filter((line) => line.level === 'error')).toEqual([]);
  });

  it(`stops a refund that keeps failing after ${REFUND_MAX_ATTEMPTS} tries as refund_failed, counts it and lists it for admins`, async () => {
    const booker = await quickBooker(t);
    const { bookingId, paymentId } = await paidBooking(booker, '12:00 PM');
    fake.state.refundOutage = true;
    expect((await cancel(t, booker, bookingId)).statusCode).toBe(200);
    expect(await ledgerOf(paymentId)).toMatchObject({ status: 'refund_pending', refundAttempts: 1 });

    const metrics = createAppMetrics();
    const deps = { database: t.database, clock: t.clock, paymentProvider: t.paymentProvider, outbox: t.messages, config: t.config, metrics, logger };
    for (let attempt = 2; attempt <= REFUND_MAX_ATTEMPTS + 2; attempt += 1) {
      t.clock.advance(REFUND_LEASE_MS + 1_000);
      await runBookingMaintenance(deps, composeServices(deps));
    }
    expect(refundCalls(paymentId)).toBe(REFUND_MAX_ATTEMPTS);
    expect(await ledgerOf(paymentId)).toMatchObject({ status: 'refund_failed', refundAttempts: REFUND_MAX_ATTEMPTS });
    const admin = await signedInAs(t, await createUser(t.database.db, { role: 'admin' }));
    const listed = await t.app.inject({ method: 'GET', url: '/api/bookings/all?status=refund_failed', headers: admin.headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      count: 1,
      bookings: [{ _id: bookingId, status: 'cancelled', refund: { paymentId, status: 'refund_failed', attempts: REFUND_MAX_ATTEMPTS } }],
    });
    const plain = (await t.app.inject({ method: 'GET', url: '/api/bookings/all', headers: admin.headers })).json<{ bookings: object[] }>();
    expect(plain.bookings.every((booking) => !('refund' in booking))).toBe(true);
    const wrong = await t.app.inject({ method: 'GET', url: '/api/bookings/all?status=anything', headers: admin.headers });
    expect(wrong.statusCode).toBe(400);
    const owner = await signedInAs(t, await createUser(t.database.db, { role: 'gym_owner' }));
    expect((await t.app.inject({ method: 'GET', url: '/api/bookings/all?status=refund_failed', headers: owner.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/bookings/all?status=refund_failed', headers: booker.headers })).statusCode).toBe(403);
    // The first try was the cancellation's own (logged by the app); the housekeeping made the others.
    expect(logged.filter((line) => line.level === 'warn')).toHaveLength(REFUND_MAX_ATTEMPTS - 2);
    expect(logged.filter((line) => line.level === 'error')).toHaveLength(1);
    expect(await metrics.registry.getSingleMetricAsString('gymslot_refunds_failed_total')).toMatch(/^gymslot_refunds_failed_total 1$/m);

    // An operator refunds it from Razorpay's dashboard: the webhook closes it.
    fake.state.refundOutage = false;
    const refund = { id: 'rfnd_ByOperator0001', payment_id: paymentId, amount: 30_000 };
    const payment = { ...(fake.payments.get(paymentId) ?? ({} as never)), status: 'refunded' as const };
    expect((await postWebhook(t, fake.webhook('refund.processed', webhookPayloads.refund(refund, payment)))).statusCode).toBe(200);
    expect(await ledgerOf(paymentId)).toMatchObject({ status: 'refunded', refundId: 'rfnd_ByOperator0001' });
  });
});
