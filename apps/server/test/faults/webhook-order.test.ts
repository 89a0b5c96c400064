import { addDays } from '@gymslot/shared/ist-time';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../../src/db/schema/bookings.js';
import type { GymRow } from '../../src/db/schema/gyms.js';
import { payments } from '../../src/db/schema/payments.js';
import { bookableGym, confirm, initiate, MONDAY, MONDAY_10_IST, postWebhook, quickBooker, setClock, type Booker, type InitiateBody } from '../booking-helpers.js';
import { useFakeRazorpay, webhookPayloads } from '../fake-razorpay.js';
import { useTestApp } from '../test-app.js';

// Webhooks as Razorpay really delivers them: more than once, each event under its own id, in any
// order and possibly long after the payment. What modules/payments/payments-webhook.test.ts already
// covers (one event id redelivered, webhooks after the browser's confirm, a late payment for a full
// slot, a dashboard refund after confirmation) is not repeated here.

const fake = useFakeRazorpay();
const t = useTestApp(() => fake.env());
let gym: GymRow;
const TUESDAY = addDays(MONDAY, 1);
const MINUTE = 60_000;

beforeAll(async () => {
  ({ gym } = await bookableGym(t.database.db, { capacity: 2 }));
});
beforeEach(() => setClock(t, MONDAY_10_IST));

async function hold(booker: Booker, timeSlot: string): Promise<InitiateBody> {
  const res = await initiate(t, booker, { gymId: gym.id, bookingDate: TUESDAY, timeSlot });
  expect(res.statusCode).toBe(200);
  return res.json<InitiateBody>();
}

async function deliver(...deliveries: { payload: string; headers: Record<string, string> }[]): Promise<void> {
  for (const delivery of deliveries) expect((await postWebhook(t, delivery)).statusCode).toBe(200);
}

async function bookingRow(id: string) {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

const mailsTo = async (address: string) => (await t.outbox()).filter((eml) => eml.includes(`To: ${address}`));

describe('Razorpay webhooks delivered twice, out of order and late', () => {
  it('confirms once when order.paid and payment.captured each arrive twice before the browser returns', async () => {
    const booker = await quickBooker(t, { email: 'twice@example.com' });
    const held = await hold(booker, '06:00 AM');
    const { payment, result } = fake.pay(held.order.id);
    const orderPaid = fake.webhook('order.paid', webhookPayloads.orderPaid(payment, held.order));
    const captured = fake.webhook('payment.captured', webhookPayloads.payment(payment));
    // Razorpay retries with the same event id; the two events are separate ids for one payment.
    await deliver(orderPaid, captured, captured, orderPaid);

    const confirmed = await bookingRow(held.bookingId);
    expect(confirmed).toMatchObject({ status: 'confirmed', paymentId: payment.id });
    const browser = await confirm(t, booker, { ...result, bookingId: held.bookingId });
    expect(browser.json()).toMatchObject({ booking: { status: 'confirmed', otp: confirmed?.otp } });
    expect(await mailsTo('twice@example.com')).toHaveLength(1);
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, held.order.id))).toHaveLength(1);
  });

  it('keeps a booking confirmed when the failure of an earlier attempt is reported after order.paid', async () => {
    const booker = await quickBooker(t);
    const held = await hold(booker, '07:00 AM');
    // The first card was declined, the second went through; their webhooks arrive the other way round.
    const declined = fake.fail(held.order.id);
    const { payment } = fake.pay(held.order.id);
    await deliver(
      fake.webhook('order.paid', webhookPayloads.orderPaid(payment, held.order)),
      fake.webhook('payment.failed', webhookPayloads.payment(declined)),
    );
    expect(await bookingRow(held.bookingId)).toMatchObject({ status: 'confirmed', paymentId: payment.id });
    const ledger = await t.database.db.select().from(payments).where(eq(payments.orderId, held.order.id));
    expect(Object.fromEntries(ledger.map((row) => [row.id, row.status]))).toEqual({ [declined.id]: 'failed', [payment.id]: 'captured' });
  });

  it('keeps a payment whose webhook comes after the hold ran out when the slot still has room', async () => {
    const booker = await quickBooker(t, { email: 'late-kept@example.com' });
    const held = await hold(booker, '08:00 AM');
    const { payment } = fake.pay(held.order.id);
    t.clock.advance(20 * MINUTE);
    await deliver(fake.webhook('order.paid', webhookPayloads.orderPaid(payment, held.order)));
    expect(await bookingRow(held.bookingId)).toMatchObject({ status: 'confirmed', paymentId: payment.id });
    expect(fake.refunds.filter((refund) => refund.payment_id === payment.id)).toHaveLength(0);
    expect(await mailsTo('late-kept@example.com')).toHaveLength(1);
  });

  it('does not confirm a booking whose payment was refunded before order.paid arrived', async () => {
    const booker = await quickBooker(t);
    const held = await hold(booker, '09:00 AM');
    const { payment } = fake.pay(held.order.id);
    const refund = { id: 'rfnd_BeforePaid0001', payment_id: payment.id, amount: payment.amount };
    await deliver(
      fake.webhook('refund.processed', webhookPayloads.refund(refund, { ...payment, status: 'refunded' })),
      fake.webhook('order.paid', webhookPayloads.orderPaid(payment, held.order)),
    );
    // The money is back already: nothing to confirm and nothing more to refund; the hold just lapses.
    expect((await bookingRow(held.bookingId))?.status).toBe('held');
    const [ledger] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(ledger).toMatchObject({ status: 'refunded', refundId: refund.id, bookingId: held.bookingId });
    expect(fake.refunds).toHaveLength(0);
  });
});
