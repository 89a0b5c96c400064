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
  quickBooker,
  sandboxPay,
  setClock,
  type Booker,
  type InitiateBody,
} from '../../../../test/booking-helpers.js';
import { mailAttachment, mailTo } from '../../../../test/mail-parts.js';
import { useTestApp } from '../../../../test/test-app.js';
import { bookings } from '../../../db/schema/bookings.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { payments, sandboxPayments } from '../../../db/schema/payments.js';
import { checkoutSignature } from '../../payments/payment-signatures.js';
import { sandboxSecrets } from '../../payments/sandbox-provider.js';

let gym: GymRow;
const MINUTE = 60_000;
const TUESDAY = addDays(MONDAY, 1);

interface PaymentResult {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

const t = useTestApp();
beforeAll(async () => {
  ({ gym } = await bookableGym(t.database.db, { name: 'Flex & <Co>', capacity: 3, address: '12 MG Road', city: 'Bengaluru' }));
});
beforeEach(() => setClock(t, MONDAY_10_IST));

async function holdAndPay(booker: Booker, timeSlot: string, date = TUESDAY, gymId = gym.id) {
  const started = await initiate(t, booker, { gymId, bookingDate: date, timeSlot });
  expect(started.statusCode).toBe(200);
  const hold = started.json<InitiateBody>();
  const paid = await sandboxPay(t, booker, hold.bookingId, 'success');
  expect(paid.statusCode).toBe(200);
  const { payment } = paid.json<{ payment: PaymentResult }>();
  return { hold, payment, confirmBody: { ...payment, bookingId: hold.bookingId } };
}

describe('sandbox checkout and POST /api/bookings/confirm (B2)', () => {
  it('confirms a paid hold with a 6-digit OTP, a mail with directions and a calendar event', async () => {
    const booker = await quickBooker(t, { name: 'Ravi <b>Kumar</b>', email: 'ravi@example.com' });
    const { hold, payment, confirmBody } = await holdAndPay(booker, '06:00 PM');
    // Signed exactly as Razorpay Checkout signs: HMAC-SHA256(order|payment) with the key secret.
    expect(payment.razorpay_order_id).toBe(hold.order.id);
    expect(payment.razorpay_signature).toBe(
      checkoutSignature(hold.order.id, payment.razorpay_payment_id, sandboxSecrets(t.config.sessionSecret).keySecret),
    );

    const res = await confirm(t, booker, confirmBody);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; message: string; booking: Record<string, unknown> }>();
    expect(body).toEqual({
      success: true,
      message: 'Booking confirmed',
      booking: {
        _id: hold.bookingId,
        gym: { _id: gym.id, name: 'Flex & <Co>', city: 'Bengaluru', address: '12 MG Road', latitude: gym.latitude, longitude: gym.longitude },
        user: { _id: booker.user.id, name: 'Ravi <b>Kumar</b>', email: 'ravi@example.com' },
        date: TUESDAY,
        timeSlot: '06:00 PM',
        amount: 199,
        isPaid: true,
        isVerified: false,
        status: 'confirmed',
        otp: expect.any(Number),
        // Check-in from 05:00 PM IST, an hour before the slot, until it ends at 07:00 PM IST.
        checkInOpensAt: `${TUESDAY}T11:30:00.000Z`,
        checkInClosesAt: `${TUESDAY}T13:30:00.000Z`,
        hasInvoice: true,
        createdAt: expect.any(String),
      },
    });
    expect(String(body.booking.otp)).toMatch(/^[1-9]\d{5}$/);
    // No provider ids or signatures in what the browser sees.
    expect(res.body).not.toContain(payment.razorpay_payment_id);
    expect(res.body).not.toContain(hold.order.id);

    const mail = mailTo(await t.outbox(), 'ravi@example.com');
    expect(mail.text).toContain(`OTP: ${body.booking.otp}`);
    expect(mail.text).toContain('Amount paid: ₹199');
    expect(mail.text).toContain(`https://www.google.com/maps/dir/?api=1&destination=${gym.latitude},${gym.longitude}`);
    expect(mail.html).toContain('Flex &amp; &lt;Co&gt;');
    expect(mail.html).toContain('Ravi &lt;b&gt;Kumar&lt;/b&gt;');
    const ics = mailAttachment(mail.raw, 'gymslot-booking.ics');
    // 06:00 PM IST on Tuesday is 12:30 UTC.
    expect(ics).toContain(`DTSTART:${TUESDAY.replace(/-/g, '')}T123000Z`);
    expect(ics).toContain(`DTEND:${TUESDAY.replace(/-/g, '')}T133000Z`);
    expect(ics).toContain('LOCATION:12 MG Road\\, Bengaluru');
  });

  it('answers a replayed confirm with the same 200 and no second OTP or mail', async () => {
    const booker = await quickBooker(t, { email: 'replay@example.com' });
    const { confirmBody } = await holdAndPay(booker, '07:00 PM');
    const first = await confirm(t, booker, confirmBody);
    const second = await confirm(t, booker, confirmBody);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await t.outbox()).filter((eml) => /^To: replay@example\.com/m.test(eml))).toHaveLength(1);
  });

  it('refuses missing fields, a forged signature, another booking\'s order and someone else\'s booking', async () => {
    const booker = await quickBooker(t);
    const mine = await holdAndPay(booker, '08:00 PM');
    const other = await holdAndPay(booker, '09:00 PM');

    const missing = await confirm(t, booker, { bookingId: mine.hold.bookingId, razorpay_order_id: mine.hold.order.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'Missing required fields for verification' });

    const forged = await confirm(t, booker, { ...mine.confirmBody, razorpay_signature: 'a'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: 'Invalid payment signature' });

    // A genuine payment result, but for the other booking's order.
    const swapped = await confirm(t, booker, { ...other.payment, bookingId: mine.hold.bookingId });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json()).toMatchObject({ error: 'Order does not match this booking' });

    const stranger = await quickBooker(t);
    for (const bookingId of [mine.hold.bookingId, 'not-an-id', 'abcdefabcdefabcdefabcdef']) {
      const res = await confirm(t, stranger, { ...mine.payment, bookingId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Booking not found', error: 'Booking not found', code: 'bookingNotFound' });
    }
    expect((await sandboxPay(t, stranger, mine.hold.bookingId, 'success')).statusCode).toBe(404);
    const peek = await t.app.inject({ method: 'GET', url: `/api/bookings/${mine.hold.bookingId}`, headers: stranger.headers });
    expect(peek.statusCode).toBe(404);

    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, mine.hold.bookingId));
    expect(row?.status).toBe('held');
  });

  it('records a failed payment and keeps the hold, so the same order can be paid again', async () => {
    const { gym: tiny } = await bookableGym(t.database.db, { capacity: 1 });
    const booker = await quickBooker(t);
    const hold = (await initiate(t, booker, { gymId: tiny.id, bookingDate: TUESDAY, timeSlot: '07:00 AM' })).json<InitiateBody>();
    const failed = await sandboxPay(t, booker, hold.bookingId, 'failure');
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual({ success: true, outcome: 'failure', error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed' } });

    const [ledger] = await t.database.db.select().from(payments).where(eq(payments.bookingId, hold.bookingId));
    expect(ledger).toMatchObject({ status: 'failed', provider: 'sandbox', amountPaise: 19_900 });
    const listed = (await myBookings(t, booker)).json<{ bookings: { _id: string; order?: { id: string } }[] }>().bookings;
    expect(listed.find((b) => b._id === hold.bookingId)?.order?.id).toBe(hold.order.id);
    const someoneElse = await initiate(t, await quickBooker(t), { gymId: tiny.id, bookingDate: TUESDAY, timeSlot: '07:00 AM' });
    expect(someoneElse.json()).toMatchObject({ error: 'This slot is full' });

    const retried = await sandboxPay(t, booker, hold.bookingId, 'success');
    const { payment } = retried.json<{ payment: Record<string, string> }>();
    expect(payment.razorpay_order_id).toBe(hold.order.id);
    const confirmed = await confirm(t, booker, { ...payment, bookingId: hold.bookingId });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ booking: { isPaid: true, status: 'confirmed' } });
  });

  it('keeps a late payment when the slot still has room, and says so in the mail', async () => {
    const { gym: tiny } = await bookableGym(t.database.db, { capacity: 1 });
    const booker = await quickBooker(t, { email: 'late-kept@example.com' });
    const { confirmBody } = await holdAndPay(booker, '08:00 AM', TUESDAY, tiny.id);
    t.clock.advance(20 * MINUTE);
    const res = await confirm(t, booker, confirmBody);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ booking: { isPaid: boolean } }>().booking.isPaid).toBe(true);
    expect(mailTo(await t.outbox(), 'late-kept@example.com').text).toContain('after the hold on your slot had run out');
    const full = await initiate(t, await quickBooker(t), { gymId: tiny.id, bookingDate: TUESDAY, timeSlot: '08:00 AM' });
    expect(full.json()).toMatchObject({ error: 'This slot is full' });
  });

  it('refunds a late payment when the slot filled meanwhile, tells the person, and does so once', async () => {
    const { gym: tiny } = await bookableGym(t.database.db, { capacity: 1 });
    const booker = await quickBooker(t, { email: 'late-refunded@example.com' });
    const { hold, payment, confirmBody } = await holdAndPay(booker, '09:00 AM', TUESDAY, tiny.id);
    t.clock.advance(16 * MINUTE);
    expect((await initiate(t, await quickBooker(t), { gymId: tiny.id, bookingDate: TUESDAY, timeSlot: '09:00 AM' })).statusCode).toBe(200);

    const res = await confirm(t, booker, confirmBody);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'Slot no longer available', error: 'Slot no longer available', code: 'slotNoLongerAvailable' });
    const [sandboxPayment] = await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, payment.razorpay_payment_id));
    expect(sandboxPayment).toMatchObject({ status: 'refunded', refundId: expect.stringMatching(/^rfnd_/) });
    const [ledger] = await t.database.db.select().from(payments).where(eq(payments.id, payment.razorpay_payment_id));
    expect(ledger).toMatchObject({ status: 'refunded', refundId: sandboxPayment?.refundId });
    expect(mailTo(await t.outbox(), 'late-refunded@example.com').text).toContain('refunded your payment of ₹199 in full');

    const again = await confirm(t, booker, confirmBody);
    expect(again.statusCode).toBe(409);
    const [after] = await t.database.db.select().from(payments).where(eq(payments.id, payment.razorpay_payment_id));
    expect(after?.refundId).toBe(ledger?.refundId);
    const status = await t.app.inject({ method: 'GET', url: `/api/bookings/${hold.bookingId}`, headers: booker.headers });
    expect(status.json()).toMatchObject({ booking: { status: 'refunded', isPaid: false } });
  });
});
