import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/users.js';
import { sandboxSecrets } from '../../src/modules/payments/sandbox-provider.js';
import { createVerifiedAccount, login, newAccount, nextIp, register, sessionTokenFrom } from '../auth-helpers.js';
import {
  bookableGym,
  bookAndPay,
  cancel,
  initiate,
  MONDAY,
  MONDAY_10_IST,
  myBookings,
  quickBooker,
  sandboxPay,
  confirm,
  setClock,
  signedInAs,
  type InitiateBody,
} from '../booking-helpers.js';
import { insertBookingRow } from '../booking-rows.js';
import { tokenFromMail } from '../mail-links.js';
import { useTestApp } from '../test-app.js';
import { expectRefusal, ownerWithGym, verifyOtp } from '../verification-helpers.js';
import { leaksIn, recordReplies } from './reply-recorder.js';

// The classic failures of booking apps, one named test each (auth and bookings; the input-handling
// ones are in regression-input.test.ts; OTP guessing and overselling have their own files,
// booking-verification-limits and bookings-contention). The last test scans every reply of this
// file for secrets.

let replies: ReturnType<typeof recordReplies>;
const TUESDAY = '2030-06-11';

const t = useTestApp();
beforeAll(async () => {
  replies = recordReplies(t.app);
  setClock(t, MONDAY_10_IST); // sessions and "today" are read from the test clock
});
beforeEach(() => setClock(t, MONDAY_10_IST));

describe('auth', () => {
  it('refuses a log-in with a wrong password, and sets no session', async () => {
    const account = await createVerifiedAccount(t);
    const res = await login(t, { email: account.email, password: 'wrong password here' });
    expectRefusal(res, 401, 'Invalid email or password');
    expect(sessionTokenFrom(res)).toBeUndefined();
    expect((await login(t, account)).statusCode).toBe(200);
  });

  it('never puts the reset token in the forget-password reply', async () => {
    const account = await createVerifiedAccount(t);
    const headers = { origin: t.config.publicOrigin };
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/forget-password', headers, remoteAddress: nextIp(), payload: { email: account.email } });
    expect(res.statusCode).toBe(200);
    const token = tokenFromMail(await t.outbox(), account.email, '/reset-password/');
    expect(res.body).not.toContain(token);
    expect(Object.keys(res.json<object>()).sort()).toEqual(['message', 'success']);
  });

  it('ignores a role or verified flag sent at registration', async () => {
    const account = newAccount();
    const res = await register(t, { ...account, role: 'admin', isVerified: true, emailVerifiedAt: new Date().toISOString() } as typeof account);
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, account.email.toLowerCase()));
    expect(row?.role).toBe('user');
    expect(row?.emailVerifiedAt).toBeNull();
    expectRefusal(await login(t, account), 403, /^Email not verified/);
  });
});

describe('bookings', () => {
  it("does not let the payment of one booking confirm another", async () => {
    const { gym } = await bookableGym(t.database.db);
    const booker = await quickBooker(t);
    const first = (await initiate(t, booker, { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '07:00 AM' })).json<InitiateBody>();
    const second = (await initiate(t, booker, { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '08:00 AM' })).json<InitiateBody>();
    const { payment } = (await sandboxPay(t, booker, first.bookingId, 'success')).json<{ payment: Record<string, string> }>();
    expectRefusal(await confirm(t, booker, { ...payment, bookingId: second.bookingId }), 400, 'Order does not match this booking');
    const stranger = await quickBooker(t);
    expectRefusal(await confirm(t, stranger, { ...payment, bookingId: first.bookingId }), 404, 'Booking not found');
    const listed = (await myBookings(t, booker)).json<{ bookings: { _id: string; isPaid: boolean }[] }>().bookings;
    expect(listed.map((b) => [b._id, b.isPaid]).sort()).toEqual([[first.bookingId, false], [second.bookingId, false]].sort());
  });

  it("will not read or cancel someone else's booking", async () => {
    const { gym } = await bookableGym(t.database.db);
    const owner = await quickBooker(t);
    const { bookingId } = await bookAndPay(t, owner, { gymId: gym.id, date: TUESDAY, timeSlot: '09:00 AM' });
    const stranger = await quickBooker(t);
    expectRefusal(await t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: stranger.headers }), 404, 'Booking not found');
    expectRefusal(await cancel(t, stranger, bookingId), 404, 'Booking not found');
    const mine = await t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: owner.headers });
    expect(mine.json<{ booking: { isPaid: boolean } }>().booking.isPaid).toBe(true);
  });

  it("will not verify another gym's OTP", async () => {
    const mine = await ownerWithGym(t);
    const theirs = await ownerWithGym(t);
    const guest = await quickBooker(t);
    const row = await insertBookingRow(t.database.db, theirs.gym, guest.user.id, { status: 'confirmed', date: MONDAY, timeSlot: '11:00 AM' });
    expectRefusal(await verifyOtp(t, mine.owner, { otp: row.otp }), 404, 'Invalid OTP');
    expectRefusal(await verifyOtp(t, mine.owner, { otp: row.otp, bookingId: row.id }), 404, 'Invalid OTP');
    expect((await verifyOtp(t, theirs.owner, { otp: row.otp })).statusCode).toBe(200);
  });

  it('judges past and future slots in IST, not in the server time zone', async () => {
    const { gym } = await bookableGym(t.database.db);
    const booker = await quickBooker(t);
    // 04:30 UTC is 10:00 IST: 09:00 AM today has begun in India though it is hours away in UTC.
    expectRefusal(await initiate(t, booker, { gymId: gym.id, bookingDate: MONDAY, timeSlot: '09:00 AM' }), 400, 'Cannot book past time slot today');
    expect((await initiate(t, booker, { gymId: gym.id, bookingDate: MONDAY, timeSlot: '11:00 AM' })).statusCode).toBe(200);
    // 20:00 UTC Monday is 01:30 IST Tuesday: Monday is over, Tuesday morning is still ahead.
    setClock(t, new Date(`${MONDAY}T20:00:00Z`));
    const late = await signedInAs(t, booker.user);
    expectRefusal(await initiate(t, late, { gymId: gym.id, bookingDate: MONDAY, timeSlot: '10:00 PM' }), 400, 'Invalid booking date');
    expect((await initiate(t, late, { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '06:00 AM' })).statusCode).toBe(200);
  });
});

it('puts no hash, token or secret in any reply of this file', () => {
  const { keySecret, webhookSecret } = sandboxSecrets(t.config.sessionSecret);
  expect(replies.length).toBeGreaterThan(20);
  expect(leaksIn(replies, [t.config.sessionSecret, keySecret, webhookSecret])).toEqual([]);
});
