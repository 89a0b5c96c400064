import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkStatus, createVerifiedAccount, login } from '../../../test/auth-helpers.js';
import { bookableGym, bookAndPay, MONDAY, MONDAY_10_IST, myBookings, quickBooker, setClock, signedInAs } from '../../../test/booking-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { verifyOtp } from '../../../test/verification-helpers.js';

const t = useTestApp({ PAYMENTS_SANDBOX: 'true' });

function expectNoStore(res: LightMyRequestResponse): void {
  expect({ status: res.statusCode, cacheControl: res.headers['cache-control'] }).toEqual({ status: res.statusCode, cacheControl: 'no-store' });
}

describe('Cache-Control on replies that carry personal data', () => {
  it('marks every reply to a signed-in caller no-store: bookings with their OTP (B3), the owner list (B5), the check-in (B7)', async () => {
    setClock(t, MONDAY_10_IST);
    const { gym, owner } = await bookableGym(t.database.db);
    const booker = await quickBooker(t);
    const { bookingId, otp } = await bookAndPay(t, booker, { gymId: gym.id, date: MONDAY, timeSlot: '06:00 PM' });
    const ownerSession = await signedInAs(t, owner);

    const mine = await myBookings(t, booker);
    expect(mine.body).toContain(String(otp));
    expectNoStore(mine);
    expectNoStore(await t.app.inject({ method: 'GET', url: '/api/bookings/my-bookings', headers: { authorization: `Bearer ${booker.token}` } }));
    expectNoStore(await t.app.inject({ method: 'GET', url: '/api/bookings/all-bookings', headers: ownerSession.headers }));
    expectNoStore(await verifyOtp(t, ownerSession, { bookingId, otp }));
  });

  it('marks every reply of the auth routes no-store, signed in or not', async () => {
    const account = await createVerifiedAccount(t);
    const loggedIn = await login(t, account);
    expect(loggedIn.statusCode).toBe(200);
    expectNoStore(loggedIn);
    expectNoStore(await login(t, { ...account, password: 'not the password' }));
    expectNoStore(await checkStatus(t, {}));
  });

  it('leaves a public catalogue reply as it was: no Cache-Control of ours, still compressed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/gyms/city-stats', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
  });
});
