import { formatTimeOfDay } from '@gymslot/shared/time-of-day';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MONDAY, MONDAY_10_IST, quickBooker, setClock, type Booker } from '../../../../test/booking-helpers.js';
import { insertBookingRow } from '../../../../test/booking-rows.js';
import { useTestApp } from '../../../../test/test-app.js';
import { expectRefusal, ownerListEntry, ownerWithGym, verifyOtp } from '../../../../test/verification-helpers.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { verifyOtpRateLimit } from './booking-verification.service.js';

let booker: Booker;
const MINUTE = 60_000;
const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/;

const t = useTestApp();
beforeAll(async () => {
  setClock(t, MONDAY_10_IST); // sessions are checked against the test clock
  booker = await quickBooker(t);
});
beforeEach(() => setClock(t, MONDAY_10_IST));

/** Paid, unverified bookings at the gym whose check-in is open now (10:00 AM): one every 5 minutes from 10:00 AM. */
async function codesOpenNow(gym: GymRow, count: number): Promise<{ id: string; otp: number }[]> {
  const rows = [];
  for (let index = 0; index < count; index += 1) {
    const timeSlot = formatTimeOfDay(10 * 60 + 5 * index);
    const row = await insertBookingRow(t.database.db, gym, booker.user.id, { status: 'confirmed', date: MONDAY, timeSlot });
    rows.push({ id: row.id, otp: row.otp as number });
  }
  return rows;
}

/** Six-digit codes that none of `taken` is. */
function wrongCodes(taken: number[], count: number): number[] {
  const codes: number[] = [];
  for (let code = 999_999; codes.length < count; code -= 1) if (!taken.includes(code)) codes.push(code);
  return codes;
}

describe('wrong codes at POST /api/bookings/verify-booking-otp (B7) are rate-limited per owner', () => {
  it(`refuses even the right code after ${verifyOtpRateLimit.limit} wrong ones, until the window has passed`, async () => {
    const { gym, owner } = await ownerWithGym(t);
    const [booking] = await codesOpenNow(gym, 1);
    if (!booking) throw new Error('no booking');
    for (const code of wrongCodes([booking.otp], verifyOtpRateLimit.limit)) {
      expectRefusal(await verifyOtp(t, owner, { otp: code }), 404, 'Invalid OTP');
    }
    expectRefusal(await verifyOtp(t, owner, { otp: booking.otp }), 429, TOO_MANY);
    expectRefusal(await verifyOtp(t, owner, { otp: wrongCodes([booking.otp], 1)[0] }), 429, TOO_MANY);
    expect((await ownerListEntry(t, owner, booking.id))?.isVerified).toBe(false);

    // Another owner's door is not held up by this one's mistakes.
    const other = await ownerWithGym(t);
    const [theirs] = await codesOpenNow(other.gym, 1);
    expect((await verifyOtp(t, other.owner, { otp: theirs?.otp })).statusCode).toBe(200);

    t.clock.advance(verifyOtpRateLimit.windowMs - MINUTE);
    expectRefusal(await verifyOtp(t, owner, { otp: booking.otp }), 429, 'Too many attempts. Please try again in 1 minute.');
    t.clock.advance(MINUTE);
    const res = await verifyOtp(t, owner, { otp: booking.otp });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('does not count check-ins that succeed, and a success clears the wrong ones before it', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const codes = await codesOpenNow(gym, 10);
    const taken = codes.map((code) => code.otp);
    const [wrong1, wrong2, wrong3, wrong4, ...laterWrong] = wrongCodes(taken, 4 + verifyOtpRateLimit.limit);

    for (const code of codes.slice(0, 8)) expect((await verifyOtp(t, owner, { otp: code.otp })).statusCode).toBe(200);
    for (const code of [wrong1, wrong2, wrong3, wrong4]) expectRefusal(await verifyOtp(t, owner, { otp: code }), 404, 'Invalid OTP');
    expect((await verifyOtp(t, owner, { otp: codes[8]?.otp })).statusCode).toBe(200);
    for (const code of laterWrong) expectRefusal(await verifyOtp(t, owner, { otp: code }), 404, 'Invalid OTP');
    expectRefusal(await verifyOtp(t, owner, { otp: codes[9]?.otp }), 429, TOO_MANY);
  });

  it('does not count a right code at the wrong time, nor a body that fails validation, but keeps the wrong codes counted', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const [now] = await codesOpenNow(gym, 1);
    const early = await insertBookingRow(t.database.db, gym, booker.user.id, { status: 'confirmed', date: MONDAY, timeSlot: '07:00 PM' });
    const ended = await insertBookingRow(t.database.db, gym, booker.user.id, { status: 'confirmed', date: MONDAY, timeSlot: '07:00 AM' });
    const tomorrow = await insertBookingRow(t.database.db, gym, booker.user.id, { status: 'confirmed', date: '2030-06-11', timeSlot: '07:00 AM' });
    const wrongTime = async () => {
      expectRefusal(await verifyOtp(t, owner, { otp: early.otp }), 409, /^Check-in opens at 06:00 PM/);
      expectRefusal(await verifyOtp(t, owner, { otp: ended.otp }), 409, "This booking's slot has ended.");
      expectRefusal(await verifyOtp(t, owner, { otp: tomorrow.otp }), 400, /not today/);
    };
    const [first, ...others] = wrongCodes([now?.otp ?? 0, early.otp ?? 0, ended.otp ?? 0, tomorrow.otp ?? 0], verifyOtpRateLimit.limit);

    for (let attempt = 0; attempt < 10; attempt += 1) expectRefusal(await verifyOtp(t, owner, { otp: 12 }), 400, 'OTP must be 6 digits');
    for (let round = 0; round < verifyOtpRateLimit.limit; round += 1) await wrongTime();
    expectRefusal(await verifyOtp(t, owner, { otp: first }), 404, 'Invalid OTP');
    await wrongTime();
    for (const code of others) expectRefusal(await verifyOtp(t, owner, { otp: code }), 404, 'Invalid OTP');
    // The limit is reached by the wrong codes alone; now even the right code at the right time waits.
    expectRefusal(await verifyOtp(t, owner, { otp: early.otp }), 429, TOO_MANY);
    expectRefusal(await verifyOtp(t, owner, { otp: now?.otp }), 429, TOO_MANY);
  });

  it('does not count a repeat of a code already checked in', async () => {
    const { gym, owner } = await ownerWithGym(t);
    const [checkedIn, next] = await codesOpenNow(gym, 2);
    expect((await verifyOtp(t, owner, { otp: checkedIn?.otp })).statusCode).toBe(200);
    for (let attempt = 0; attempt <= verifyOtpRateLimit.limit; attempt += 1) {
      expectRefusal(await verifyOtp(t, owner, { otp: checkedIn?.otp }), 409, /^This booking was already checked in at 10:00 AM\.$/);
    }
    expect((await verifyOtp(t, owner, { otp: next?.otp })).statusCode).toBe(200);
  });
});
