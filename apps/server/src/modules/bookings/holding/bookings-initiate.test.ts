import { addDays } from '@gymslot/shared/ist-time';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addDateSlots,
  bookAndPay,
  bookableGym,
  initiate,
  MONDAY,
  MONDAY_10_IST,
  quickBooker,
  setClock,
  type InitiateBody,
} from '../../../../test/booking-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';
import { bookings } from '../../../db/schema/bookings.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { createGym, createUser } from '../../../db/factories.js';
import { sweepExpiredHolds } from '../booking-maintenance.js';

let gym: GymRow;

const t = useTestApp();
beforeAll(async () => {
  ({ gym } = await bookableGym(t.database.db, { capacity: 2, pricePerHourPaise: 24_950 }));
});
beforeEach(() => setClock(t, MONDAY_10_IST));

const MINUTE = 60_000;

async function expectError(res: Awaited<ReturnType<typeof initiate>>, status: number, message: string | RegExp) {
  expect(res.statusCode).toBe(status);
  const body = res.json<{ success: boolean; message: string; error: string }>();
  expect(body.success).toBe(false);
  expect(body.error).toMatch(message);
  expect(body.message).toBe(body.error);
}

describe('POST /api/bookings/initiate (B1)', () => {
  it('holds a place and answers with the order, the public key and what the checkout needs', async () => {
    const booker = await quickBooker(t, { name: 'Kavya Menon', email: 'kavya@example.com' });
    // The client's amount is ignored; the slot text is accepted loosely and stored normalised.
    const res = await initiate(t, booker, { gymId: gym.id, bookingDate: addDays(MONDAY, 1), timeSlot: ' 6:00 pm ', amount: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json<InitiateBody>();
    const now = t.clock.now().getTime();
    expect(body).toEqual({
      success: true,
      message: 'Booking initiated',
      bookingId: expect.stringMatching(/^[0-9a-f]{24}$/),
      order: { id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/), amount: 24_950, currency: 'INR' },
      keyId: 'rzp_test_sandbox',
      holdExpiresAt: expect.any(String),
      checkout: {
        provider: 'sandbox',
        keyId: 'rzp_test_sandbox',
        name: 'GymSlot',
        prefill: { name: 'Kavya Menon', email: 'kavya@example.com', contact: '' },
        notes: { bookingId: body.bookingId },
        themeColor: '#007AFF',
      },
      booking: expect.objectContaining({
        _id: body.bookingId,
        gym: expect.objectContaining({ _id: gym.id, name: gym.name }),
        date: addDays(MONDAY, 1),
        timeSlot: '06:00 PM',
        amount: 249.5,
        status: 'held',
        holdExpiresAt: body.holdExpiresAt,
        order: body.order,
        checkout: body.checkout,
      }),
    });
    expect(Math.abs(Date.parse(body.holdExpiresAt) - (now + 15 * MINUTE))).toBeLessThan(5_000);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, body.bookingId));
    expect(row).toMatchObject({ status: 'held', timeSlot: '06:00 PM', amountPaise: 24_950, orderId: body.order.id, gymOwnerId: gym.ownerId });
  });

  it('answers 401 without a session and 403 to owners and admins', async () => {
    const body = { gymId: gym.id, bookingDate: addDays(MONDAY, 1), timeSlot: '07:00 AM' };
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/bookings/initiate', payload: body });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['gym_owner', 'admin'] as const) {
      const someone = await quickBooker(t, { role });
      await expectError(await initiate(t, someone, body), 403, /permission/);
    }
  });

  it('answers a missing field with 400 before anything else', async () => {
    const booker = await quickBooker(t);
    await expectError(await initiate(t, booker, { gymId: gym.id, bookingDate: MONDAY }), 400, 'Missing required fields');
  });

  it('checks in the contract order: gym, date, slot, past, then the person and the capacity', async () => {
    const booker = await quickBooker(t);
    const owner = await createUser(t.database.db, { role: 'gym_owner' });
    const hidden = await createGym(t.database.db, { ownerId: owner.id, isActive: false });
    for (const gymId of ['nope', 'abcdefabcdefabcdefabcdef', hidden.id]) {
      await expectError(await initiate(t, booker, { gymId, bookingDate: 'garbage', timeSlot: 'x' }), 404, 'Gym not found');
    }
    for (const bookingDate of ['2030-02-30', '10-06-2030', addDays(MONDAY, -1)]) {
      await expectError(await initiate(t, booker, { gymId: gym.id, bookingDate, timeSlot: 'x' }), 400, 'Invalid booking date');
    }
    await expectError(
      await initiate(t, booker, { gymId: gym.id, bookingDate: MONDAY, timeSlot: 'half past nine' }),
      400,
      'Selected slot is not available for this day',
    );
    await expectError(
      await initiate(t, booker, { gymId: gym.id, bookingDate: MONDAY, timeSlot: '09:00 AM' }),
      400,
      'Cannot book past time slot today',
    );
  });

  it('opens bookings 30 days ahead (IST) and refuses later dates with a message', async () => {
    const booker = await quickBooker(t);
    expect((await initiate(t, booker, { gymId: gym.id, bookingDate: addDays(MONDAY, 30), timeSlot: '07:00 AM' })).statusCode).toBe(200);
    await expectError(
      await initiate(t, booker, { gymId: gym.id, bookingDate: addDays(MONDAY, 31), timeSlot: '07:00 AM' }),
      400,
      /30 days ahead/,
    );
  });

  it('offers only derived slots: the weekly window without its end, or the date entry instead', async () => {
    const booker = await quickBooker(t);
    const date = addDays(MONDAY, 2);
    for (const timeSlot of ['05:00 AM', '11:00 PM', '13:00 PM']) {
      await expectError(await initiate(t, booker, { gymId: gym.id, bookingDate: date, timeSlot }), 400, 'Selected slot is not available for this day');
    }
    const special = addDays(MONDAY, 3);
    await addDateSlots(t.database.db, gym.id, special, ['07:30 PM']);
    await expectError(await initiate(t, booker, { gymId: gym.id, bookingDate: special, timeSlot: '06:00 PM' }), 400, 'Selected slot is not available for this day');
    expect((await initiate(t, booker, { gymId: gym.id, bookingDate: special, timeSlot: '7:30 pm' })).statusCode).toBe(200);
    const closed = addDays(MONDAY, 4);
    await addDateSlots(t.database.db, gym.id, closed, []);
    await expectError(await initiate(t, booker, { gymId: gym.id, bookingDate: closed, timeSlot: '07:00 AM' }), 400, 'Selected slot is not available for this day');
  });

  it('judges "past" in IST: at 00:30 IST (19:00 UTC the day before) the 12:00 AM slot has started', async () => {
    await addDateSlots(t.database.db, gym.id, addDays(MONDAY, 5), ['12:00 AM', '01:00 AM']);
    setClock(t, new Date(`${addDays(MONDAY, 4)}T19:00:00Z`));
    const booker = await quickBooker(t);
    await expectError(
      await initiate(t, booker, { gymId: gym.id, bookingDate: addDays(MONDAY, 5), timeSlot: '12:00 AM' }),
      400,
      'Cannot book past time slot today',
    );
    expect((await initiate(t, booker, { gymId: gym.id, bookingDate: addDays(MONDAY, 5), timeSlot: '01:00 AM' })).statusCode).toBe(200);
  });

  it('refuses a second hold of the same slot by the same person, before looking at capacity', async () => {
    const booker = await quickBooker(t);
    const body = { gymId: gym.id, bookingDate: addDays(MONDAY, 6), timeSlot: '08:00 AM' };
    expect((await initiate(t, booker, body)).statusCode).toBe(200);
    await expectError(await initiate(t, booker, body), 409, 'You already have this slot');
    expect((await initiate(t, await quickBooker(t), body)).statusCode).toBe(200);
    await expectError(await initiate(t, booker, body), 409, 'You already have this slot');
    await expectError(await initiate(t, await quickBooker(t), body), 409, 'This slot is full');
  });

  it('answers "You already have this slot" with that booking: the live hold to pay, or the paid booking', async () => {
    const booker = await quickBooker(t);
    const held = { gymId: gym.id, bookingDate: addDays(MONDAY, 12), timeSlot: '08:00 AM' };
    const first = (await initiate(t, booker, held)).json<InitiateBody>();
    const again = await initiate(t, booker, { ...held, timeSlot: '8:00 am' });
    await expectError(again, 409, 'You already have this slot');
    expect(again.json()).toMatchObject({
      booking: { _id: first.bookingId, status: 'held', holdExpiresAt: first.holdExpiresAt, order: first.order, checkout: first.checkout },
    });

    const paidSlot = { gymId: gym.id, date: addDays(MONDAY, 12), timeSlot: '09:00 AM' };
    const { bookingId } = await bookAndPay(t, booker, paidSlot);
    const paidAgain = await initiate(t, booker, { gymId: gym.id, bookingDate: paidSlot.date, timeSlot: paidSlot.timeSlot });
    await expectError(paidAgain, 409, 'You already have this slot');
    const { booking } = paidAgain.json<{ booking: Record<string, unknown> }>();
    expect(booking).toMatchObject({ _id: bookingId, status: 'confirmed', isPaid: true });
    expect(booking).not.toHaveProperty('order');

    const full = await initiate(t, await quickBooker(t), held);
    expect(full.statusCode).toBe(200);
    await expectError(await initiate(t, await quickBooker(t), held), 409, 'This slot is full');
    expect((await initiate(t, await quickBooker(t), held)).json()).not.toHaveProperty('booking');
  });

  it('stops counting a hold the moment it runs out, and lets its owner hold again', async () => {
    const body = { gymId: gym.id, bookingDate: addDays(MONDAY, 7), timeSlot: '09:00 AM' };
    const first = await quickBooker(t);
    expect((await initiate(t, first, body)).statusCode).toBe(200);
    expect((await initiate(t, await quickBooker(t), body)).statusCode).toBe(200);
    await expectError(await initiate(t, await quickBooker(t), body), 409, 'This slot is full');

    t.clock.advance(15 * MINUTE - 2_000);
    await expectError(await initiate(t, await quickBooker(t), body), 409, 'This slot is full');
    t.clock.advance(3_000);
    expect((await initiate(t, await quickBooker(t), body)).statusCode).toBe(200);
    expect((await initiate(t, first, body)).statusCode).toBe(200);
  });

  it('shows free places per slot on the slots endpoint, counting paid bookings and live holds', async () => {
    const date = addDays(MONDAY, 8);
    await initiate(t, await quickBooker(t), { gymId: gym.id, bookingDate: date, timeSlot: '06:00 AM' });
    await initiate(t, await quickBooker(t), { gymId: gym.id, bookingDate: date, timeSlot: '06:00 AM' });
    await initiate(t, await quickBooker(t), { gymId: gym.id, bookingDate: date, timeSlot: '07:00 AM' });
    const res = await t.app.inject({ method: 'GET', url: `/api/availability/user/${gym.id}/slots?date=${date}` });
    const body = res.json<{ slots: string[]; slotDetails: { time: string; remaining: number; full: boolean }[] }>();
    expect(body.slotDetails.map((slot) => slot.time)).toEqual(body.slots);
    expect(body.slotDetails.slice(0, 3)).toEqual([
      { time: '06:00 AM', remaining: 0, full: true, pricePerHour: 249.5 },
      { time: '07:00 AM', remaining: 1, full: false, pricePerHour: 249.5 },
      { time: '08:00 AM', remaining: 2, full: false, pricePerHour: 249.5 },
    ]);
  });
});

describe('the hold sweep', () => {
  it('marks every hold that ran out as expired, and nothing else', async () => {
    const { gym: sweptGym } = await bookableGym(t.database.db, { capacity: 3 });
    const body = { gymId: sweptGym.id, bookingDate: addDays(MONDAY, 9), timeSlot: '10:00 AM' };
    const early = (await initiate(t, await quickBooker(t), body)).json<InitiateBody>().bookingId;
    t.clock.advance(10 * MINUTE);
    const late = (await initiate(t, await quickBooker(t), body)).json<InitiateBody>().bookingId;
    t.clock.advance(6 * MINUTE);
    expect(await sweepExpiredHolds(t)).toBeGreaterThanOrEqual(1);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.gymId, sweptGym.id));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({ [early]: 'expired', [late]: 'held' });
    expect(await sweepExpiredHolds(t)).toBe(0);
  });
});
