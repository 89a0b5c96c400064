import { doorPassReplySchema, type DoorPassReply } from '@gymslot/shared/door-pass-schemas';
import { verifyOtpReplySchema } from '@gymslot/shared/booking-schemas';
import { addDays, istInstant } from '@gymslot/shared/ist-time';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookAndPay, cancel, initiate, MONDAY, MONDAY_10_IST, quickBooker, setClock, type Booker } from '../../../../test/booking-helpers.js';
import { insertBookingRow } from '../../../../test/booking-rows.js';
import { castOf, expectPermissionMatrix } from '../../../../test/owner-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';
import { expectRefusal, ownerWithGym, verifyOtp } from '../../../../test/verification-helpers.js';
import { bookings } from '../../../db/schema/bookings.js';
import { gyms } from '../../../db/schema/gyms.js';
import { verifyOtpRateLimit } from './booking-verification.service.js';
import { signDoorPass } from './door-pass-token.js';

let booker: Booker;
const TUESDAY = addDays(MONDAY, 1);
const ist = (date: string, hour: number, minute = 0) => istInstant(date, hour * 60 + minute);
const INVALID_PASS = 'This is not a valid GymSlot pass.';

const t = useTestApp();
beforeAll(async () => {
  setClock(t, MONDAY_10_IST); // sessions are checked against the test clock
  booker = await quickBooker(t);
});
beforeEach(() => setClock(t, MONDAY_10_IST));

function getPass(who: Booker, bookingId: string) {
  return t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}/pass`, headers: who.headers });
}

async function passOf(who: Booker, bookingId: string): Promise<DoorPassReply> {
  const res = await getPass(who, bookingId);
  expect(res.statusCode, res.body).toBe(200);
  return doorPassReplySchema.parse(res.json());
}

function verifyPass(who: Booker, payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/bookings/verify-booking-pass', headers: who.headers, payload: payload as Record<string, unknown> });
}

describe('GET /api/bookings/:id/pass (§8.5)', () => {
  it("gives the booking's own user a compact signed token, the OTP and the check-in window", async () => {
    const { gym } = await ownerWithGym(t);
    const { bookingId, otp } = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '06:00 PM' });
    const pass = await passOf(booker, bookingId);
    expect(pass).toEqual({
      success: true,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{62}$/),
      otp,
      validFrom: ist(MONDAY, 17).toISOString(),
      validUntil: ist(MONDAY, 19).toISOString(),
      gym: { _id: gym.id, name: gym.name, address: gym.address },
      date: MONDAY,
      timeSlot: '06:00 PM',
    });
    // Asked again, the same pass: a screenshot taken earlier still scans.
    expect((await passOf(booker, bookingId)).token).toBe(pass.token);
  });

  it("answers someone else's booking and an unknown id as not found", async () => {
    const { gym } = await ownerWithGym(t);
    const { bookingId } = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '06:00 PM' });
    const stranger = await quickBooker(t, { name: 'Ravi Kumar' });
    expectRefusal(await getPass(stranger, bookingId), 404, 'Booking not found');
    expectRefusal(await getPass(booker, 'f'.repeat(24)), 404, 'Booking not found');
    expectRefusal(await getPass(booker, 'not-an-id'), 404, 'Booking not found');
  });

  it('has no pass for an unpaid, a cancelled or a checked-in booking', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const held = await initiate(t, booker, { gymId: gym.id, bookingDate: MONDAY, timeSlot: '08:00 PM' });
    expectRefusal(await getPass(booker, held.json<{ bookingId: string }>().bookingId), 409, 'This booking is not paid, so it has no pass.');
    const cancelled = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '06:00 PM' });
    expect((await cancel(t, booker, cancelled.bookingId)).statusCode).toBe(200);
    expectRefusal(await getPass(booker, cancelled.bookingId), 409, 'This booking was cancelled, so it has no pass.');

    const visited = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '07:00 PM' });
    setClock(t, ist(MONDAY, 18, 20));
    expect((await verifyOtp(t, owner, { otp: visited.otp })).statusCode).toBe(200);
    expectRefusal(await getPass(booker, visited.bookingId), 409, 'This booking was already checked in at 06:20 PM.');
  });

  it('is for the booking user only', async () => {
    const cast = await castOf(t);
    const send = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/bookings/${'a'.repeat(24)}/pass`, headers });
    await expectPermissionMatrix(t, cast, send, { loggedOut: 401, user: 404, owner: 403, admin: 403 });
  });
});

describe('POST /api/bookings/verify-booking-pass (§8.5)', () => {
  it('checks a genuine pass in with B7’s reply, once; a second scan says when it was checked in', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const { bookingId, otp } = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '06:00 PM' });
    const { token } = await passOf(booker, bookingId);

    setClock(t, ist(MONDAY, 17, 45));
    const res = await verifyPass(owner, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(verifyOtpReplySchema.parse(res.json())).toMatchObject({
      success: true,
      message: 'Booking verified successfully',
      booking: { _id: bookingId, isVerified: true, otp, user: { name: 'Asha Rao' }, gym: { _id: gym.id } },
    });

    setClock(t, ist(MONDAY, 17, 50));
    expectRefusal(await verifyPass(owner, { token }), 409, 'This booking was already checked in at 05:45 PM.');
    // The code and the pass are one check-in: the OTP after the pass is a repeat too.
    expectRefusal(await verifyOtp(t, owner, { otp, bookingId }), 409, 'This booking was already checked in at 05:45 PM.');
  });

  it('takes the pass only inside its window, with B7’s messages', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const tonight = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '07:00 PM' });
    const tomorrow = await bookAndPay(t, booker, { gymId: gym.id, date: TUESDAY, timeSlot: '07:00 AM' });
    const tonightPass = await passOf(booker, tonight.bookingId);
    const tomorrowPass = await passOf(booker, tomorrow.bookingId);

    expectRefusal(await verifyPass(owner, { token: tonightPass.token }), 409, 'Check-in opens at 06:00 PM, 60 minutes before the slot.');
    expectRefusal(await verifyPass(owner, { token: tomorrowPass.token }), 400, 'This pass is for a booking on Tue, 11 Jun 2030, not today.');
    setClock(t, ist(MONDAY, 20));
    expectRefusal(await verifyPass(owner, { token: tonightPass.token }), 409, "This booking's slot has ended.");
    setClock(t, ist(TUESDAY, 6));
    expect((await verifyPass(owner, { token: tomorrowPass.token })).statusCode).toBe(200);
  });

  it("refuses a pass for another owner's gym, and leaves that booking open", async () => {
    const mine = await ownerWithGym(t);
    const theirs = await ownerWithGym(t);
    const { bookingId } = await bookAndPay(t, booker, { gymId: theirs.gym.id, date: MONDAY, timeSlot: '06:00 PM' });
    const { token } = await passOf(booker, bookingId);
    setClock(t, ist(MONDAY, 18));
    expectRefusal(await verifyPass(mine.owner, { token }), 403, 'This pass is for a booking at another gym.');

    // As with B7's code: once the gym changes hands, its former owner can no longer check it in.
    await t.database.db.update(gyms).set({ ownerId: mine.owner.user.id }).where(eq(gyms.id, theirs.gym.id));
    expectRefusal(await verifyPass(theirs.owner, { token }), 403, 'This pass is for a booking at another gym.');
    expect((await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]?.isVerified).toBe(false);
  });

  it('refuses the pass of a cancelled booking, and of a booking moved to another slot', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const cancelled = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '06:00 PM' });
    const cancelledPass = await passOf(booker, cancelled.bookingId);
    expect((await cancel(t, booker, cancelled.bookingId)).statusCode).toBe(200);

    const moved = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '05:00 PM' });
    const movedPass = await passOf(booker, moved.bookingId);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${moved.bookingId}/reschedule`,
      headers: booker.headers,
      payload: { bookingDate: MONDAY, timeSlot: '06:00 PM' },
    });
    expect(res.statusCode, res.body).toBe(200);

    setClock(t, ist(MONDAY, 17, 30));
    expectRefusal(await verifyPass(owner, { token: cancelledPass.token }), 409, 'This booking was cancelled.');
    expectRefusal(await verifyPass(owner, { token: movedPass.token }), 409, /^This pass is out of date: the booking was moved\./);
    expect((await verifyPass(owner, { token: (await passOf(booker, moved.bookingId)).token })).statusCode).toBe(200);
  });

  it('refuses altered, cut, garbage and foreign-key tokens with 400, never a 5xx', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const { bookingId } = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '11:00 AM' });
    const { token } = await passOf(booker, bookingId);
    const flipped = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21);
    const window = { validFrom: ist(MONDAY, 10), validUntil: ist(MONDAY, 12) };
    const forged = signDoorPass({ bookingId, gymId: gym.id, ...window }, 'a-key-that-is-not-this-servers-key!!');
    for (const bad of [flipped, token.slice(0, 40), `${token}x`, 'hello', '../../etc/passwd', forged, '%00', 'é'.repeat(62)]) {
      expectRefusal(await verifyPass(owner, { token: bad }), 400, INVALID_PASS);
    }
    expect((await verifyPass(owner, { token })).statusCode).toBe(200);
    expectRefusal(await verifyPass(owner, {}), 400, 'Pass is required');
    expectRefusal(await verifyPass(owner, { token: '   ' }), 400, 'Pass is required');
    expectRefusal(await verifyPass(owner, { token: 12 }), 400, 'Pass is required');
    expectRefusal(await verifyPass(owner, { token: 'x'.repeat(201) }), 400, INVALID_PASS);
  });

  it(`shares the wrong codes' budget: after ${verifyOtpRateLimit.limit} even a genuine pass waits; genuine refusals and bad tokens do not count`, async () => {
    const { gym, owner } = await ownerWithGym(t);
    const { bookingId, otp } = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '11:00 AM' });
    const later = await insertBookingRow(t.database.db, gym, booker.user.id, { status: 'confirmed', date: MONDAY, timeSlot: '08:00 PM' });
    const { token } = await passOf(booker, bookingId);
    const laterPass = await passOf(booker, later.id);

    for (let attempt = 0; attempt < verifyOtpRateLimit.limit + 2; attempt += 1) {
      expectRefusal(await verifyPass(owner, { token: laterPass.token }), 409, /^Check-in opens at 07:00 PM/);
      // A token that fails its signature is junk, not a guess (door-pass-junk.test.ts).
      expectRefusal(await verifyPass(owner, { token: `${token.slice(0, -2)}AA` }), 400, INVALID_PASS);
    }
    const wrongCodes = [999_999, 999_998, 999_997, 999_996, 999_995, 999_994, 999_993].filter((code) => code !== otp && code !== later.otp);
    for (const wrongCode of wrongCodes.slice(0, verifyOtpRateLimit.limit)) {
      expectRefusal(await verifyOtp(t, owner, { otp: wrongCode }), 404, 'Invalid OTP');
    }
    expectRefusal(await verifyPass(owner, { token }), 429, /^Too many attempts\./);
    t.clock.advance(verifyOtpRateLimit.windowMs);
    expect((await verifyPass(owner, { token })).statusCode).toBe(200);
  });

  it('is for gym owners only', async () => {
    const cast = await castOf(t);
    const send = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/bookings/verify-booking-pass', headers, payload: { token: 'x' } });
    await expectPermissionMatrix(t, cast, send, { loggedOut: 401, user: 403, admin: 403, owner: 400 });
  });
});
