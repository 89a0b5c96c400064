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
  myBookings,
  quickBooker,
  setClock,
  type Booker,
  type InitiateBody,
} from '../../../../test/booking-helpers.js';
import { composeServices } from '../../../../test/composed-services.js';
import { useFakeRazorpay } from '../../../../test/fake-razorpay.js';
import { mailTo } from '../../../../test/mail-parts.js';
import { useTestApp } from '../../../../test/test-app.js';
import { bookings } from '../../../db/schema/bookings.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { payments } from '../../../db/schema/payments.js';
import { REFUND_LEASE_MS } from '../../payments/refund.service.js';
import { runBookingMaintenance } from '../booking-maintenance.js';

const fake = useFakeRazorpay();
const t = useTestApp(() => fake.env());
let gym: GymRow;
const TUESDAY = addDays(MONDAY, 1);
const MINUTE = 60_000;
const silent = { error: () => undefined, warn: () => undefined, info: () => undefined };

beforeAll(async () => {
  ({ gym } = await bookableGym(t.database.db, { capacity: 1, pricePerHourPaise: 15_000 }));
});
beforeEach(() => {
  setClock(t, MONDAY_10_IST);
  fake.state.outage = false;
});

async function paidBooking(booker: Booker, date: string, timeSlot: string) {
  const hold = (await initiate(t, booker, { gymId: gym.id, bookingDate: date, timeSlot })).json<InitiateBody>();
  const { payment, result } = fake.pay(hold.order.id);
  const confirmed = await confirm(t, booker, { ...result, bookingId: hold.bookingId });
  expect(confirmed.statusCode).toBe(200);
  return { bookingId: hold.bookingId, paymentId: payment.id };
}

const ledgerOf = async (paymentId: string) => (await t.database.db.select().from(payments).where(eq(payments.id, paymentId)))[0];

describe('DELETE /api/bookings/:id (B4)', () => {
  it('cancels a paid booking well ahead with a full refund through Razorpay, and frees the place', async () => {
    const booker = await quickBooker(t, { email: 'cancel-early@example.com' });
    const { bookingId, paymentId } = await paidBooking(booker, TUESDAY, '06:00 PM');
    const res = await cancel(t, booker, bookingId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Booking cancelled successfully' });

    expect(fake.refunds).toEqual([
      { id: expect.stringMatching(/^rfnd_/), payment_id: paymentId, amount: 15_000, speed: 'optimum', idempotencyKey: `gymslot_refund_${paymentId}` },
    ]);
    expect(await ledgerOf(paymentId)).toMatchObject({ status: 'refunded', refundId: fake.refunds[0]?.id });
    expect((await myBookings(t, booker)).json<{ count: number }>().count).toBe(0);
    expect(mailTo(await t.outbox(), 'cancel-early@example.com').text).toContain('₹150 is being refunded in full');
    const next = await initiate(t, await quickBooker(t), { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '06:00 PM' });
    expect(next.statusCode).toBe(200);
  });

  it('refuses within 2 hours of the start with the policy, and once the slot has started', async () => {
    const booker = await quickBooker(t);
    const { bookingId, paymentId } = await paidBooking(booker, MONDAY, '11:00 AM');
    const late = await cancel(t, booker, bookingId);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/up to 2 hours before the slot starts/);
    t.clock.advance(61 * MINUTE);
    const started = await cancel(t, booker, bookingId);
    expect(started.json()).toEqual({ success: false, message: 'This slot has already started', error: 'This slot has already started', code: 'slotStarted' });
    expect(fake.refunds.filter((refund) => refund.payment_id === paymentId)).toEqual([]);
    expect(await ledgerOf(paymentId)).toMatchObject({ status: 'captured' });
  });

  it('refuses a verified booking', async () => {
    const booker = await quickBooker(t);
    const { bookingId } = await paidBooking(booker, TUESDAY, '07:00 PM');
    await t.database.db.update(bookings).set({ isVerified: true, verifiedAt: t.clock.now() }).where(eq(bookings.id, bookingId));
    const res = await cancel(t, booker, bookingId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Verified bookings cannot be cancelled' });
  });

  it('cancels a hold without a refund, frees the place, and a late payment for it is refunded', async () => {
    const booker = await quickBooker(t);
    const hold = (await initiate(t, booker, { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '08:00 PM' })).json<InitiateBody>();
    expect((await cancel(t, booker, hold.bookingId)).statusCode).toBe(200);
    expect((await cancel(t, booker, hold.bookingId)).statusCode).toBe(200);
    expect((await initiate(t, await quickBooker(t), { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '08:00 PM' })).statusCode).toBe(200);

    const { payment, result } = fake.pay(hold.order.id);
    const paidAnyway = await confirm(t, booker, { ...result, bookingId: hold.bookingId });
    expect(paidAnyway.statusCode).toBe(409);
    expect(fake.refunds).toContainEqual(expect.objectContaining({ payment_id: payment.id }));
  });

  it('hides other people\'s bookings behind 404', async () => {
    const owner = await quickBooker(t);
    const hold = (await initiate(t, owner, { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '09:00 PM' })).json<InitiateBody>();
    const stranger = await quickBooker(t);
    for (const id of [hold.bookingId, 'x', 'abcdefabcdefabcdefabcdef']) {
      const res = await cancel(t, stranger, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Booking not found' });
    }
    expect((await t.database.db.select().from(bookings).where(eq(bookings.id, hold.bookingId)))[0]?.status).toBe('held');
  });

  it('keeps a refund that failed on the way as pending, and the periodic job completes it', async () => {
    const booker = await quickBooker(t);
    const { bookingId, paymentId } = await paidBooking(booker, TUESDAY, '10:00 PM');
    fake.state.outage = true;
    expect((await cancel(t, booker, bookingId)).statusCode).toBe(200);
    expect(await ledgerOf(paymentId)).toMatchObject({ status: 'refund_pending', refundId: null });

    fake.state.outage = false;
    const deps = { database: t.database, clock: t.clock, paymentProvider: t.paymentProvider, outbox: t.messages, config: t.config, logger: silent };
    expect((await runBookingMaintenance(deps, composeServices(deps))).refundsRetried).toBe(0);
    t.clock.advance(REFUND_LEASE_MS + 1_000);
    expect((await runBookingMaintenance(deps, composeServices(deps))).refundsRetried).toBe(1);
    expect(await ledgerOf(paymentId)).toMatchObject({ status: 'refunded', refundId: expect.stringMatching(/^rfnd_/) });
    expect(fake.refunds.filter((refund) => refund.payment_id === paymentId)).toHaveLength(1);
  });
});
