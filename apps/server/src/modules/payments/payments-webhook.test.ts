import { addDays } from '@gymslot/shared/ist-time';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookableGym,
  confirm,
  initiate,
  MONDAY,
  MONDAY_10_IST,
  myBookings,
  postWebhook,
  quickBooker,
  setClock,
  type Booker,
  type InitiateBody,
} from '../../../test/booking-helpers.js';
import { useFakeRazorpay, webhookPayloads } from '../../../test/fake-razorpay.js';
import { useTestApp } from '../../../test/test-app.js';
import { bookings } from '../../db/schema/bookings.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { payments, paymentWebhookEvents } from '../../db/schema/payments.js';

const fake = useFakeRazorpay();
const t = useTestApp(() => fake.env());
let gym: GymRow;
const TUESDAY = addDays(MONDAY, 1);
const MINUTE = 60_000;

beforeAll(async () => {
  ({ gym } = await bookableGym(t.database.db, { capacity: 3 }));
});
beforeEach(() => setClock(t, MONDAY_10_IST));

async function holdAndPay(booker: Booker, timeSlot: string, gymId = gym.id) {
  const hold = (await initiate(t, booker, { gymId, bookingDate: TUESDAY, timeSlot })).json<InitiateBody>();
  const paid = fake.pay(hold.order.id);
  const orderPaid = fake.webhook('order.paid', webhookPayloads.orderPaid(paid.payment, { id: hold.order.id, amount: hold.order.amount }));
  return { hold, ...paid, orderPaid };
}

async function bookingRow(id: string) {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

const mailsTo = async (address: string) => (await t.outbox()).filter((eml) => eml.includes(`To: ${address}`));

describe('POST /api/payments/razorpay/webhook', () => {
  it('refuses a missing, wrong or stale signature with 400 and changes nothing', async () => {
    const booker = await quickBooker(t);
    const { hold, orderPaid } = await holdAndPay(booker, '06:00 AM');
    const unsigned = { ...orderPaid, headers: { 'content-type': 'application/json' } };
    const wrong = { ...orderPaid, headers: { ...orderPaid.headers, 'x-razorpay-signature': 'f'.repeat(64) } };
    const tampered = { ...orderPaid, payload: orderPaid.payload.replace('"order.paid"', '"order.paid" ') };
    for (const delivery of [unsigned, wrong, tampered]) {
      const res = await postWebhook(t, delivery);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'Invalid webhook signature' });
    }
    expect((await bookingRow(hold.bookingId))?.status).toBe('held');
  });

  it('confirms a booking whose tab was closed; the later browser confirm gives the same answer', async () => {
    const booker = await quickBooker(t, { email: 'closed-tab@example.com' });
    const { hold, result, orderPaid } = await holdAndPay(booker, '07:00 AM');
    const delivered = await postWebhook(t, orderPaid);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ success: true });
    const confirmed = await bookingRow(hold.bookingId);
    expect(confirmed).toMatchObject({ status: 'confirmed', paymentId: result.razorpay_payment_id, otp: expect.any(Number) });
    expect(await mailsTo('closed-tab@example.com')).toHaveLength(1);

    const browser = await confirm(t, booker, { ...result, bookingId: hold.bookingId });
    expect(browser.statusCode).toBe(200);
    expect(browser.json()).toMatchObject({ booking: { otp: confirmed?.otp, isPaid: true } });
    expect(await mailsTo('closed-tab@example.com')).toHaveLength(1);
  });

  it('leaves a booking the browser already confirmed as it was when the webhooks follow', async () => {
    const booker = await quickBooker(t, { email: 'browser-first@example.com' });
    const { hold, payment, result, orderPaid } = await holdAndPay(booker, '08:00 AM');
    const browser = await confirm(t, booker, { ...result, bookingId: hold.bookingId });
    const before = await bookingRow(hold.bookingId);
    const captured = fake.webhook('payment.captured', webhookPayloads.payment(payment));
    for (const delivery of [orderPaid, captured]) expect((await postWebhook(t, delivery)).statusCode).toBe(200);
    expect(await bookingRow(hold.bookingId)).toEqual(before);
    expect(browser.json()).toMatchObject({ booking: { otp: before?.otp } });
    expect(await mailsTo('browser-first@example.com')).toHaveLength(1);
  });

  it('acts on each event id once: a redelivery is answered 200 and ignored', async () => {
    const booker = await quickBooker(t);
    const hold = (await initiate(t, booker, { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '09:00 AM' })).json<InitiateBody>();
    const failed = fake.fail(hold.order.id);
    const delivery = fake.webhook('payment.failed', webhookPayloads.payment(failed), 'evt_failed_once_0001');
    expect((await postWebhook(t, delivery)).statusCode).toBe(200);
    expect(await t.database.db.select().from(payments).where(eq(payments.id, failed.id))).toHaveLength(1);

    // Were the redelivery acted on, it would write the failed attempt into the ledger again.
    await t.database.db.delete(payments).where(eq(payments.id, failed.id));
    expect((await postWebhook(t, delivery)).json()).toEqual({ success: true });
    expect(await t.database.db.select().from(payments).where(eq(payments.id, failed.id))).toHaveLength(0);
    const events = await t.database.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, 'evt_failed_once_0001'));
    expect(events).toHaveLength(1);
  });

  it('keeps the hold on payment.failed, records the failed attempt, and confirms a later attempt on the same order', async () => {
    const { gym: tiny } = await bookableGym(t.database.db, { capacity: 1 });
    const booker = await quickBooker(t);
    const hold = (await initiate(t, booker, { gymId: tiny.id, bookingDate: TUESDAY, timeSlot: '10:00 AM' })).json<InitiateBody>();
    const failed = fake.fail(hold.order.id);
    expect((await postWebhook(t, fake.webhook('payment.failed', webhookPayloads.payment(failed)))).statusCode).toBe(200);
    const [ledger] = await t.database.db.select().from(payments).where(eq(payments.id, failed.id));
    expect(ledger).toMatchObject({ status: 'failed', failureReason: 'Your payment has been cancelled.' });
    expect((await bookingRow(hold.bookingId))?.status).toBe('held');
    expect((await myBookings(t, booker)).json<{ count: number }>().count).toBe(1);
    expect((await initiate(t, await quickBooker(t), { gymId: tiny.id, bookingDate: TUESDAY, timeSlot: '10:00 AM' })).statusCode).toBe(409);

    const { payment } = fake.pay(hold.order.id);
    const paid = fake.webhook('order.paid', webhookPayloads.orderPaid(payment, hold.order));
    expect((await postWebhook(t, paid)).statusCode).toBe(200);
    expect((await bookingRow(hold.bookingId))?.status).toBe('confirmed');
  });

  it('refunds a late webhook payment for a slot that filled up, and tells the person', async () => {
    const { gym: tiny } = await bookableGym(t.database.db, { capacity: 1 });
    const booker = await quickBooker(t, { email: 'late-webhook@example.com' });
    const { hold, payment, orderPaid } = await holdAndPay(booker, '11:00 AM', tiny.id);
    t.clock.advance(16 * MINUTE);
    expect((await initiate(t, await quickBooker(t), { gymId: tiny.id, bookingDate: TUESDAY, timeSlot: '11:00 AM' })).statusCode).toBe(200);
    expect((await postWebhook(t, orderPaid)).statusCode).toBe(200);
    expect(fake.refunds).toContainEqual(expect.objectContaining({ payment_id: payment.id, amount: 19_900 }));
    expect((await bookingRow(hold.bookingId))?.status).toBe('refunded');
    expect((await mailsTo('late-webhook@example.com')).join()).toContain('Payment refunded');
  });

  it('records a refund made at Razorpay and frees the place of the booking it paid for', async () => {
    const booker = await quickBooker(t);
    const { hold, payment, result } = await holdAndPay(booker, '12:00 PM');
    expect((await confirm(t, booker, { ...result, bookingId: hold.bookingId })).statusCode).toBe(200);
    const refund = { id: 'rfnd_Dashboard00001', payment_id: payment.id, amount: payment.amount };
    const delivery = fake.webhook('refund.processed', webhookPayloads.refund(refund, { ...payment, status: 'refunded' }));
    expect((await postWebhook(t, delivery)).statusCode).toBe(200);
    const [ledger] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(ledger).toMatchObject({ status: 'refunded', refundId: 'rfnd_Dashboard00001' });
    expect((await bookingRow(hold.bookingId))?.status).toBe('refunded');
    expect((await myBookings(t, booker)).json<{ bookings: { _id: string }[] }>().bookings.map((b) => b._id)).not.toContain(hold.bookingId);
  });

  it('answers events it does not use with 200', async () => {
    const res = await postWebhook(t, fake.webhook('settlement.processed', { settlement: { entity: { id: 'setl_1' } } }));
    expect(res.statusCode).toBe(200);
  });
});
