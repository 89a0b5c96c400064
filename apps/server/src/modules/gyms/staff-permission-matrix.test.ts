import { deskBookingListReplySchema, verifyOtpReplySchema } from '@gymslot/shared/booking-schemas';
import { endpointTable } from '@gymslot/shared/endpoints/endpoint-table';
import { managedGymsReplySchema } from '@gymslot/shared/owner-schemas';
import { addDays, istInstant } from '@gymslot/shared/ist-time';
import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookableGym, bookAndPay, MONDAY, MONDAY_10_IST, quickBooker, setClock, signedInAs, type Booker } from '../../../test/booking-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { insertBookingRow } from '../../../test/booking-rows.js';
import { expectRefusal, verifyOtp } from '../../../test/verification-helpers.js';
import { bookings } from '../../db/schema/bookings.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { gymStaff } from '../../db/schema/gym-desk.js';
import { users } from '../../db/schema/users.js';
import { eq } from 'drizzle-orm';
import { newId } from '../../lib/ids.js';
import { mayCall } from '../../lib/authz.js';

// §8.12: what front-desk staff may do, walked over the whole endpoint table, so an endpoint added
// later is refused to staff unless it is put on this list on purpose.

/** Every call a gym_staff account may make besides the ones anyone may (no permission in the contract). */
const STAFF_MAY_CALL = new Set([
  // Their own account, as every signed-in person (§8.9, §8.11).
  'getPreferences',
  'updatePreferences',
  'addMyPhone',
  'getMyData',
  'getMyDeletion',
  'scheduleMyDeletion',
  'cancelMyDeletion',
  // The front desk of the gyms they staff: G10, B5 (the Today list), B7 and the door pass (§8.5).
  'listMyGyms',
  'listGymBookings',
  'verifyOtp',
  'verifyPass',
]);

const t = useTestApp();
let staff: Booker;
let staffedGym: GymRow;
let otherGym: GymRow;
let booker: Booker;

/** The instant of an IST wall-clock time on a date. */
const ist = (date: string, hour: number, minute = 0) => istInstant(date, hour * 60 + minute);

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  ({ gym: staffedGym } = await bookableGym(t.database.db, { name: 'Staffed Gym', razorpayAccountId: 'acc_StaffedGym01', gstin: '29ABCDE1234F1Z5' }));
  ({ gym: otherGym } = await bookableGym(t.database.db, { name: 'Other Gym' }));
  const member = await quickBooker(t, { name: 'Kiran Desk' });
  await t.database.db.update(users).set({ role: 'gym_staff' }).where(eq(users.id, member.user.id));
  await t.database.db.insert(gymStaff).values({ gymId: staffedGym.id, userId: member.user.id });
  staff = await signedInAs(t, { ...member.user, role: 'gym_staff' });
  booker = await quickBooker(t, { name: 'Meena Member' });
});

/** The endpoint's path with every parameter filled: the staffed gym's id where a gym goes, so a refusal is the role's. */
const urlOf = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => (name === 'id' || name === 'gymId' ? staffedGym.id : newId()));

describe('gym_staff against the whole endpoint table (§8.12)', () => {
  it('holds exactly the allow-listed permissions, and every allow-listed call exists', () => {
    const names = new Set(endpointTable.map((entry) => entry.name));
    expect([...STAFF_MAY_CALL].filter((name) => !names.has(name))).toEqual([]);
    const mayCallNow = endpointTable.filter(({ contract }) => contract.permission !== undefined && mayCall('gym_staff', contract.permission)).map(({ name }) => name);
    expect(mayCallNow.sort()).toEqual([...STAFF_MAY_CALL].sort());
  });

  const guarded = endpointTable.filter(({ name, contract }) => contract.permission !== undefined && !STAFF_MAY_CALL.has(name));
  it.each(guarded.map((entry) => [entry.name, entry] as const))('refuses %s with 403', async (_name, { endpoint }) => {
    const res = await t.app.inject({
      method: endpoint.method as HTTPMethods,
      url: urlOf(endpoint.path),
      headers: staff.headers,
      ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(403);
  });
});

describe('what staff may do, at their gyms only (§8.12)', () => {
  it('G10 lists the staffed gyms only, without revenue, payout account or GST number', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/gyms/my-gyms', headers: staff.headers });
    expect(res.statusCode, res.body).toBe(200);
    const { gyms } = managedGymsReplySchema.parse(res.json());
    expect(gyms.map((gym) => gym._id)).toEqual([staffedGym.id]);
    expect(gyms[0]?.stats).not.toHaveProperty('revenue');
    expect(gyms[0]).toMatchObject({ razorpayAccountId: '', gstin: '' });
  });

  it("B5 lists the staffed gyms' bookings without amounts; another gym's filter is 403; the owner still sees amounts", async () => {
    const here = await bookAndPay(t, booker, { gymId: staffedGym.id, date: addDays(MONDAY, 2), timeSlot: '07:00 AM' });
    const there = await bookAndPay(t, booker, { gymId: otherGym.id, date: addDays(MONDAY, 2), timeSlot: '07:00 AM' });
    for (const query of ['', `?gymId=${staffedGym.id}&limit=50`, `?from=${addDays(MONDAY, 2)}&to=${addDays(MONDAY, 2)}`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/bookings/all-bookings${query}`, headers: staff.headers });
      expect(res.statusCode, res.body).toBe(200);
      const { bookings } = deskBookingListReplySchema.parse(res.json());
      expect(bookings.map((booking) => booking._id)).toContain(here.bookingId);
      expect(bookings.map((booking) => booking._id)).not.toContain(there.bookingId);
      for (const booking of bookings) {
        expect(Object.keys(booking).filter((key) => /amount|price|fee|invoice|creditnote|refund/i.test(key))).toEqual([]);
      }
    }
    expectRefusal(await t.app.inject({ method: 'GET', url: `/api/bookings/all-bookings?gymId=${otherGym.id}`, headers: staff.headers }), 403, 'You do not have permission to do this.');
    expectRefusal(await t.app.inject({ method: 'GET', url: `/api/bookings/all-bookings?gymId=${newId()}`, headers: staff.headers }), 404, 'Gym not found');
  });

  it("checks in by OTP and by pass at a staffed gym, without amounts; another gym's code matches nothing and its pass is refused", async () => {
    const date = addDays(MONDAY, 3);
    const here = await bookAndPay(t, booker, { gymId: staffedGym.id, date, timeSlot: '06:00 PM' });
    const hereByPass = await bookAndPay(t, booker, { gymId: staffedGym.id, date, timeSlot: '07:00 PM' });
    const there = await bookAndPay(t, booker, { gymId: otherGym.id, date, timeSlot: '07:00 PM' });
    const passOf = async (bookingId: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}/pass`, headers: booker.headers })).json<{ token: string }>().token;
    const [herePass, therePass] = [await passOf(hereByPass.bookingId), await passOf(there.bookingId)];
    setClock(t, ist(date, 18, 5));
    try {
      expectRefusal(await verifyOtp(t, staff, { otp: there.otp }), 404, 'Invalid OTP');
      const byPass = (token: string) => t.app.inject({ method: 'POST', url: '/api/bookings/verify-booking-pass', headers: staff.headers, payload: { token } });
      expect((await byPass(therePass)).statusCode).toBe(403);

      const res = await verifyOtp(t, staff, { otp: here.otp });
      expect(res.statusCode, res.body).toBe(200);
      const { booking } = verifyOtpReplySchema.parse(res.json());
      expect(booking).toMatchObject({ _id: here.bookingId, isVerified: true });
      expect(booking).not.toHaveProperty('amount');

      const passed = await byPass(herePass);
      expect(passed.statusCode, passed.body).toBe(200);
      expect(verifyOtpReplySchema.parse(passed.json()).booking).toMatchObject({ _id: hereByPass.bookingId, isVerified: true });
      expect(verifyOtpReplySchema.parse(passed.json()).booking).not.toHaveProperty('amount');
    } finally {
      setClock(t, MONDAY_10_IST);
    }
  });

  it("refuses a bare code that matches bookings at two owners' gyms the person staffs, letting neither in; the booking's id settles it", async () => {
    const { gym: secondOwnersGym } = await bookableGym(t.database.db, { name: 'Second Owner Gym' });
    await t.database.db.insert(gymStaff).values({ gymId: secondOwnersGym.id, userId: staff.user.id });
    const twoGyms = await signedInAs(t, { ...staff.user, role: 'gym_staff' });
    const date = addDays(MONDAY, 4);
    const same = { status: 'confirmed' as const, date, timeSlot: '06:00 PM', otp: 777_001 };
    const first = await insertBookingRow(t.database.db, staffedGym, booker.user.id, same);
    const second = await insertBookingRow(t.database.db, secondOwnersGym, booker.user.id, same);
    setClock(t, ist(date, 18, 5));
    try {
      expectRefusal(await verifyOtp(t, twoGyms, { otp: same.otp }), 409, 'This code matches bookings at two of your gyms. Check the person in from the Today list.');
      const verified = async () => (await t.database.db.select({ id: bookings.id, isVerified: bookings.isVerified }).from(bookings)).filter((row) => row.isVerified && [first.id, second.id].includes(row.id));
      expect(await verified()).toEqual([]);
      expect((await verifyOtp(t, twoGyms, { otp: same.otp, bookingId: second.id })).statusCode).toBe(200);
      expect((await verified()).map((row) => row.id)).toEqual([second.id]);
    } finally {
      setClock(t, MONDAY_10_IST);
    }
  });
});
