import { addDays } from '@gymslot/shared/ist-time';
import { eq } from 'drizzle-orm';
import { reportNotLetInReplySchema } from '@gymslot/shared/not-let-in-schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bookableGym,
  bookAndPay,
  cancel,
  initiate,
  MONDAY,
  MONDAY_10_IST,
  myBookings,
  quickBooker,
  setChannels,
  setClock,
  signedInAs,
  type Booker,
} from '../../../../test/booking-helpers.js';
import { insertBookingRow } from '../../../../test/booking-rows.js';
import {
  bookingRow,
  ist,
  ownerReports,
  pastRejectedReport,
  queuedTo,
  reportedId,
  reportNotLetIn,
  reportRow,
  respondToReport,
} from '../../../../test/not-let-in-helpers.js';
import { signIn } from '../../../../test/owner-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';
import { expectRefusal, verifyOtp } from '../../../../test/verification-helpers.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { users } from '../../../db/schema/users.js';
import type { MessagePayload } from '../../messages/outgoing-message.js';
import { notLetInRateLimit } from './not-let-in-report.service.js';

// API contract §8.10: a person with a paid booking says the gym did not let them in, from the
// check-in window's opening (an hour before the slot) until 30 minutes after the slot ends, in IST
// (the tests run with TZ=UTC); the gym's owner is told at once, and checks them in or answers.

const t = useTestApp();
const listedReportOf = (res: { json<T>(): T }, id: string) =>
  res.json<{ reports: { _id: string; booking: Record<string, unknown> }[] }>().reports.find((report) => report._id === id);
const TUESDAY = addDays(MONDAY, 1);

/** A gym of its own per test (and so an owner of its own), with a paid 06:00 PM booking on Monday. */
async function paidBooking(slot = '06:00 PM', date = MONDAY) {
  setClock(t, MONDAY_10_IST);
  const { gym, owner } = await bookableGym(t.database.db);
  const booker = await quickBooker(t, { name: 'Asha Rao' });
  const { bookingId, otp } = await bookAndPay(t, booker, { gymId: gym.id, date, timeSlot: slot });
  return { gym, owner, ownerSession: await signedInAs(t, owner), booker, bookingId, otp };
}

// Only Date is faked, so a request lands on the exact instant set; timers keep running.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  setClock(t, MONDAY_10_IST);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/bookings/:id/not-let-in: when', () => {
  it('opens with the check-in window, an hour before the slot, in IST', async () => {
    const { booker, bookingId } = await paidBooking();
    setClock(t, new Date(ist(MONDAY, 17).getTime() - 1));
    expectRefusal(await reportNotLetIn(t, booker, bookingId), 409, 'You can report this from 05:00 PM on Mon, 10 Jun 2030, when check-in opens.');
    setClock(t, ist(MONDAY, 17));
    const res = await reportNotLetIn(t, booker, bookingId, { reason: 'closed', note: '  Shutter was down.  ' });
    expect(res.statusCode, res.body).toBe(201);
    const body = reportNotLetInReplySchema.parse(res.json());
    expect(body).toEqual({
      success: true,
      message: "We told the gym. If they don't let you in or answer by 05:30 PM, you get your money back automatically.",
      report: { _id: expect.stringMatching(/^[0-9a-f]{24}$/), bookingId, reason: 'closed', status: 'open', respondBy: ist(MONDAY, 17, 30).toISOString() },
    });
    expect(await reportRow(t, body.report._id)).toMatchObject({ note: 'Shutter was down.', status: 'open' });
  });

  it('closes 30 minutes after the slot ends', async () => {
    const { booker, bookingId } = await paidBooking();
    const other = await paidBooking('07:00 PM');
    setClock(t, new Date(ist(MONDAY, 19, 30).getTime() - 1));
    expect((await reportNotLetIn(t, booker, bookingId, { reason: 'refused' })).statusCode).toBe(201);
    // The 07:00 PM slot ends at 08:00 PM: at 08:30 PM it is too late.
    setClock(t, ist(MONDAY, 20, 30));
    expectRefusal(await reportNotLetIn(t, other.booker, other.bookingId), 409, 'Reports close 30 minutes after the slot ends, so this booking can no longer be reported.');
  });

  it('names the IST day the window opens, when that is another day than in UTC', async () => {
    const { booker, bookingId } = await paidBooking('06:00 AM', TUESDAY);
    // Tuesday 04:59 AM IST is still Monday in UTC (23:29): the refusal names Tuesday, IST's day.
    setClock(t, ist(TUESDAY, 4, 59));
    expectRefusal(await reportNotLetIn(t, booker, bookingId), 409, 'You can report this from 05:00 AM on Tue, 11 Jun 2030, when check-in opens.');
    setClock(t, ist(TUESDAY, 5));
    expect((await reportNotLetIn(t, booker, bookingId)).statusCode).toBe(201);
  });
});

describe('POST /api/bookings/:id/not-let-in: which bookings', () => {
  it("answers someone else's booking and an unknown or malformed id as not found", async () => {
    const { bookingId } = await paidBooking();
    setClock(t, ist(MONDAY, 18, 5));
    const stranger = await quickBooker(t, { name: 'Ravi Kumar' });
    expectRefusal(await reportNotLetIn(t, stranger, bookingId), 404, 'Booking not found');
    expectRefusal(await reportNotLetIn(t, stranger, 'f'.repeat(24)), 404, 'Booking not found');
    expectRefusal(await reportNotLetIn(t, stranger, 'not-an-id'), 404, 'Booking not found');
    // Only a member reports: the owner of the gym and an admin have no such permission.
    const admin = await signIn(t, 'admin');
    expectRefusal(await reportNotLetIn(t, admin, bookingId), 403, 'You do not have permission to do this.');
  });

  it('refuses an unpaid, a cancelled, a checked-in and an already reported booking, each with its reason', async () => {
    const { gym, ownerSession, booker, bookingId, otp } = await paidBooking();
    const held = await initiate(t, booker, { gymId: gym.id, bookingDate: MONDAY, timeSlot: '07:00 PM' });
    const cancelled = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '08:00 PM' });
    expect((await cancel(t, booker, cancelled.bookingId)).statusCode).toBe(200);
    const reported = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '05:00 PM' });

    setClock(t, ist(MONDAY, 18, 5));
    expectRefusal(await reportNotLetIn(t, booker, held.json<{ bookingId: string }>().bookingId), 409, 'This booking is not paid, so there is nothing to report.');
    expectRefusal(await reportNotLetIn(t, booker, cancelled.bookingId), 409, 'This booking was cancelled.');
    expect((await verifyOtp(t, ownerSession, { otp })).statusCode).toBe(200);
    expectRefusal(await reportNotLetIn(t, booker, bookingId), 409, 'This booking was already checked in at 06:05 PM.');
    expect((await reportNotLetIn(t, booker, reported.bookingId)).statusCode).toBe(201);
    expectRefusal(await reportNotLetIn(t, booker, reported.bookingId, { reason: 'other' }), 409, 'You have already reported this booking.');
  });

  it('takes a reason and an optional plain note of at most 500 characters', async () => {
    const { booker, bookingId } = await paidBooking();
    setClock(t, ist(MONDAY, 18, 5));
    expectRefusal(await reportNotLetIn(t, booker, bookingId, { reason: 'late' }), 400, 'reason must be closed, refused or other');
    expectRefusal(await reportNotLetIn(t, booker, bookingId, {}), 400, 'reason must be closed, refused or other');
    expectRefusal(await reportNotLetIn(t, booker, bookingId, { reason: 'other', note: 'x'.repeat(501) }), 400, 'Note must be at most 500 characters');
    expectRefusal(await reportNotLetIn(t, booker, bookingId, { reason: 'other', note: '<script>' }), 400, /must not contain "<", ">"/);
    const res = await reportNotLetIn(t, booker, bookingId, { reason: 'other', note: '   ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await reportRow(t, res.json<{ report: { _id: string } }>().report._id)).toMatchObject({ reason: 'other', note: null });
  });

  it('limits each person to 10 reports an hour, refused ones too', async () => {
    const booker = await quickBooker(t, { name: 'Asha Rao' });
    for (let i = 0; i < notLetInRateLimit.limit; i += 1) expect((await reportNotLetIn(t, booker, 'f'.repeat(24))).statusCode).toBe(404);
    expectRefusal(await reportNotLetIn(t, booker, 'f'.repeat(24)), 429, /^Too many attempts\. Please try again in \d+ minutes\.$/);
  });
});

describe("the gym's owner is told at once", () => {
  it('on every channel they turned on, with who, which booking, why and what to do by when', async () => {
    const { owner, booker, bookingId } = await paidBooking();
    const phone = '+919812345670';
    await t.database.db.update(users).set({ phone }).where(eq(users.id, owner.id));
    await setChannels(t.database.db, owner.id, { email: true, whatsapp: true, sms: true });
    setClock(t, ist(MONDAY, 18, 10));
    const reportId = await reportedId(t, booker, bookingId, { reason: 'refused', note: 'The desk said the slot was full.' });

    const told = await queuedTo(t, owner.email, phone);
    expect(told.map((row) => [row.kind, row.channel, row.dedupeKey]).sort()).toEqual([
      ['not_let_in_reported', 'email', `not_let_in_reported:${reportId}:email`],
      ['not_let_in_reported', 'sms', `not_let_in_reported:${reportId}:sms`],
      ['not_let_in_reported', 'whatsapp', `not_let_in_reported:${reportId}:whatsapp`],
    ]);
    const mail = told.find((row) => row.channel === 'email')?.payload as MessagePayload;
    if (!('mail' in mail)) throw new Error('no mail');
    expect(mail.mail.subject).toBe('Not let in: Asha Rao at Iron Temple, Mon, 10 Jun 2030 at 06:00 PM');
    expect(mail.mail.text).toContain('Asha Rao says they were not let in for their booking at Iron Temple.');
    expect(mail.mail.text).toContain('Reason: They were turned away at the door');
    expect(mail.mail.text).toContain('Their note: The desk said the slot was full.');
    expect(mail.mail.text).toContain('answer in GymSlot by 06:40 PM IST');
    expect(mail.mail.text).toContain('http://localhost:3000/owner/dashboard');
    const sms = told.find((row) => row.channel === 'sms')?.payload as MessagePayload;
    if (!('text' in sms)) throw new Error('no text');
    expect(sms.text).toBe(
      'GymSlot: Asha Rao says they were not let in at Iron Temple, Mon, 10 Jun 2030 06:00 PM. Check them in or answer by 06:40 PM: http://localhost:3000/owner/dashboard',
    );
    expect(sms.template.params).toEqual(['Asha Rao', 'Iron Temple', 'Mon, 10 Jun 2030', '06:00 PM', '06:40 PM', 'http://localhost:3000/owner/dashboard']);
  });

  it("lists the report on the owner's screen with the booking's OTP, and on the person's booking", async () => {
    const { ownerSession, booker, bookingId, otp } = await paidBooking();
    setClock(t, ist(MONDAY, 18, 10));
    const reportId = await reportedId(t, booker, bookingId);
    const listed = await ownerReports(t, ownerSession);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ reports: unknown[] }>().reports).toEqual([
      expect.objectContaining({
        _id: reportId,
        status: 'open',
        reason: 'closed',
        canAnswer: true,
        respondBy: ist(MONDAY, 18, 40).toISOString(),
        booking: { _id: bookingId, date: MONDAY, timeSlot: '06:00 PM', otp, isVerified: false },
        person: { name: 'Asha Rao' },
      }),
    ]);
    // Once the slot has ended there is no check-in to offer, only the answer.
    setClock(t, ist(MONDAY, 19));
    expect(listedReportOf(await ownerReports(t, ownerSession), reportId)?.booking).toEqual({ _id: bookingId, date: MONDAY, timeSlot: '06:00 PM', isVerified: false });
    setClock(t, ist(MONDAY, 18, 10));
    // Another owner sees none of it; a member may not ask.
    const otherOwner = await signIn(t, 'gym_owner');
    expect((await ownerReports(t, otherOwner)).json<{ reports: unknown[] }>().reports).toEqual([]);
    expect((await ownerReports(t, booker)).statusCode).toBe(403);

    const mine = (await myBookings(t, booker)).json<{ bookings: { _id: string; notLetIn?: unknown }[] }>().bookings.find((b) => b._id === bookingId);
    expect(mine?.notLetIn).toEqual({ _id: reportId, bookingId, reason: 'closed', status: 'open', respondBy: ist(MONDAY, 18, 40).toISOString() });
  });
});

describe('the owner checks the person in, or answers', () => {
  it('a check-in by OTP resolves the report in the same transaction and records the method', async () => {
    const { ownerSession, booker, bookingId, otp } = await paidBooking();
    setClock(t, ist(MONDAY, 18, 10));
    const reportId = await reportedId(t, booker, bookingId);
    setClock(t, ist(MONDAY, 18, 15));
    expect((await verifyOtp(t, ownerSession, { otp, bookingId })).statusCode).toBe(200);
    expect(await reportRow(t, reportId)).toMatchObject({ status: 'resolved', closedAt: ist(MONDAY, 18, 15) });
    expect(await bookingRow(t, bookingId)).toMatchObject({ isVerified: true, checkInMethod: 'otp' });
    expect((await ownerReports(t, ownerSession)).json<{ reports: unknown[] }>().reports).toEqual([]);
  });

  it('a check-in by door pass resolves it too, and records the pass', async () => {
    const { ownerSession, booker, bookingId } = await paidBooking();
    setClock(t, ist(MONDAY, 18, 10));
    const reportId = await reportedId(t, booker, bookingId);
    const pass = (await t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}/pass`, headers: booker.headers })).json<{ token: string }>();
    const res = await t.app.inject({ method: 'POST', url: '/api/bookings/verify-booking-pass', headers: ownerSession.headers, payload: { token: pass.token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await reportRow(t, reportId)).toMatchObject({ status: 'resolved' });
    expect(await bookingRow(t, bookingId)).toMatchObject({ checkInMethod: 'pass' });
  });

  it("an answer within 30 minutes contests it; only the gym's owner may answer, once, with a note", async () => {
    const { ownerSession, booker, bookingId } = await paidBooking();
    setClock(t, ist(MONDAY, 18, 10));
    const reportId = await reportedId(t, booker, bookingId);
    const otherOwner = await signIn(t, 'gym_owner');
    const admin = await signIn(t, 'admin');
    expectRefusal(await respondToReport(t, otherOwner, reportId), 403, 'You do not have permission to do this.');
    expectRefusal(await respondToReport(t, admin, reportId), 403, 'You do not have permission to do this.');
    expectRefusal(await respondToReport(t, booker, reportId), 403, 'You do not have permission to do this.');
    expectRefusal(await respondToReport(t, ownerSession, 'f'.repeat(24)), 404, 'Report not found');
    expectRefusal(await respondToReport(t, ownerSession, 'nope'), 404, 'Report not found');
    expectRefusal(await respondToReport(t, ownerSession, reportId, { note: '  ' }), 400, 'Note is required');
    expectRefusal(await respondToReport(t, ownerSession, reportId, {}), 400, 'Note is required');

    setClock(t, new Date(ist(MONDAY, 18, 40).getTime() - 1));
    const res = await respondToReport(t, ownerSession, reportId, { note: 'We were open; they came after 7.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Your answer was sent. GymSlot's team will decide.",
      report: { _id: reportId, status: 'contested', ownerNote: 'We were open; they came after 7.', canAnswer: false },
    });
    expectRefusal(await respondToReport(t, ownerSession, reportId), 409, 'You have already answered this report.');
    expect(await reportRow(t, reportId)).toMatchObject({ status: 'contested', respondedAt: new Date(ist(MONDAY, 18, 40).getTime() - 1) });
  });

  it('an answer after the 30 minutes is too late, and a resolved report is closed', async () => {
    const { ownerSession, booker, bookingId } = await paidBooking();
    const second = await bookAndPay(t, booker, { gymId: (await bookingRow(t, bookingId))?.gymId ?? '', date: MONDAY, timeSlot: '07:00 PM' });
    setClock(t, ist(MONDAY, 18, 10));
    const late = await reportedId(t, booker, bookingId);
    setClock(t, ist(MONDAY, 18, 40));
    expectRefusal(await respondToReport(t, ownerSession, late), 409, 'The 30 minutes to answer this report have passed.');
    const resolved = await reportedId(t, booker, second.bookingId);
    expect((await verifyOtp(t, ownerSession, { otp: second.otp })).statusCode).toBe(200);
    expectRefusal(await respondToReport(t, ownerSession, resolved), 409, 'This report is already closed.');
  });
});

describe('a person with 2 reports rejected in 90 days', () => {
  async function reporterWithRejections(daysAgo: number[], gym: GymRow, booker: Booker) {
    for (const [index, days] of daysAgo.entries()) {
      const past = await insertBookingRow(t.database.db, gym, booker.user.id, { status: 'confirmed', date: addDays(MONDAY, -days), timeSlot: `0${index + 6}:00 AM` });
      await pastRejectedReport(t, past, new Date(MONDAY_10_IST.getTime() - days * 24 * 60 * 60_000));
    }
  }

  it("starts their new report 'contested' for an admin to decide, and the owner is still told", async () => {
    const { gym, owner, booker, bookingId } = await paidBooking();
    await reporterWithRejections([10, 80], gym, booker);
    setClock(t, ist(MONDAY, 18, 10));
    const res = await reportNotLetIn(t, booker, bookingId);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: "We told the gym. GymSlot's team will look into it and decide.", report: { status: 'contested' } });
    const told = await queuedTo(t, owner.email);
    expect(told.map((row) => row.kind)).toEqual(['not_let_in_reported']);
    const mail = told[0]?.payload as MessagePayload;
    expect('mail' in mail && mail.mail.text).toContain("GymSlot's team will decide this report.");
  });

  it('counts only rejections of the last 90 days', async () => {
    const { gym, booker, bookingId } = await paidBooking();
    await reporterWithRejections([10, 91], gym, booker);
    setClock(t, ist(MONDAY, 18, 10));
    expect((await reportNotLetIn(t, booker, bookingId)).json()).toMatchObject({ report: { status: 'open' } });
  });
});
