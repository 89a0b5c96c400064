import { addDays } from '@gymslot/shared/ist-time';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookableGym,
  confirm,
  initiate,
  MONDAY,
  MONDAY_10_IST,
  quickBooker,
  sandboxPay,
  setClock,
  type InitiateBody,
} from '../../../../test/booking-helpers.js';
import { useFakeRazorpay } from '../../../../test/fake-razorpay.js';
import { useTestApp } from '../../../../test/test-app.js';
import { bookings } from '../../../db/schema/bookings.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { payments } from '../../../db/schema/payments.js';

const fake = useFakeRazorpay();
const t = useTestApp(() => fake.env());
let gym: GymRow;
const TUESDAY = addDays(MONDAY, 1);

beforeAll(async () => {
  ({ gym } = await bookableGym(t.database.db, { capacity: 4, pricePerHourPaise: 35_000 }));
});
beforeEach(() => {
  setClock(t, MONDAY_10_IST);
  fake.state.outage = false;
});

describe('booking with Razorpay (against a stand-in Razorpay API)', () => {
  it('creates a Razorpay order for the gym price and confirms a captured payment', async () => {
    const booker = await quickBooker(t, { name: 'Neha', email: 'neha@example.com' });
    const started = await initiate(t, booker, { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '07:00 AM' });
    expect(started.statusCode).toBe(200);
    const hold = started.json<InitiateBody>();
    expect(hold.keyId).toBe(fake.keyId);
    expect(hold.checkout).toMatchObject({ provider: 'razorpay', keyId: fake.keyId });
    expect(fake.orders.get(hold.order.id)).toEqual({
      id: hold.order.id,
      amount: 35_000,
      currency: 'INR',
      receipt: `booking_${hold.bookingId}`,
      notes: { bookingId: hold.bookingId, gymId: gym.id },
      // Razorpay captures on its own within the hold's 15 minutes; refunds go out at optimum speed.
      payment: {
        capture: 'automatic',
        capture_options: { automatic_expiry_period: 15, manual_expiry_period: 30, refund_speed: 'optimum' },
      },
    });

    const { payment, result } = fake.pay(hold.order.id);
    const res = await confirm(t, booker, { ...result, bookingId: hold.bookingId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Booking confirmed', booking: { isPaid: true, amount: 350, status: 'confirmed' } });
    expect(fake.requests).toContainEqual({ method: 'GET', path: `/v1/payments/${payment.id}` });
    const [ledger] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(ledger).toMatchObject({ provider: 'razorpay', status: 'captured', amountPaise: 35_000, orderId: hold.order.id });
  });

  it('accepts a payment of the order\'s amount that went through, not one for another amount or one that failed', async () => {
    const booker = await quickBooker(t);
    const wrongAmount = (await initiate(t, booker, { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '08:00 AM' })).json<InitiateBody>();
    const short = fake.pay(wrongAmount.order.id, { amount: 100 });
    const refused = await confirm(t, booker, { ...short.result, bookingId: wrongAmount.bookingId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'Payment could not be verified' });

    const failedPayment = fake.fail(wrongAmount.order.id);
    const signedButFailed = fake.pay(wrongAmount.order.id);
    fake.payments.set(signedButFailed.payment.id, { ...failedPayment, id: signedButFailed.payment.id });
    expect((await confirm(t, booker, { ...signedButFailed.result, bookingId: wrongAmount.bookingId })).statusCode).toBe(400);

    const paid = fake.pay(wrongAmount.order.id);
    expect((await confirm(t, booker, { ...paid.result, bookingId: wrongAmount.bookingId })).statusCode).toBe(200);
  });

  it('answers a payment id Razorpay does not know with 400, and a Razorpay outage with 503', async () => {
    const booker = await quickBooker(t);
    const hold = (await initiate(t, booker, { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '09:00 AM' })).json<InitiateBody>();
    const { result } = fake.pay(hold.order.id);
    fake.payments.delete(result.razorpay_payment_id);
    expect((await confirm(t, booker, { ...result, bookingId: hold.bookingId })).json()).toMatchObject({ error: 'Payment could not be verified' });

    fake.state.outage = true;
    const res = await initiate(t, booker, { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '10:00 AM' });
    expect(res.statusCode).toBe(503);
    expect(res.json<{ error: string }>().error).toMatch(/payment service is not available/);
    // The hold made before the order call was given back.
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.timeSlot, '10:00 AM'));
    expect(rows).toEqual([]);
  });

  it('keeps the sandbox checkout closed while Razorpay is in use', async () => {
    const booker = await quickBooker(t);
    const hold = (await initiate(t, booker, { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '11:00 AM' })).json<InitiateBody>();
    const res = await sandboxPay(t, booker, hold.bookingId, 'success');
    expect(res.statusCode).toBe(404);
  });
});
