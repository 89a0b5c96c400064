import { eq } from 'drizzle-orm';
import { addDays } from '@gymslot/shared/ist-time';
import type { Language } from '@gymslot/shared/languages';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookableGym, confirm, initiate, MONDAY, MONDAY_10_IST, quickBooker, setClock, signedInAs, type Booker, type InitiateBody } from '../../../../test/booking-helpers.js';
import { composeServices, testAppDeps } from '../../../../test/composed-services.js';
import { useFakeRazorpay } from '../../../../test/fake-razorpay.js';
import { bookingRow, queuedTo } from '../../../../test/not-let-in-helpers.js';
import { signIn, type SignedIn } from '../../../../test/owner-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';
import { gymClosures } from '../../../db/schema/gym-desk.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { payments } from '../../../db/schema/payments.js';
import { newId } from '../../../lib/ids.js';
import { REFUND_LEASE_MS } from '../../payments/refund.service.js';

// API contract §8.12 closed hours (decision 063): a closure takes its slots off sale; paid bookings
// inside make it 409 unless refundBookings cancels them with a full refund, once, telling each person
// in their booking's language; holds inside are let go; DELETE puts the slots back on sale.

const fake = useFakeRazorpay();
const t = useTestApp(() => fake.env());
const TUESDAY = addDays(MONDAY, 1);
let gym: GymRow;
let owner: Booker;
let otherOwner: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  const made = await bookableGym(t.database.db, { capacity: 4, pricePerHourPaise: 30_000 });
  gym = made.gym;
  owner = await signedInAs(t, made.owner);
  otherOwner = await signIn(t, 'gym_owner');
  admin = await signIn(t, 'admin');
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  setClock(t, MONDAY_10_IST);
  await t.database.db.delete(gymClosures).where(eq(gymClosures.gymId, gym.id));
});
afterEach(() => {
  vi.useRealTimers();
});

const headersOf = (who: { headers: Record<string, string> }) => who.headers;

function addClosure(who: { headers: Record<string, string> }, body: unknown, gymId = gym.id) {
  return t.app.inject({ method: 'POST', url: `/api/gyms/${gymId}/closures`, headers: headersOf(who), payload: body as Record<string, unknown> });
}
function listClosures(who: { headers: Record<string, string> }, gymId = gym.id) {
  return t.app.inject({ method: 'GET', url: `/api/gyms/${gymId}/closures`, headers: headersOf(who) });
}
function deleteClosure(who: { headers: Record<string, string> }, closureId: string, gymId = gym.id) {
  return t.app.inject({ method: 'DELETE', url: `/api/gyms/${gymId}/closures/${closureId}`, headers: headersOf(who) });
}
async function slotsOn(date: string): Promise<{ time: string; remaining: number }[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/availability/user/${gym.id}/slots?date=${date}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ slotDetails: { time: string; remaining: number }[] }>().slotDetails;
}
const times = (slots: { time: string }[]) => slots.map((slot) => slot.time);

/** A booking held and paid through the stand-in Razorpay by a new person, in `language`. */
async function paidBooking(timeSlot: string, language: Language = 'en', date = TUESDAY) {
  const booker = await quickBooker(t, { email: `closure-${newId()}@example.com` });
  const headers = { ...booker.headers, 'accept-language': language };
  const started = await initiate(t, { ...booker, headers }, { gymId: gym.id, bookingDate: date, timeSlot });
  expect(started.statusCode, started.body).toBe(200);
  const hold = started.json<InitiateBody>();
  const { payment, result } = fake.pay(hold.order.id);
  const confirmed = await confirm(t, booker, { ...result, bookingId: hold.bookingId });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { booker, bookingId: hold.bookingId, paymentId: payment.id };
}

const refundsOf = (paymentId: string) => fake.refunds.filter((refund) => refund.payment_id === paymentId);
const closedMessagesTo = async (email: string) => (await queuedTo(t, email)).filter((row) => row.kind === 'booking_cancelled_by_gym');

describe('closing hours with nobody booked', () => {
  it('takes the slots they touch off the gym page and off B1, and DELETE puts them back', async () => {
    const before = times(await slotsOn(TUESDAY));
    expect(before).toContain('09:00 AM');
    const res = await addClosure(owner, { date: TUESDAY, startTime: '8:30 am', endTime: '10:00 AM', reason: 'Floor repairs' });
    expect(res.statusCode, res.body).toBe(201);
    const { closure } = res.json<{ closure: { _id: string; startTime: string; endTime: string } }>();
    expect(closure).toMatchObject({ gymId: gym.id, date: TUESDAY, startTime: '08:30 AM', endTime: '10:00 AM', reason: 'Floor repairs' });

    const during = times(await slotsOn(TUESDAY));
    expect(during).not.toContain('08:00 AM');
    expect(during).not.toContain('09:00 AM');
    expect(during).toContain('07:00 AM');
    expect(during).toContain('10:00 AM');
    const booker = await quickBooker(t);
    const refused = await initiate(t, booker, { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '09:00 AM' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'slotNotOffered' });

    expect((await listClosures(owner)).json<{ closures: unknown[] }>().closures).toEqual([expect.objectContaining({ _id: closure._id })]);
    const removed = await deleteClosure(owner, closure._id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(times(await slotsOn(TUESDAY))).toEqual(before);
    expect((await initiate(t, booker, { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '09:00 AM' })).statusCode).toBe(200);
  });

  it("runs to midnight when it ends at '12:00 AM', and lists only hours from IST today on", async () => {
    const res = await addClosure(owner, { date: TUESDAY, startTime: '09:00 PM', endTime: '12:00 AM', reason: 'Event' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ closure: { endTime: '12:00 AM' } });
    expect(times(await slotsOn(TUESDAY)).at(-1)).toBe('08:00 PM');
    // A closure of yesterday (IST) is history: not listed.
    await t.database.db.insert(gymClosures).values({ id: newId(), gymId: gym.id, date: addDays(MONDAY, -1), startMinute: 0, endMinute: 60, reason: 'Old' });
    const listed = (await listClosures(owner)).json<{ closures: { date: string }[] }>().closures;
    expect(listed.map((closure) => closure.date)).toEqual([TUESDAY]);
  });
});

describe('closing hours with paid bookings inside', () => {
  it('is refused with 409 listing them, and nothing is saved', async () => {
    const inside = await paidBooking('07:00 AM');
    const outside = await paidBooking('11:00 AM');
    const res = await addClosure(owner, { date: TUESDAY, startTime: '06:00 AM', endTime: '09:00 AM', reason: 'Floor repairs' });
    expect(res.statusCode, res.body).toBe(409);
    const body = res.json<{ success: boolean; code: string; bookings: { _id: string; status: string; user: { email: string } }[] }>();
    expect(body).toMatchObject({ success: false, code: 'closureHasBookings' });
    expect(body.bookings.map((booking) => booking._id)).toEqual([inside.bookingId]);
    expect(body.bookings[0]).toMatchObject({ status: 'confirmed', user: { email: inside.booker.user.email } });
    expect((await listClosures(owner)).json<{ closures: unknown[] }>().closures).toEqual([]);
    expect(await bookingRow(t, inside.bookingId)).toMatchObject({ status: 'confirmed' });
    expect(await bookingRow(t, outside.bookingId)).toMatchObject({ status: 'confirmed' });
  });

  it('with refundBookings cancels and refunds each once, and tells each person once in the language they booked in', async () => {
    const english = await paidBooking('06:00 PM', 'en');
    const hindi = await paidBooking('07:00 PM', 'hi');
    const outside = await paidBooking('09:00 PM');
    const body = { date: TUESDAY, startTime: '06:00 PM', endTime: '08:00 PM', reason: 'Wedding in the hall', refundBookings: true };
    const res = await addClosure(owner, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ refundedBookings: 2 });

    for (const booking of [english, hindi]) {
      expect(await bookingRow(t, booking.bookingId)).toMatchObject({ status: 'refunded' });
      expect(refundsOf(booking.paymentId)).toHaveLength(1);
      const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, booking.paymentId));
      expect(payment).toMatchObject({ status: 'refunded' });
    }
    expect(await bookingRow(t, outside.bookingId)).toMatchObject({ status: 'confirmed' });
    expect(refundsOf(outside.paymentId)).toEqual([]);

    const englishMessages = await closedMessagesTo(english.booker.user.email);
    expect(englishMessages).toHaveLength(1);
    expect(JSON.stringify(englishMessages[0]?.payload)).toContain('is closed at the time of your booking');
    expect(JSON.stringify(englishMessages[0]?.payload)).toContain('Wedding in the hall');
    const hindiMessages = await closedMessagesTo(hindi.booker.user.email);
    expect(hindiMessages).toHaveLength(1);
    expect(JSON.stringify(hindiMessages[0]?.payload)).toContain('बंद है');

    // The same hours again: nothing left to cancel, nothing refunded or told twice.
    expect((await addClosure(owner, body)).statusCode).toBe(201);
    expect(refundsOf(english.paymentId)).toHaveLength(1);
    expect(await closedMessagesTo(english.booker.user.email)).toHaveLength(1);
    expect(times(await slotsOn(TUESDAY))).not.toContain('06:00 PM');
  });

  it('keeps a refund Razorpay refused pending, and the maintenance round carries it out', async () => {
    const inside = await paidBooking('01:00 PM');
    fake.state.refundOutage = true;
    try {
      const res = await addClosure(owner, { date: TUESDAY, startTime: '01:00 PM', endTime: '02:00 PM', reason: 'Power cut', refundBookings: true });
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      fake.state.refundOutage = false;
    }
    expect(await bookingRow(t, inside.bookingId)).toMatchObject({ status: 'refunded' });
    const [pending] = await t.database.db.select().from(payments).where(eq(payments.id, inside.paymentId));
    expect(pending).toMatchObject({ status: 'refund_pending' });
    expect(refundsOf(inside.paymentId)).toEqual([]);

    // The maintenance round's tick (claimed in the database, once per interval) runs the retries.
    t.clock.advance(REFUND_LEASE_MS + 1_000);
    expect(await composeServices(testAppDeps(t)).maintenance.runTick(60_000, 'closure-test')).toBe(true);
    expect(refundsOf(inside.paymentId)).toHaveLength(1);
    const [refunded] = await t.database.db.select().from(payments).where(eq(payments.id, inside.paymentId));
    expect(refunded).toMatchObject({ status: 'refunded' });
  });
});

describe('a hold inside hours closed while it runs', () => {
  it('is let go, and a payment that still comes for it is refunded, never confirmed', async () => {
    const booker = await quickBooker(t);
    const started = await initiate(t, booker, { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '03:00 PM' });
    expect(started.statusCode, started.body).toBe(200);
    const hold = started.json<InitiateBody>();
    expect((await addClosure(owner, { date: TUESDAY, startTime: '03:00 PM', endTime: '04:00 PM', reason: 'Deep clean' })).statusCode).toBe(201);
    expect(await bookingRow(t, hold.bookingId)).toMatchObject({ status: 'cancelled' });

    const { payment, result } = fake.pay(hold.order.id);
    const confirmed = await confirm(t, booker, { ...result, bookingId: hold.bookingId });
    expect(confirmed.statusCode).toBe(409);
    expect(await bookingRow(t, hold.bookingId)).not.toMatchObject({ status: 'confirmed' });
    expect(refundsOf(payment.id)).toHaveLength(1);
  });
});

describe('a payment for a live hold', () => {
  it('is refunded, not confirmed, when its hour was closed after the hold (read under the slot lock)', async () => {
    const booker = await quickBooker(t);
    const started = await initiate(t, booker, { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '04:00 PM' });
    expect(started.statusCode, started.body).toBe(200);
    const hold = started.json<InitiateBody>();
    // Written straight to the table, as if the closure committed while the payment was on its way.
    await t.database.db.insert(gymClosures).values({ id: newId(), gymId: gym.id, date: TUESDAY, startMinute: 16 * 60, endMinute: 17 * 60, reason: 'Late notice' });
    expect(await bookingRow(t, hold.bookingId)).toMatchObject({ status: 'held' });
    const { payment, result } = fake.pay(hold.order.id);
    expect((await confirm(t, booker, { ...result, bookingId: hold.bookingId })).statusCode).toBe(409);
    expect(await bookingRow(t, hold.bookingId)).toMatchObject({ status: 'refunded' });
    expect(refundsOf(payment.id)).toHaveLength(1);
  });
});

describe('the body', () => {
  const valid = { date: TUESDAY, startTime: '06:00 AM', endTime: '07:00 AM', reason: 'Repairs' };

  it.each([
    [{ ...valid, date: '2030-02-30' }, 'closureDateRule'],
    [{ ...valid, startTime: '25:00' }, 'closureStartTime'],
    [{ ...valid, endTime: 'noon' }, 'closureEndTime'],
    [{ ...valid, startTime: '07:00 AM', endTime: '07:00 AM' }, 'closureOrder'],
    [{ ...valid, reason: '   ' }, 'closureReasonRequired'],
    [{ ...valid, reason: 'x'.repeat(201) }, 'closureReasonTooLong'],
    [{ ...valid, date: addDays(MONDAY, 366) }, 'closureDateTooFar'],
  ])('refuses %j with a friendly 400 (%s)', async (body, code) => {
    const res = await addClosure(owner, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code });
  });

  it('judges the past by the IST date, whatever the machine zone', async () => {
    // 19:00 UTC on Monday is 00:30 IST on Tuesday: Monday is past, Tuesday is today.
    setClock(t, new Date(`${MONDAY}T19:00:00Z`));
    expect((await addClosure(owner, { ...valid, date: MONDAY })).json()).toMatchObject({ code: 'closureDatePast' });
    expect((await addClosure(owner, { ...valid, date: TUESDAY })).statusCode).toBe(201);
    expect((await addClosure(owner, { ...valid, date: addDays(TUESDAY, 365) })).statusCode).toBe(201);
  });
});

describe('who may close hours', () => {
  it("is the gym's owner or an admin: another owner, a person and a gym's staff get 403, unknown ids 404", async () => {
    const body = { date: TUESDAY, startTime: '06:00 AM', endTime: '07:00 AM', reason: 'Repairs' };
    expect((await addClosure(otherOwner, body)).statusCode).toBe(403);
    expect((await listClosures(otherOwner)).statusCode).toBe(403);
    expect((await addClosure(await signIn(t, 'user'), body)).statusCode).toBe(403);
    expect((await addClosure(await signIn(t, 'gym_staff'), body)).statusCode).toBe(403);
    expect((await addClosure(owner, body, newId())).statusCode).toBe(404);
    const added = await addClosure(admin, body);
    expect(added.statusCode, added.body).toBe(201);
    const { _id } = added.json<{ closure: { _id: string } }>().closure;
    expect((await deleteClosure(otherOwner, _id)).statusCode).toBe(403);
    expect((await deleteClosure(owner, newId())).statusCode).toBe(404);
    expect((await deleteClosure(owner, 'not-an-id')).statusCode).toBe(404);
    expect((await deleteClosure(owner, _id)).statusCode).toBe(200);
    expect((await deleteClosure(owner, _id)).statusCode).toBe(404);
  });
});

// Kept last: it closes the whole of Tuesday morning for the other tests' bookings' sake.
describe('an IST boundary', () => {
  it("closes the right IST date's slots when the machine's UTC date is the day before", async () => {
    setClock(t, new Date(`${MONDAY}T19:00:00Z`));
    const res = await addClosure(owner, { date: TUESDAY, startTime: '06:00 AM', endTime: '07:00 AM', reason: 'Early repairs' });
    expect(res.statusCode, res.body).toBe(201);
    expect(times(await slotsOn(TUESDAY))).not.toContain('06:00 AM');
    expect(times(await slotsOn(TUESDAY))).toContain('07:00 AM');
  });
});

