import { verifyOtpReplySchema, type Booking } from '@gymslot/shared/booking-schemas';
import { addDays, istInstant } from '@gymslot/shared/ist-time';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookAndPay, cancel, MONDAY, MONDAY_10_IST, myBookings, quickBooker, setClock, type Booker } from '../../../../test/booking-helpers.js';
import { insertBookingRow } from '../../../../test/booking-rows.js';
import { castOf, expectPermissionMatrix } from '../../../../test/owner-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';
import { expectRefusal, ownerListEntry, ownerWithGym, verifyOtp } from '../../../../test/verification-helpers.js';
import { bookings } from '../../../db/schema/bookings.js';
import { gyms } from '../../../db/schema/gyms.js';
import { createUser } from '../../../db/factories.js';

let booker: Booker;
const TUESDAY = addDays(MONDAY, 1);
const SUNDAY = addDays(MONDAY, -1);

/** The instant of an IST wall-clock time (24-hour) on a date. */
const ist = (date: string, hour: number, minute = 0) => istInstant(date, hour * 60 + minute);

const t = useTestApp();
beforeAll(async () => {
  setClock(t, MONDAY_10_IST); // sessions are checked against the test clock
  booker = await quickBooker(t);
});
// Monday 10:00 IST: "today" is MONDAY for every test unless it moves the clock itself.
beforeEach(() => setClock(t, MONDAY_10_IST));
afterEach(() => {
  vi.useRealTimers();
});

/** Stops the test clock, so a request lands on the exact instant set: only Date is faked, timers keep running. */
const freezeClock = () => vi.useFakeTimers({ toFake: ['Date'] });

const rowOf = async (id: string) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe('POST /api/bookings/verify-booking-otp (B7)', () => {
  it('checks in the right code inside the window; it then shows verified everywhere and cannot be cancelled', async () => {
    freezeClock();
    const { gym, owner } = await ownerWithGym(t);
    const { bookingId, otp } = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '06:00 PM' });
    expect(await ownerListEntry(t, owner, bookingId)).toMatchObject({
      isVerified: false,
      checkInOpensAt: ist(MONDAY, 17).toISOString(),
      checkInClosesAt: ist(MONDAY, 19).toISOString(),
    });
    expect((await ownerListEntry(t, owner, bookingId))?.verifiedAt).toBeUndefined();

    setClock(t, ist(MONDAY, 18, 5));
    const res = await verifyOtp(t, owner, { otp });
    expect(res.statusCode, res.body).toBe(200);
    const body = verifyOtpReplySchema.parse(res.json());
    expect(body).toMatchObject({
      success: true,
      message: 'Booking verified successfully',
      booking: { _id: bookingId, isPaid: true, isVerified: true, otp, date: MONDAY, timeSlot: '06:00 PM', gym: { _id: gym.id } },
    });
    expect(body.booking.verifiedAt).toBe(ist(MONDAY, 18, 5).toISOString());
    expect((await rowOf(bookingId))?.verifiedAt).toEqual(ist(MONDAY, 18, 5));

    expect(await ownerListEntry(t, owner, bookingId)).toMatchObject({ isVerified: true, verifiedAt: ist(MONDAY, 18, 5).toISOString() });
    const mine = (await myBookings(t, booker)).json<{ bookings: Booking[] }>().bookings.find((b) => b._id === bookingId);
    expect(mine).toMatchObject({ isVerified: true, otp });
    expectRefusal(await cancel(t, booker, bookingId), 409, 'Verified bookings cannot be cancelled');
  });

  it('opens exactly 60 minutes before the slot, and says when it opens before that', async () => {
    freezeClock();
    const { gym, owner } = await ownerWithGym(t);
    const { bookingId, otp } = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '07:00 PM' });

    expectRefusal(await verifyOtp(t, owner, { otp }), 409, 'Check-in opens at 06:00 PM, 60 minutes before the slot.');
    setClock(t, ist(MONDAY, 17, 59));
    expectRefusal(await verifyOtp(t, owner, { otp }), 409, 'Check-in opens at 06:00 PM, 60 minutes before the slot.');
    expect((await rowOf(bookingId))?.isVerified).toBe(false);

    setClock(t, ist(MONDAY, 18));
    expect((await verifyOtp(t, owner, { otp })).statusCode).toBe(200);
  });

  it('takes a check-in until the slot ends; from its end on, the slot has ended', async () => {
    freezeClock();
    const { gym, owner } = await ownerWithGym(t);
    const six = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '06:00 PM' });
    const seven = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '07:00 PM' });
    const eight = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '08:00 PM' });

    setClock(t, ist(MONDAY, 19));
    expectRefusal(await verifyOtp(t, owner, { otp: six.otp }), 409, "This booking's slot has ended.");
    expect((await verifyOtp(t, owner, { otp: seven.otp })).statusCode).toBe(200);
    setClock(t, ist(MONDAY, 20, 59));
    expect((await verifyOtp(t, owner, { otp: eight.otp })).statusCode).toBe(200);
    expect((await rowOf(six.bookingId))?.isVerified).toBe(false);
  });

  it('answers a repeat with the time of the check-in, also when both submits arrive together', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const first = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '07:00 PM' });
    setClock(t, ist(MONDAY, 18, 42));
    expect((await verifyOtp(t, owner, { otp: first.otp })).statusCode).toBe(200);
    setClock(t, ist(MONDAY, 18, 50));
    expectRefusal(await verifyOtp(t, owner, { otp: first.otp }), 409, 'This booking was already checked in at 06:42 PM.');
    expectRefusal(await verifyOtp(t, owner, { otp: first.otp, bookingId: first.bookingId }), 409, 'This booking was already checked in at 06:42 PM.');
    setClock(t, ist(MONDAY, 22));
    expectRefusal(await verifyOtp(t, owner, { otp: first.otp }), 409, 'This booking was already checked in at 06:42 PM.');
    // Twelve hours on, an old check-in no longer explains a bare code; sent with its booking id it still does.
    setClock(t, ist(TUESDAY, 6, 43));
    expectRefusal(await verifyOtp(t, owner, { otp: first.otp }), 404, 'Invalid OTP');
    expectRefusal(await verifyOtp(t, owner, { otp: first.otp, bookingId: first.bookingId }), 409, 'This booking was already checked in at 06:42 PM.');

    setClock(t, MONDAY_10_IST);
    const second = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '08:00 PM' });
    setClock(t, ist(MONDAY, 19, 30));
    const both = await Promise.all([verifyOtp(t, owner, { otp: second.otp }), verifyOtp(t, owner, { otp: second.otp })]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((res) => res.statusCode === 409)?.json<{ error: string }>().error).toBe('This booking was already checked in at 07:30 PM.');
  });

  it('explains a code shared by a check-in and an open booking by the one whose window is nearer', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const morning = await insertBookingRow(t.database.db, gym, booker.user.id, {
      status: 'confirmed',
      date: MONDAY,
      timeSlot: '07:00 AM',
      isVerified: true,
      verifiedAt: ist(MONDAY, 6, 30),
    });
    await insertBookingRow(t.database.db, gym, booker.user.id, { status: 'confirmed', otp: morning.otp, date: MONDAY, timeSlot: '08:00 PM' });

    expectRefusal(await verifyOtp(t, owner, { otp: morning.otp }), 409, 'This booking was already checked in at 06:30 AM.');
    setClock(t, ist(MONDAY, 18, 30));
    expectRefusal(await verifyOtp(t, owner, { otp: morning.otp }), 409, 'Check-in opens at 07:00 PM, 60 minutes before the slot.');
  });

  it('answers a wrong code with 404 Invalid OTP', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const { otp } = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '06:00 PM' });
    setClock(t, ist(MONDAY, 18));
    expectRefusal(await verifyOtp(t, owner, { otp: otp === 999_999 ? 100_000 : otp + 1 }), 404, 'Invalid OTP');
  });

  it("matches only among the caller's own gyms: another owner's code is 404 and that booking stays open", async () => {
    const mine = await ownerWithGym(t);
    const theirs = await ownerWithGym(t);
    const theirBooking = await bookAndPay(t, booker, { gymId: theirs.gym.id, date: MONDAY, timeSlot: '06:00 PM' });
    setClock(t, ist(MONDAY, 17, 30));
    expectRefusal(await verifyOtp(t, mine.owner, { otp: theirBooking.otp }), 404, 'Invalid OTP');

    // Codes are unique per owner only, so the same code can be open at two owners' gyms at once.
    const sameCode = await insertBookingRow(t.database.db, mine.gym, booker.user.id, {
      status: 'confirmed',
      otp: theirBooking.otp,
      date: MONDAY,
      timeSlot: '06:00 PM',
    });
    const res = await verifyOtp(t, mine.owner, { otp: theirBooking.otp });
    expect(res.json<{ booking: Booking }>().booking._id).toBe(sameCode.id);
    expect((await rowOf(theirBooking.bookingId))?.isVerified).toBe(false);
  });

  it("never explains another owner's code: neither their open booking's time nor their check-in", async () => {
    const mine = await ownerWithGym(t);
    const theirs = await ownerWithGym(t);
    const early = await bookAndPay(t, booker, { gymId: theirs.gym.id, date: MONDAY, timeSlot: '08:00 PM' });
    const checkedIn = await bookAndPay(t, booker, { gymId: theirs.gym.id, date: MONDAY, timeSlot: '06:00 PM' });
    setClock(t, ist(MONDAY, 17, 30));
    expect((await verifyOtp(t, theirs.owner, { otp: checkedIn.otp })).statusCode).toBe(200);

    expectRefusal(await verifyOtp(t, mine.owner, { otp: early.otp }), 404, 'Invalid OTP');
    expectRefusal(await verifyOtp(t, mine.owner, { otp: checkedIn.otp }), 404, 'Invalid OTP');
  });

  it('refuses a booking whose gym the caller no longer owns', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const { bookingId, otp } = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '06:00 PM' });
    const newOwner = await createUser(t.database.db, { role: 'gym_owner' });
    await t.database.db.update(gyms).set({ ownerId: newOwner.id }).where(eq(gyms.id, gym.id));
    setClock(t, ist(MONDAY, 18));
    expectRefusal(await verifyOtp(t, owner, { otp }), 404, 'Invalid OTP');
    expect((await rowOf(bookingId))?.isVerified).toBe(false);
  });

  it('names the day of a booking whose window opens on a later day; a past day has ended', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const tomorrow = await bookAndPay(t, booker, { gymId: gym.id, date: TUESDAY, timeSlot: '07:00 AM' });
    expectRefusal(await verifyOtp(t, owner, { otp: tomorrow.otp }), 400, 'This OTP is for a booking on Tue, 11 Jun 2030, not today.');
    const missed = await insertBookingRow(t.database.db, gym, booker.user.id, { status: 'confirmed', date: SUNDAY, timeSlot: '07:00 PM' });
    expectRefusal(await verifyOtp(t, owner, { otp: missed.otp }), 409, "This booking's slot has ended.");

    setClock(t, ist(TUESDAY, 6, 30));
    expect((await verifyOtp(t, owner, { otp: tomorrow.otp })).statusCode).toBe(200);
  });

  it("takes a just-after-midnight slot the evening before, as its window opens that evening", async () => {
    const { gym, owner } = await ownerWithGym(t);
    const late = await insertBookingRow(t.database.db, gym, booker.user.id, { status: 'confirmed', date: TUESDAY, timeSlot: '12:30 AM' });
    setClock(t, ist(MONDAY, 23));
    expectRefusal(await verifyOtp(t, owner, { otp: late.otp }), 409, 'Check-in opens at 11:30 PM, 60 minutes before the slot.');
    setClock(t, ist(MONDAY, 23, 45));
    expect((await verifyOtp(t, owner, { otp: late.otp })).statusCode).toBe(200);
  });

  it('refuses the code of a cancelled or refunded booking with 404', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const cancelled = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '06:00 PM' });
    expect((await cancel(t, booker, cancelled.bookingId)).statusCode).toBe(200);
    const refunded = await insertBookingRow(t.database.db, gym, booker.user.id, { status: 'refunded', otp: 424_242, date: MONDAY, timeSlot: '06:00 PM' });
    setClock(t, ist(MONDAY, 18));
    expectRefusal(await verifyOtp(t, owner, { otp: cancelled.otp }), 404, 'Invalid OTP');
    expectRefusal(await verifyOtp(t, owner, { otp: refunded.otp }), 404, 'Invalid OTP');
  });

  it('narrows the match to bookingId when one is sent', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const wanted = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '06:00 PM' });
    const other = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '07:00 PM' });
    setClock(t, ist(MONDAY, 18));
    expectRefusal(await verifyOtp(t, owner, { otp: wanted.otp, bookingId: other.bookingId }), 404, 'Invalid OTP');
    expectRefusal(await verifyOtp(t, owner, { otp: wanted.otp, bookingId: 'not-a-booking-id' }), 404, 'Invalid OTP');
    const res = await verifyOtp(t, owner, { otp: String(wanted.otp), bookingId: wanted.bookingId });
    expect(res.json<{ booking: Booking }>().booking).toMatchObject({ _id: wanted.bookingId, isVerified: true });
  });

  it.each([
    [{}, 'OTP is required'],
    [{ otp: null }, 'OTP is required'],
    [{ otp: ' ' }, 'OTP is required'],
    [{ otp: 12_345 }, 'OTP must be 6 digits'],
    [{ otp: 1_234_567 }, 'OTP must be 6 digits'],
    [{ otp: 123_456.5 }, 'OTP must be 6 digits'],
    [{ otp: '12a456' }, 'OTP must be 6 digits'],
  ])('refuses %j with 400 %s', async (body, message) => {
    const { owner } = await ownerWithGym(t);
    expectRefusal(await verifyOtp(t, owner, body), 400, message);
  });

  it('is for gym owners only', async () => {
    const cast = await castOf(t);
    const send = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/bookings/verify-booking-otp', headers, payload: { otp: 123_456 } });
    await expectPermissionMatrix(t, cast, send, { loggedOut: 401, user: 403, admin: 403, owner: 404 });
  });
});
