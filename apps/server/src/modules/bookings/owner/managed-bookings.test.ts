import { managedBookingListReplySchema, type Booking, type ManagedBookingListReply } from '@gymslot/shared/booking-schemas';
import { addDays } from '@gymslot/shared/ist-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBookingRow } from '../../../../test/booking-rows.js';
import { castOf, expectPermissionMatrix, signIn, type Cast, type SignedIn } from '../../../../test/owner-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';
import type { BookingRow, BookingStatusValue } from '../../../db/schema/bookings.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { createGym } from '../../../db/factories.js';
import { MANAGED_BOOKINGS_LIMIT } from './managed-bookings.service.js';

let cast: Cast;
let ownerWithoutGyms: SignedIn;
let puneGym: GymRow;
let mumbaiGym: GymRow;
let otherGym: GymRow;
const fixtures: Record<string, BookingRow> = {};

const DATE = '2030-02-01';
const minute = (n: number) => new Date(Date.UTC(2030, 0, 20, 6, n));

const t = useTestApp();
beforeAll(async () => {
  cast = await castOf(t);
  ownerWithoutGyms = await signIn(t, 'gym_owner');
  const db = t.database.db;
  puneGym = await createGym(db, { ownerId: cast.owner.account.id, name: 'Pune Power' });
  mumbaiGym = await createGym(db, {
    ownerId: cast.owner.account.id,
    name: 'Bandra Barbell',
    city: 'Mumbai',
    address: '5 Hill Road, Bandra West',
    latitude: 19.0544,
    longitude: 72.8406,
    pricePerHourPaise: 24_950,
    isActive: false,
  });
  otherGym = await createGym(db, { ownerId: cast.otherOwner.account.id, name: 'Elsewhere Fitness' });

  const add = async (key: string, gym: GymRow, status: BookingStatusValue, createdMinute: number, isVerified = false) => {
    fixtures[key] = await insertBookingRow(db, gym, cast.user.account.id, {
      status,
      isVerified,
      date: DATE,
      timeSlot: `${String(createdMinute % 12 || 12).padStart(2, '0')}:00 AM`,
      createdAt: minute(createdMinute),
    });
  };
  await add('pending', puneGym, 'confirmed', 1);
  await add('mumbai', mumbaiGym, 'confirmed', 2);
  await add('verified', puneGym, 'confirmed', 3, true);
  await add('held', puneGym, 'held', 4);
  await add('cancelled', puneGym, 'cancelled', 5);
  await add('expired', puneGym, 'expired', 6);
  await add('refunded', puneGym, 'refunded', 7);
  await add('elsewhere', otherGym, 'confirmed', 8);
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

async function listOf(url: string, who: SignedIn): Promise<ManagedBookingListReply> {
  const res = await get(url, who.headers);
  expect(res.statusCode, res.body).toBe(200);
  const body = managedBookingListReplySchema.parse(res.json());
  expect(body.count).toBe(body.bookings.length);
  return body;
}

const idsOf = (bookings: Booking[]) => bookings.map((booking) => booking._id);
const fixtureIds = (...keys: string[]) => keys.map((key) => fixtures[key]?.id);

describe('GET /api/bookings/all-bookings (B5)', () => {
  it("lists the paid bookings at the owner's gyms, verified ones too, newest first", async () => {
    const body = await listOf('/api/bookings/all-bookings', cast.owner);
    expect(idsOf(body.bookings)).toEqual(fixtureIds('verified', 'mumbai', 'pending'));
    expect(body).toMatchObject({ success: true, count: 3, limit: MANAGED_BOOKINGS_LIMIT, truncated: false });
  });

  it('gives each booking the gym, the customer, the amount in rupees and the OTP, and nothing about the payment', async () => {
    const { bookings } = await listOf('/api/bookings/all-bookings', cast.owner);
    const mumbai = fixtures.mumbai as BookingRow;
    expect(bookings.find((booking) => booking._id === mumbai.id)).toEqual({
      _id: mumbai.id,
      gym: { _id: mumbaiGym.id, name: 'Bandra Barbell', city: 'Mumbai', address: '5 Hill Road, Bandra West', latitude: 19.0544, longitude: 72.8406 },
      user: { _id: cast.user.account.id, name: cast.user.account.name, email: cast.user.account.email },
      date: DATE,
      timeSlot: mumbai.timeSlot,
      amount: 249.5,
      isPaid: true,
      isVerified: false,
      status: 'confirmed',
      otp: mumbai.otp,
      // Check-in from an hour before the slot until its hour is over.
      checkInOpensAt: new Date(mumbai.startsAt.getTime() - 3_600_000).toISOString(),
      checkInClosesAt: new Date(mumbai.startsAt.getTime() + 3_600_000).toISOString(),
      hasInvoice: true,
      createdAt: minute(2).toISOString(),
    });
    expect(bookings.find((booking) => booking._id === fixtures.verified?.id)).toMatchObject({ isVerified: true, otp: fixtures.verified?.otp });
  });

  it('gives an owner with no gyms an empty list, not an error', async () => {
    const body = await listOf('/api/bookings/all-bookings', ownerWithoutGyms);
    expect(body).toEqual({ success: true, count: 0, bookings: [], limit: MANAGED_BOOKINGS_LIMIT, truncated: false });
  });

  it("shows another owner only their own gym's bookings", async () => {
    const body = await listOf('/api/bookings/all-bookings', cast.otherOwner);
    expect(idsOf(body.bookings)).toEqual(fixtureIds('elsewhere'));
  });

  it('is for gym owners only', async () => {
    await expectPermissionMatrix(t, cast, (headers) => get('/api/bookings/all-bookings', headers), {
      loggedOut: 401,
      user: 403,
      admin: 403,
      owner: 200,
    });
  });
});

describe('GET /api/bookings/all (B6)', () => {
  it('lists every paid booking of every gym, newest first', async () => {
    const body = await listOf('/api/bookings/all', cast.admin);
    expect(idsOf(body.bookings)).toEqual(fixtureIds('elsewhere', 'verified', 'mumbai', 'pending'));
    expect(body.bookings[0]).toMatchObject({ gym: { _id: otherGym.id, name: 'Elsewhere Fitness' }, otp: fixtures.elsewhere?.otp });
  });

  it('is for admins only', async () => {
    await expectPermissionMatrix(t, cast, (headers) => get('/api/bookings/all', headers), {
      loggedOut: 401,
      user: 403,
      owner: 403,
      admin: 200,
    });
  });
});

describe('the list cap', () => {
  it(`keeps the newest ${MANAGED_BOOKINGS_LIMIT} and says that older ones were left out`, async () => {
    const busyOwner = await signIn(t, 'gym_owner');
    const busyGym = await createGym(t.database.db, { ownerId: busyOwner.account.id, name: 'Busy Bees' });
    const rows: BookingRow[] = [];
    for (let day = 0; day <= MANAGED_BOOKINGS_LIMIT; day += 1) {
      rows.push(
        await insertBookingRow(t.database.db, busyGym, cast.user.account.id, {
          status: 'confirmed',
          isVerified: true,
          date: addDays('2029-01-01', day),
          timeSlot: '07:00 AM',
          createdAt: new Date(Date.UTC(2029, 0, 1) + day * 60_000),
        }),
      );
    }
    const newestFirst = rows.map((row) => row.id).reverse();

    const own = await listOf('/api/bookings/all-bookings', busyOwner);
    expect(own).toMatchObject({ count: MANAGED_BOOKINGS_LIMIT, truncated: true, limit: MANAGED_BOOKINGS_LIMIT });
    expect(idsOf(own.bookings)).toEqual(newestFirst.slice(0, MANAGED_BOOKINGS_LIMIT));

    const all = await listOf('/api/bookings/all', cast.admin);
    expect(all).toMatchObject({ count: MANAGED_BOOKINGS_LIMIT, truncated: true });
    expect(idsOf(all.bookings).slice(0, 4)).toEqual(fixtureIds('elsewhere', 'verified', 'mumbai', 'pending'));
  });
});
