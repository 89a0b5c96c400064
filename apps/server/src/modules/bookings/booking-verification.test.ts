import { verifyOtpReplySchema, type Booking } from '@gymslot/shared/booking-schemas';
import { addDays } from '@gymslot/shared/ist-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookAndPay, cancel, MONDAY, MONDAY_10_IST, myBookings, quickBooker, setClock, type Booker } from '../../../test/booking-helpers.js';
import { insertBookingRow } from '../../../test/booking-rows.js';
import { castOf, expectPermissionMatrix } from '../../../test/owner-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectRefusal, ownerListEntry, ownerWithGym, verifyOtp } from '../../../test/verification-helpers.js';
import { bookings } from '../../db/schema/bookings.js';
import { gyms } from '../../db/schema/gyms.js';
import { createUser } from '../../db/seed/factories.js';

let t: TestApp;
let booker: Booker;
const TUESDAY = addDays(MONDAY, 1);
const SUNDAY = addDays(MONDAY, -1);

beforeAll(async () => {
  t = await createTestApp();
  setClock(t, MONDAY_10_IST); // sessions are checked against the test clock
  booker = await quickBooker(t);
});
// Monday 10:00 IST: "today" is MONDAY for every test unless it moves the clock itself.
beforeEach(() => setClock(t, MONDAY_10_IST));
afterAll(async () => {
  await t.close();
});

const rowOf = async (id: string) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe('POST /api/bookings/verify-booking-otp (B7)', () => {
  it('checks in the right code on the booking day; it then shows verified everywhere and cannot be cancelled', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const { bookingId, otp } = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '06:00 PM' });
    expect((await ownerListEntry(t, owner, bookingId))?.isVerified).toBe(false);

    const res = await verifyOtp(t, owner, { otp });
    expect(res.statusCode, res.body).toBe(200);
    const body = verifyOtpReplySchema.parse(res.json());
    expect(body).toMatchObject({
      success: true,
      message: 'Booking verified successfully',
      booking: { _id: bookingId, isPaid: true, isVerified: true, otp, date: MONDAY, timeSlot: '06:00 PM', gym: { _id: gym.id } },
    });
    expect((await rowOf(bookingId))?.verifiedAt?.getTime()).toBeGreaterThanOrEqual(MONDAY_10_IST.getTime());

    expect((await ownerListEntry(t, owner, bookingId))?.isVerified).toBe(true);
    const mine = (await myBookings(t, booker)).json<{ bookings: Booking[] }>().bookings.find((b) => b._id === bookingId);
    expect(mine).toMatchObject({ isVerified: true, otp });
    expectRefusal(await cancel(t, booker, bookingId), 409, 'Verified bookings cannot be cancelled');
  });

  it('verifies once: a second submit of the same code is 404, also when both arrive together', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const first = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '07:00 PM' });
    expect((await verifyOtp(t, owner, { otp: first.otp })).statusCode).toBe(200);
    expectRefusal(await verifyOtp(t, owner, { otp: first.otp }), 404, 'Invalid OTP');

    const second = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '08:00 PM' });
    const both = await Promise.all([verifyOtp(t, owner, { otp: second.otp }), verifyOtp(t, owner, { otp: second.otp })]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 404]);
  });

  it('answers a wrong code with 404 Invalid OTP', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const { otp } = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '06:00 PM' });
    expectRefusal(await verifyOtp(t, owner, { otp: otp === 999_999 ? 100_000 : otp + 1 }), 404, 'Invalid OTP');
  });

  it("matches only among the caller's own gyms: another owner's code is 404 and that booking stays open", async () => {
    const mine = await ownerWithGym(t);
    const theirs = await ownerWithGym(t);
    const theirBooking = await bookAndPay(t, booker, { gymId: theirs.gym.id, date: MONDAY, timeSlot: '06:00 PM' });
    expectRefusal(await verifyOtp(t, mine.owner, { otp: theirBooking.otp }), 404, 'Invalid OTP');

    // Codes are unique per owner only, so the same code can be open at two owners' gyms at once.
    const sameCode = await insertBookingRow(t.database.db, mine.gym, booker.user.id, {
      status: 'confirmed',
      otp: theirBooking.otp,
      date: MONDAY,
      timeSlot: '09:00 PM',
    });
    const res = await verifyOtp(t, mine.owner, { otp: theirBooking.otp });
    expect(res.json<{ booking: Booking }>().booking._id).toBe(sameCode.id);
    expect((await rowOf(theirBooking.bookingId))?.isVerified).toBe(false);
  });

  it('refuses a booking whose gym the caller no longer owns', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const { bookingId, otp } = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '06:00 PM' });
    const newOwner = await createUser(t.database.db, { role: 'gym_owner' });
    await t.database.db.update(gyms).set({ ownerId: newOwner.id }).where(eq(gyms.id, gym.id));
    expectRefusal(await verifyOtp(t, owner, { otp }), 404, 'Invalid OTP');
    expect((await rowOf(bookingId))?.isVerified).toBe(false);
  });

  it('refuses a code for another day with a message naming that day, and takes it on the day', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const tomorrow = await bookAndPay(t, booker, { gymId: gym.id, date: TUESDAY, timeSlot: '07:00 AM' });
    expectRefusal(await verifyOtp(t, owner, { otp: tomorrow.otp }), 400, 'This OTP is for a booking on Tue, 11 Jun 2030, not today.');
    const missed = await insertBookingRow(t.database.db, gym, booker.user.id, { status: 'confirmed', date: SUNDAY, timeSlot: '07:00 AM' });
    expectRefusal(await verifyOtp(t, owner, { otp: missed.otp }), 400, 'This OTP is for a booking on Sun, 9 Jun 2030, not today.');

    setClock(t, new Date(`${TUESDAY}T01:00:00Z`)); // 06:30 IST
    expect((await verifyOtp(t, owner, { otp: tomorrow.otp })).statusCode).toBe(200);
  });

  it('refuses the code of a cancelled or refunded booking with 404', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const cancelled = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '06:00 PM' });
    expect((await cancel(t, booker, cancelled.bookingId)).statusCode).toBe(200);
    expectRefusal(await verifyOtp(t, owner, { otp: cancelled.otp }), 404, 'Invalid OTP');
    const refunded = await insertBookingRow(t.database.db, gym, booker.user.id, { status: 'refunded', otp: 424_242, date: MONDAY, timeSlot: '09:00 PM' });
    expectRefusal(await verifyOtp(t, owner, { otp: refunded.otp }), 404, 'Invalid OTP');
  });

  it('narrows the match to bookingId when one is sent', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const wanted = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '06:00 PM' });
    const other = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '07:00 PM' });
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
