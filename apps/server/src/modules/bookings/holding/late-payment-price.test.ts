import { addDays } from '@gymslot/shared/ist-time';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookableGym, initiate, MONDAY, MONDAY_10_IST, postWebhook, quickBooker, setClock, type InitiateBody } from '../../../../test/booking-helpers.js';
import { useFakeRazorpay, webhookPayloads } from '../../../../test/fake-razorpay.js';
import { useTestApp } from '../../../../test/test-app.js';
import { bookings } from '../../../db/schema/bookings.js';
import { gyms, type GymRow } from '../../../db/schema/gyms.js';
import { payments } from '../../../db/schema/payments.js';

// Issue 26, finding 7: a hold is a price promise only while it lasts. A payment that arrives after
// the hold ran out keeps the place only if it is free at the slot's price now; a ₹1 hold paid
// after the owner raised the price is refunded, not confirmed at ₹1.

const fake = useFakeRazorpay();
const t = useTestApp(() => fake.env());
let gym: GymRow;
const TUESDAY = addDays(MONDAY, 1);
const MINUTE = 60_000;

beforeAll(async () => {
  ({ gym } = await bookableGym(t.database.db, { capacity: 3, pricePerHourPaise: 100 }));
});
beforeEach(async () => {
  setClock(t, MONDAY_10_IST);
  await t.database.db.update(gyms).set({ pricePerHourPaise: 100 }).where(eq(gyms.id, gym.id));
});

async function latePayment(timeSlot: string) {
  const booker = await quickBooker(t);
  const res = await initiate(t, booker, { gymId: gym.id, bookingDate: TUESDAY, timeSlot });
  expect(res.statusCode).toBe(200);
  const held = res.json<InitiateBody>();
  const { payment } = fake.pay(held.order.id);
  t.clock.advance(20 * MINUTE);
  return { held, payment };
}

const deliverPaid = async (held: InitiateBody, payment: ReturnType<typeof fake.pay>['payment']) =>
  expect((await postWebhook(t, fake.webhook('order.paid', webhookPayloads.orderPaid(payment, held.order)))).statusCode).toBe(200);
const bookingOf = async (id: string) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const ledgerOf = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0];

describe('a payment after its hold ran out', () => {
  it('is refunded when the slot costs more now, with a mail that says why', async () => {
    const { held, payment } = await latePayment('06:00 AM');
    await t.database.db.update(gyms).set({ pricePerHourPaise: 49_900 }).where(eq(gyms.id, gym.id));
    await deliverPaid(held, payment);
    expect(await bookingOf(held.bookingId)).toMatchObject({ status: 'refunded' });
    expect(await ledgerOf(payment.id)).toMatchObject({ status: 'refunded' });
    const mail = (await t.outbox()).find((eml) => eml.includes('Payment refunded'));
    expect(mail).toContain('the price of the slot has changed since');
  });

  it('still keeps its place when the slot costs what was held', async () => {
    const { held, payment } = await latePayment('07:00 AM');
    await deliverPaid(held, payment);
    expect(await bookingOf(held.bookingId)).toMatchObject({ status: 'confirmed', amountPaise: 100 });
  });
});
