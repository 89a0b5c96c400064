import { istInstant } from '@gymslot/shared/ist-time';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookAndPay, MONDAY, MONDAY_10_IST, quickBooker, setClock, type Booker } from '../../../../test/booking-helpers.js';
import { insertBookingRow } from '../../../../test/booking-rows.js';
import { useTestApp } from '../../../../test/test-app.js';
import { expectRefusal, ownerWithGym, verifyOtp } from '../../../../test/verification-helpers.js';
import { junkPassRateLimit, verifyOtpRateLimit } from './booking-verification.service.js';
import { signDoorPass } from './door-pass-token.js';

// Issue 26, finding 3: whatever a front-desk camera happens to read is not a guess at a code.

let booker: Booker;
const INVALID_PASS = 'This is not a valid GymSlot pass.';
const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/;

const t = useTestApp();
beforeAll(async () => {
  setClock(t, MONDAY_10_IST); // sessions are checked against the test clock
  booker = await quickBooker(t);
});
beforeEach(() => setClock(t, MONDAY_10_IST));

function verifyPass(who: Booker, token: string) {
  return t.app.inject({ method: 'POST', url: '/api/bookings/verify-booking-pass', headers: who.headers, payload: { token } });
}

async function passFor(bookingId: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}/pass`, headers: booker.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}

/** Codes a camera meets at a front desk, and passes that are pass-shaped but not this server's. */
function junkCodes(genuine: string, bookingId: string, gymId: string): string[] {
  const flipped = genuine.slice(0, 30) + (genuine[30] === 'A' ? 'B' : 'A') + genuine.slice(31);
  const window = { validFrom: istInstant(MONDAY, 10 * 60), validUntil: istInstant(MONDAY, 12 * 60) };
  return [
    'upi://pay?pa=irontemple@okaxis&pn=Iron%20Temple&cu=INR',
    'https://example.com/menu',
    'WIFI:T:WPA;S:IronTemple-Guest;P:squats4ever;;',
    flipped,
    signDoorPass({ bookingId, gymId, ...window }, 'a-key-that-is-not-this-servers-key!!'),
    'BEGIN:VCARD',
  ];
}

describe('codes that are not GymSlot passes at POST /api/bookings/verify-booking-pass', () => {
  it('are refused without using up the owner’s wrong-code budget: the pass and the OTP still check in', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const first = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '11:00 AM' });
    const second = await insertBookingRow(t.database.db, gym, booker.user.id, { status: 'confirmed', date: MONDAY, timeSlot: '10:00 AM' });
    const token = await passFor(first.bookingId);

    const junk = junkCodes(token, first.bookingId, gym.id);
    expect(junk.length).toBeGreaterThan(verifyOtpRateLimit.limit);
    for (const code of junk) expectRefusal(await verifyPass(owner, code), 400, INVALID_PASS);

    expect((await verifyPass(owner, token)).statusCode).toBe(200);
    expect((await verifyOtp(t, owner, { otp: second.otp })).statusCode).toBe(200);
  });

  it('have a cap of their own per owner, which refuses only junk: genuine passes and codes go on', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const first = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '11:00 AM' });
    const second = await insertBookingRow(t.database.db, gym, booker.user.id, { status: 'confirmed', date: MONDAY, timeSlot: '10:00 AM' });
    const token = await passFor(first.bookingId);

    for (let attempt = 0; attempt < junkPassRateLimit.limit; attempt += 1) {
      expectRefusal(await verifyPass(owner, `upi://pay?pa=shop${attempt}@okaxis`), 400, INVALID_PASS);
    }
    expectRefusal(await verifyPass(owner, 'https://example.com/menu'), 429, TOO_MANY);
    // Another owner's desk is not held up by this one's junk.
    const other = await ownerWithGym(t);
    expectRefusal(await verifyPass(other.owner, 'https://example.com/menu'), 400, INVALID_PASS);

    expect((await verifyPass(owner, token)).statusCode).toBe(200);
    expect((await verifyOtp(t, owner, { otp: second.otp })).statusCode).toBe(200);
    t.clock.advance(junkPassRateLimit.windowMs);
    expectRefusal(await verifyPass(owner, 'https://example.com/menu'), 400, INVALID_PASS);
  });
});
