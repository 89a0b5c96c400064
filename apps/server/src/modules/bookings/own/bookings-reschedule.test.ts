import { addDays } from '@gymslot/shared/ist-time';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  bookableGym,
  bookAndPay,
  cancel,
  initiate,
  MONDAY,
  MONDAY_10_IST,
  myBookings,
  quickBooker,
  setClock,
  type Booker,
  type InitiateBody,
} from '../../../../test/booking-helpers.js';
import { mailAttachment, mailTo } from '../../../../test/mail-parts.js';
import { createSiblingApp, useTestApp } from '../../../../test/test-app.js';
import { bookings } from '../../../db/schema/bookings.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { payments } from '../../../db/schema/payments.js';
import { createAvailabilityService } from '../../availability/availability.service.js';
import { createPriceBandsService } from '../../price-bands/price-bands.service.js';
import { sendDueReminders } from '../../reminders/send-due-reminders.js';
import { createRescheduleService } from './booking-reschedule.service.js';

const t = useTestApp();
const TUESDAY = addDays(MONDAY, 1);
const MINUTE = 60_000;
const silent = { error: () => undefined, warn: () => undefined, info: () => undefined };

beforeEach(() => setClock(t, MONDAY_10_IST));

function reschedule(booker: Booker, bookingId: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/reschedule`, headers: booker.headers, payload: body });
}

async function gymOfOne(): Promise<GymRow> {
  return (await bookableGym(t.database.db, { capacity: 1, pricePerHourPaise: 15_000 })).gym;
}

async function paidBooking(gym: GymRow, date: string, timeSlot: string, booker?: Booker) {
  const person = booker ?? (await quickBooker(t));
  const paid = await bookAndPay(t, person, { gymId: gym.id, date, timeSlot });
  return { booker: person, ...paid };
}

const rowOf = async (bookingId: string) => (await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0];

function errorOf(reply: { statusCode: number; json: <T>() => T }) {
  return { status: reply.statusCode, error: reply.json<{ error: string }>().error };
}

describe('POST /api/bookings/:id/reschedule (§8.4a)', () => {
  it('moves a paid booking to another slot, keeping the amount and the OTP, freeing the old place and taking the new one', async () => {
    const gym = await gymOfOne();
    const { booker, bookingId, otp } = await paidBooking(gym, TUESDAY, '06:00 PM');

    const reply = await reschedule(booker, bookingId, { bookingDate: addDays(MONDAY, 2), timeSlot: '7:00 am' });
    expect(reply.statusCode).toBe(200);
    const body = reply.json<{ success: boolean; message: string; booking: Record<string, unknown> }>();
    expect(body).toMatchObject({ success: true, message: 'Booking rescheduled' });
    expect(body.booking).toMatchObject({ _id: bookingId, date: addDays(MONDAY, 2), timeSlot: '07:00 AM', otp, amount: 150, isPaid: true, status: 'confirmed' });

    const listed = (await myBookings(t, booker)).json<{ bookings: { _id: string; date: string; timeSlot: string }[] }>().bookings;
    expect(listed).toEqual([expect.objectContaining({ _id: bookingId, date: addDays(MONDAY, 2), timeSlot: '07:00 AM' })]);
    // The old slot has its place back; the new one is taken.
    expect((await initiate(t, await quickBooker(t), { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '06:00 PM' })).statusCode).toBe(200);
    const full = await initiate(t, await quickBooker(t), { gymId: gym.id, bookingDate: addDays(MONDAY, 2), timeSlot: '07:00 AM' });
    expect(errorOf(full)).toEqual({ status: 409, error: 'This slot is full' });
    // One payment, still captured: no second payment and no refund.
    expect((await t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId))).map((p) => p.status)).toEqual(['captured']);
  });

  it('mails the new time with an updated .ics: the same UID and a higher SEQUENCE each time', async () => {
    const gym = await gymOfOne();
    const { booker, bookingId } = await paidBooking(gym, TUESDAY, '06:00 PM');
    const first = mailAttachment(mailTo(await t.outbox(), booker.user.email).raw, 'gymslot-booking.ics');
    expect(first).toContain('SEQUENCE:0');

    expect((await reschedule(booker, bookingId, { bookingDate: TUESDAY, timeSlot: '08:00 PM' })).statusCode).toBe(200);
    const mail = mailTo(await t.outbox(), booker.user.email);
    expect(mail.raw).toMatch(/^Subject: Booking rescheduled: Iron Temple, .* at 08:00 PM$/m);
    expect(mail.text).toContain('Your payment and your OTP stay the same.');
    const moved = mailAttachment(mail.raw, 'gymslot-booking.ics');
    expect(moved).toContain(`UID:${bookingId}@gymslot`);
    expect(moved).toContain('SEQUENCE:1');
    // 08:00 PM IST on Tuesday is 14:30 UTC.
    expect(moved).toContain(`DTSTART:${TUESDAY.replace(/-/g, '')}T143000Z`);

    expect((await reschedule(booker, bookingId, { bookingDate: TUESDAY, timeSlot: '09:00 PM' })).statusCode).toBe(200);
    expect(mailAttachment(mailTo(await t.outbox(), booker.user.email).raw, 'gymslot-booking.ics')).toContain('SEQUENCE:2');
  });

  it('clears the sent reminder, so the new slot gets its own', async () => {
    const gym = await gymOfOne();
    const { booker, bookingId } = await paidBooking(gym, TUESDAY, '06:00 PM');
    await t.database.db.update(bookings).set({ reminderSentAt: MONDAY_10_IST }).where(eq(bookings.id, bookingId));

    expect((await reschedule(booker, bookingId, { bookingDate: TUESDAY, timeSlot: '08:00 PM' })).statusCode).toBe(200);
    expect((await rowOf(bookingId))?.reminderSentAt).toBeNull();

    // 08:00 PM IST is 14:30 UTC; the default lead time is two hours.
    setClock(t, new Date(Date.parse(`${TUESDAY}T14:30:00Z`) - 119 * MINUTE));
    const deps = { config: t.config, database: t.database, clock: t.clock, outbox: t.messages, logger: silent };
    expect((await sendDueReminders(deps)).remindersSent).toBeGreaterThanOrEqual(1);
    expect(mailTo(await t.outbox(), booker.user.email).raw).toMatch(/^Subject: Reminder: Iron Temple at 08:00 PM today$/m);
  });

  it('counts reschedules in /api/metrics', async () => {
    const gym = await gymOfOne();
    const { booker, bookingId } = await paidBooking(gym, TUESDAY, '06:00 PM');
    const count = async () => {
      const text = (await t.app.inject({ method: 'GET', url: '/api/metrics' })).body;
      return Number(/^gymslot_bookings_rescheduled_total (\d+)$/m.exec(text)?.[1]);
    };
    const before = await count();
    expect((await reschedule(booker, bookingId, { bookingDate: TUESDAY, timeSlot: '07:00 PM' })).statusCode).toBe(200);
    expect(await reschedule(booker, bookingId, { bookingDate: TUESDAY, timeSlot: '03:00 AM' })).toHaveProperty('statusCode', 400);
    expect(await count()).toBe(before + 1);
  });

  it("refuses a slot the gym does not offer, one that has started, a full one, or the booking's own slot", async () => {
    const gym = await gymOfOne();
    const { booker, bookingId } = await paidBooking(gym, TUESDAY, '06:00 PM');
    await paidBooking(gym, TUESDAY, '07:00 PM');

    expect(errorOf(await reschedule(booker, bookingId, { bookingDate: TUESDAY, timeSlot: '03:00 AM' }))).toEqual({
      status: 400,
      error: 'Selected slot is not available for this day',
    });
    expect(errorOf(await reschedule(booker, bookingId, { bookingDate: MONDAY, timeSlot: '09:00 AM' }))).toEqual({
      status: 400,
      error: 'Cannot book past time slot today',
    });
    expect(errorOf(await reschedule(booker, bookingId, { bookingDate: addDays(MONDAY, -1), timeSlot: '09:00 AM' }))).toEqual({
      status: 400,
      error: 'Invalid booking date',
    });
    expect(errorOf(await reschedule(booker, bookingId, { bookingDate: TUESDAY }))).toEqual({ status: 400, error: 'Missing required fields' });
    expect(errorOf(await reschedule(booker, bookingId, { bookingDate: TUESDAY, timeSlot: '07:00 PM' }))).toEqual({
      status: 409,
      error: 'This slot is full',
    });
    expect(errorOf(await reschedule(booker, bookingId, { bookingDate: TUESDAY, timeSlot: '6:00 pm' }))).toEqual({
      status: 400,
      error: 'Your booking is already in this slot. Choose another date or time.',
    });
    expect(await rowOf(bookingId)).toMatchObject({ date: TUESDAY, timeSlot: '06:00 PM', rescheduleCount: 0 });
  });

  it('refuses within 2 hours of the original start, and once it has started', async () => {
    const gym = await gymOfOne();
    const { booker, bookingId } = await paidBooking(gym, MONDAY, '12:00 PM');
    setClock(t, new Date(MONDAY_10_IST.getTime() + MINUTE));
    const late = errorOf(await reschedule(booker, bookingId, { bookingDate: TUESDAY, timeSlot: '06:00 PM' }));
    expect(late).toEqual({ status: 409, error: 'This booking starts in less than 2 hours, so it can no longer be rescheduled.' });
    setClock(t, new Date(MONDAY_10_IST.getTime() + 121 * MINUTE));
    expect(errorOf(await reschedule(booker, bookingId, { bookingDate: TUESDAY, timeSlot: '06:00 PM' }))).toEqual({
      status: 409,
      error: 'This slot has already started',
    });
  });

  it("answers someone else's or an unknown booking with 404", async () => {
    const gym = await gymOfOne();
    const { bookingId } = await paidBooking(gym, TUESDAY, '06:00 PM');
    const stranger = await quickBooker(t);
    const body = { bookingDate: TUESDAY, timeSlot: '08:00 PM' };
    expect(errorOf(await reschedule(stranger, bookingId, body))).toEqual({ status: 404, error: 'Booking not found' });
    expect(errorOf(await reschedule(stranger, 'not-an-id', body))).toEqual({ status: 404, error: 'Booking not found' });
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/reschedule`, payload: body })).statusCode).toBe(401);
  });

  it('refuses a held, a cancelled and a checked-in booking with a clear 409', async () => {
    const gym = await gymOfOne();
    const body = { bookingDate: TUESDAY, timeSlot: '08:00 PM' };

    const holder = await quickBooker(t);
    const hold = (await initiate(t, holder, { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '06:00 PM' })).json<InitiateBody>();
    expect(errorOf(await reschedule(holder, hold.bookingId, body))).toEqual({
      status: 409,
      error: 'Only paid bookings can be rescheduled. Complete the payment first.',
    });

    const cancelled = await paidBooking(gym, TUESDAY, '07:00 PM');
    expect((await cancel(t, cancelled.booker, cancelled.bookingId)).statusCode).toBe(200);
    expect(errorOf(await reschedule(cancelled.booker, cancelled.bookingId, body))).toEqual({
      status: 409,
      error: 'This booking has been cancelled, so it cannot be rescheduled',
    });

    const visited = await paidBooking(gym, TUESDAY, '09:00 PM');
    await t.database.db.update(bookings).set({ isVerified: true, verifiedAt: MONDAY_10_IST }).where(eq(bookings.id, visited.bookingId));
    expect(errorOf(await reschedule(visited.booker, visited.bookingId, body))).toEqual({
      status: 409,
      error: 'This booking has already been checked in, so it cannot be rescheduled',
    });
  });

  it('lets exactly one of two people racing for the last place move into it', async () => {
    const gym = await gymOfOne();
    const a = await paidBooking(gym, TUESDAY, '06:00 PM');
    const b = await paidBooking(gym, TUESDAY, '07:00 PM');
    const body = { bookingDate: TUESDAY, timeSlot: '08:00 PM' };
    const replies = await Promise.all([reschedule(a.booker, a.bookingId, body), reschedule(b.booker, b.bookingId, body)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.statusCode === 409)?.json<{ error: string }>().error).toBe('This slot is full');
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.gymId, gym.id));
    expect(rows.filter((row) => row.timeSlot === '08:00 PM')).toHaveLength(1);
  });

  // A service instance per request: they share no in-process queue, so only the database's lock
  // keeps the count right, as between two server processes.
  it('lets exactly one win when each request has its own service instance', async () => {
    const gym = await gymOfOne();
    const racers = await Promise.all(['06:00 PM', '07:00 PM', '09:00 PM'].map((slot) => paidBooking(gym, TUESDAY, slot)));
    const deps = { database: t.database, clock: t.clock, paymentProvider: t.paymentProvider, outbox: t.messages, config: t.config, logger: silent };
    const outcomes = await Promise.allSettled(
      racers.map(({ booker, bookingId }) => {
        const availability = createAvailabilityService(deps, createPriceBandsService(deps));
        return createRescheduleService(deps, availability).reschedule(booker.user.id, bookingId, { bookingDate: TUESDAY, timeSlot: '08:00 PM' }, 'en');
      }),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : []))).toEqual([
      'Error: This slot is full',
      'Error: This slot is full',
    ]);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('lets exactly one win across two app instances sharing one PostgreSQL database', async () => {
    const sibling = await createSiblingApp(t, 8);
    try {
      const gym = await gymOfOne();
      const a = await paidBooking(gym, TUESDAY, '06:00 PM');
      const b = await paidBooking(gym, TUESDAY, '07:00 PM');
      const body = { bookingDate: TUESDAY, timeSlot: '08:00 PM' };
      const replies = await Promise.all([
        t.app.inject({ method: 'POST', url: `/api/bookings/${a.bookingId}/reschedule`, headers: a.booker.headers, payload: body }),
        sibling.app.inject({ method: 'POST', url: `/api/bookings/${b.bookingId}/reschedule`, headers: b.booker.headers, payload: body }),
      ]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    } finally {
      await sibling.close();
    }
  });
});
