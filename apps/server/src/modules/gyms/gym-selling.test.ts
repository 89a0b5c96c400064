import { addDays } from '@gymslot/shared/ist-time';
import type { WaitlistEntry } from '@gymslot/shared/waitlist-schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookableGym, bookAndPay, cancel, initiate, MONDAY, MONDAY_10_IST, quickBooker, setClock, signedInAs, type Booker } from '../../../test/booking-helpers.js';
import { composeServices, testAppDeps } from '../../../test/composed-services.js';
import { signIn } from '../../../test/owner-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { joinWaitlist, waitlistOf } from '../../../test/waitlist-helpers.js';
import { gymClosures } from '../../db/schema/gym-desk.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { newId } from '../../lib/ids.js';

// API contract §8.12, how GymSlot sells a gym (decision 063): the owner's settings, and each rule
// where a slot is offered: the gym page, B1, rescheduling, the waitlist and the insights.

const t = useTestApp();
const TUESDAY = addDays(MONDAY, 1);
let gym: GymRow;
let owner: Booker;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  setClock(t, MONDAY_10_IST);
  // A fresh gym (capacity 5, open 06:00 AM to 11:00 PM every day) for each test.
  const made = await bookableGym(t.database.db, { capacity: 5 });
  gym = made.gym;
  owner = await signedInAs(t, made.owner);
});
afterEach(() => {
  vi.useRealTimers();
});

function putSelling(who: { headers: Record<string, string> }, body: unknown, gymId = gym.id) {
  return t.app.inject({ method: 'PUT', url: `/api/gyms/${gymId}/selling`, headers: who.headers, payload: body as Record<string, unknown> });
}
async function sell(body: Record<string, unknown>): Promise<void> {
  const res = await putSelling(owner, body);
  expect(res.statusCode, res.body).toBe(200);
}
async function slotsOn(date: string): Promise<{ time: string; remaining: number; full: boolean }[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/availability/user/${gym.id}/slots?date=${date}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ slotDetails: { time: string; remaining: number; full: boolean }[] }>().slotDetails;
}
const slotOf = (date: string, timeSlot: string) => ({ gymId: gym.id, date, timeSlot });
const reschedule = (booker: Booker, bookingId: string, bookingDate: string, timeSlot: string) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/reschedule`, headers: booker.headers, payload: { bookingDate, timeSlot } });

describe('GET and PUT /api/gyms/{id}/selling', () => {
  it('starts at all places, 30 days ahead and no notice; a PUT sets them and null sets all places again', async () => {
    const read = await t.app.inject({ method: 'GET', url: `/api/gyms/${gym.id}/selling`, headers: owner.headers });
    expect(read.json()).toEqual({
      success: true,
      selling: { gymId: gym.id, gymName: gym.name, capacity: 5, placesPerSlot: null, bookingWindowDays: 30, minNoticeMinutes: 0 },
    });
    const set = await putSelling(owner, { placesPerSlot: 3, bookingWindowDays: 7, minNoticeMinutes: 90 });
    expect(set.json()).toMatchObject({ success: true, selling: { placesPerSlot: 3, bookingWindowDays: 7, minNoticeMinutes: 90 } });
    // Absent fields take their defaults, as the contract's body says.
    const reset = await putSelling(owner, { placesPerSlot: null });
    expect(reset.json()).toMatchObject({ selling: { placesPerSlot: null, bookingWindowDays: 30, minNoticeMinutes: 0 } });
    expect((await putSelling(owner, { placesPerSlot: '5' })).json()).toMatchObject({ selling: { placesPerSlot: 5 } });
  });

  it.each([
    [{ placesPerSlot: 6 }, 'placesPerSlotOverCapacity', "Places per slot cannot be more than the gym holds (5)."],
    [{ placesPerSlot: 0 }, 'placesPerSlotRule', undefined],
    [{ placesPerSlot: 1.5 }, 'placesPerSlotRule', undefined],
    [{ bookingWindowDays: 0 }, 'bookingWindowRule', undefined],
    [{ bookingWindowDays: 91 }, 'bookingWindowRule', undefined],
    [{ minNoticeMinutes: -1 }, 'minNoticeRule', undefined],
    [{ minNoticeMinutes: 1441 }, 'minNoticeRule', undefined],
    [{ minNoticeMinutes: 'soon' }, 'minNoticeRule', undefined],
  ])('refuses %j with a friendly 400 (%s)', async (body, code, message) => {
    const res = await putSelling(owner, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code, ...(message ? { message } : {}) });
  });

  it("is the gym's owner's or an admin's: another owner, a person and staff 403, an unknown gym 404", async () => {
    expect((await putSelling(await signIn(t, 'gym_owner'), { placesPerSlot: 2 })).statusCode).toBe(403);
    expect((await putSelling(await signIn(t, 'user'), { placesPerSlot: 2 })).statusCode).toBe(403);
    const staff = await signIn(t, 'gym_staff');
    expect((await t.app.inject({ method: 'GET', url: `/api/gyms/${gym.id}/selling`, headers: staff.headers })).statusCode).toBe(403);
    expect((await putSelling(owner, { placesPerSlot: 2 }, newId())).statusCode).toBe(404);
    // The body is read only once the caller may change the gym.
    expect((await putSelling(await signIn(t, 'gym_owner'), { placesPerSlot: 99 })).statusCode).toBe(403);
    expect((await putSelling(await signIn(t, 'admin'), { placesPerSlot: 2 })).statusCode).toBe(200);
  });
});

describe('places per slot', () => {
  it('is what the gym page offers and B1 sells: the slot is full once they are taken', async () => {
    await sell({ placesPerSlot: 2 });
    expect((await slotsOn(TUESDAY))[0]).toMatchObject({ time: '06:00 AM', remaining: 2, full: false });
    await bookAndPay(t, await quickBooker(t), slotOf(TUESDAY, '06:00 AM'));
    await bookAndPay(t, await quickBooker(t), slotOf(TUESDAY, '06:00 AM'));
    expect((await slotsOn(TUESDAY))[0]).toMatchObject({ remaining: 0, full: true });
    const third = await initiate(t, await quickBooker(t), { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '06:00 AM' });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'slotFull' });
    // Back to all places: three more may come.
    await sell({ placesPerSlot: null });
    expect((await slotsOn(TUESDAY))[0]).toMatchObject({ remaining: 3 });
  });

  it('fills a slot for rescheduling, and opens a line on the waitlist', async () => {
    await sell({ placesPerSlot: 1 });
    await bookAndPay(t, await quickBooker(t), slotOf(TUESDAY, '07:00 AM'));
    const mover = await quickBooker(t);
    const { bookingId } = await bookAndPay(t, mover, slotOf(TUESDAY, '06:00 AM'));
    const moved = await reschedule(mover, bookingId, TUESDAY, '07:00 AM');
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'slotFull' });
    expect((await joinWaitlist(t, await quickBooker(t), slotOf(TUESDAY, '07:00 AM'))).statusCode).toBe(201);
  });

  it('is what the waitlist offers when a place frees: none while the places taken still fill those on sale', async () => {
    await sell({ placesPerSlot: 2 });
    const first = await quickBooker(t);
    const second = await quickBooker(t);
    const firstBooking = await bookAndPay(t, first, slotOf(TUESDAY, '08:00 AM'));
    const secondBooking = await bookAndPay(t, second, slotOf(TUESDAY, '08:00 AM'));
    const waiting = await quickBooker(t);
    expect((await joinWaitlist(t, waiting, slotOf(TUESDAY, '08:00 AM'))).statusCode).toBe(201);
    // The owner now sells one place: a cancellation leaves one taken, so none is free (the capacity has 4).
    await sell({ placesPerSlot: 1 });
    expect((await cancel(t, first, firstBooking.bookingId)).statusCode).toBe(200);
    await composeServices(testAppDeps(t)).waitlistOffers.sweep();
    expect((await waitlistOf(t, waiting)).map((entry: WaitlistEntry) => entry.status)).toEqual(['waiting']);
    // The second cancellation frees the one place on sale: it is offered.
    expect((await cancel(t, second, secondBooking.bookingId)).statusCode).toBe(200);
    expect((await waitlistOf(t, waiting)).map((entry: WaitlistEntry) => entry.status)).toEqual(['offered']);
  });
});

describe('the booking window', () => {
  it('offers no date beyond it: the gym page lists none, B1, a move and the waitlist refuse it, saying how far ahead', async () => {
    await sell({ bookingWindowDays: 2 });
    const lastDay = addDays(MONDAY, 2);
    const beyond = addDays(MONDAY, 3);
    expect(await slotsOn(lastDay)).not.toEqual([]);
    expect(await slotsOn(beyond)).toEqual([]);
    const booker = await quickBooker(t);
    const refused = await initiate(t, booker, { gymId: gym.id, bookingDate: beyond, timeSlot: '06:00 AM' });
    expect(refused.statusCode).toBe(400);
    const tooFar = { code: 'bookingHorizon', message: 'Bookings open up to 2 days ahead. Please choose an earlier date.' };
    expect(refused.json()).toMatchObject(tooFar);
    const { bookingId } = await bookAndPay(t, booker, slotOf(lastDay, '06:00 AM'));
    expect((await reschedule(booker, bookingId, beyond, '06:00 AM')).json()).toMatchObject(tooFar);
    expect((await joinWaitlist(t, await quickBooker(t), slotOf(beyond, '06:00 AM'))).json()).toMatchObject(tooFar);
  });

  it("sells past B1's default 30 days when the owner opens 90", async () => {
    await sell({ bookingWindowDays: 90 });
    expect(await slotsOn(addDays(MONDAY, 90))).not.toEqual([]);
    expect((await initiate(t, await quickBooker(t), { gymId: gym.id, bookingDate: addDays(MONDAY, 90), timeSlot: '06:00 AM' })).statusCode).toBe(200);
    const refused = await initiate(t, await quickBooker(t), { gymId: gym.id, bookingDate: addDays(MONDAY, 91), timeSlot: '06:00 AM' });
    expect(refused.json()).toMatchObject({ code: 'bookingHorizon', message: 'Bookings open up to 90 days ahead. Please choose an earlier date.' });
  });

  it('counts from the IST date, not the machine one', async () => {
    await sell({ bookingWindowDays: 1 });
    // 19:00 UTC on Monday is 00:30 IST on Tuesday: Wednesday is within a day, Thursday is not.
    setClock(t, new Date(`${MONDAY}T19:00:00Z`));
    expect(await slotsOn(addDays(MONDAY, 2))).not.toEqual([]);
    expect(await slotsOn(addDays(MONDAY, 3))).toEqual([]);
  });
});

describe('the minimum notice', () => {
  it('leaves the slots starting sooner off the gym page and off B1', async () => {
    await sell({ minNoticeMinutes: 120 });
    // 10:00 IST: 12:00 PM is exactly two hours away; 11:00 AM is not.
    const today = (await slotsOn(MONDAY)).map((slot) => slot.time);
    expect(today[0]).toBe('12:00 PM');
    const refused = await initiate(t, await quickBooker(t), { gymId: gym.id, bookingDate: MONDAY, timeSlot: '11:00 AM' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'slotNotOffered' });
    expect((await initiate(t, await quickBooker(t), { gymId: gym.id, bookingDate: MONDAY, timeSlot: '12:00 PM' })).statusCode).toBe(200);
  });

  it('stops the waitlist offering a place that frees within it', async () => {
    await sell({ placesPerSlot: 1 });
    const booker = await quickBooker(t);
    const { bookingId } = await bookAndPay(t, booker, slotOf(MONDAY, '06:00 PM'));
    const waiting = await quickBooker(t);
    expect((await joinWaitlist(t, waiting, slotOf(MONDAY, '06:00 PM'))).statusCode).toBe(201);
    await sell({ placesPerSlot: 1, minNoticeMinutes: 600 });
    expect((await cancel(t, booker, bookingId)).statusCode).toBe(200);
    await composeServices(testAppDeps(t)).waitlistOffers.sweep();
    expect((await waitlistOf(t, waiting)).map((entry) => entry.status)).toEqual(['waiting']);
  });
});

describe('closed hours', () => {
  it('refuse a move into them, and the waitlist offers no place in them', async () => {
    await sell({ placesPerSlot: 1 });
    const booker = await quickBooker(t);
    const { bookingId } = await bookAndPay(t, booker, slotOf(TUESDAY, '10:00 AM'));
    const waiting = await quickBooker(t);
    expect((await joinWaitlist(t, waiting, slotOf(TUESDAY, '10:00 AM'))).statusCode).toBe(201);
    const mover = await quickBooker(t);
    const moving = await bookAndPay(t, mover, slotOf(TUESDAY, '06:00 AM'));
    await t.database.db.insert(gymClosures).values({ id: newId(), gymId: gym.id, date: TUESDAY, startMinute: 600, endMinute: 720, reason: 'Repairs' });
    expect((await reschedule(mover, moving.bookingId, TUESDAY, '11:00 AM')).json()).toMatchObject({ code: 'slotNotOffered' });
    expect((await cancel(t, booker, bookingId)).statusCode).toBe(200);
    await composeServices(testAppDeps(t)).waitlistOffers.sweep();
    expect((await waitlistOf(t, waiting)).map((entry: WaitlistEntry) => entry.status)).toEqual(['waiting']);
  });
});

describe('the insights', () => {
  it('count the places on sale in the slots outside closed hours', async () => {
    await sell({ placesPerSlot: 2 });
    // Open 06:00 AM to 11:00 PM: 17 slots; closing 06:00 to 08:00 AM on Tuesday leaves 15.
    await t.database.db.insert(gymClosures).values({ id: newId(), gymId: gym.id, date: TUESDAY, startMinute: 360, endMinute: 480, reason: 'Repairs' });
    const res = await t.app.inject({ method: 'GET', url: `/api/gyms/${gym.id}/insights?from=${MONDAY}&to=${TUESDAY}`, headers: owner.headers });
    expect(res.statusCode, res.body).toBe(200);
    const days = res.json<{ occupancyByDay: { date: string; capacity: number }[] }>().occupancyByDay;
    expect(days).toEqual([expect.objectContaining({ date: MONDAY, capacity: 34 }), expect.objectContaining({ date: TUESDAY, capacity: 30 })]);
  });
});
