import { managedGymsReplySchema, type ManagedGym } from '@gymslot/shared/owner-schemas';
import { formatTimeOfDay } from '@gymslot/shared/time-of-day';
import { beforeAll, describe, expect, it } from 'vitest';
import { addGymImages } from '../../../test/catalogue-helpers.js';
import { castOf, expectPermissionMatrix, type Cast } from '../../../test/owner-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { bookings, type BookingStatusValue } from '../../db/schema/bookings.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { createGym } from '../../db/factories.js';
import { newId } from '../../lib/ids.js';

let cast: Cast;
let ownGym: GymRow;
let ownHiddenGym: GymRow;
let otherGym: GymRow;
let adminGym: GymRow;

const at = (day: number) => new Date(Date.UTC(2030, 0, day));

let slotCounter = 0;
async function addBooking(gym: GymRow, status: BookingStatusValue, isVerified = false): Promise<void> {
  slotCounter += 1;
  const paid = status !== 'held' && status !== 'expired';
  await t.database.db.insert(bookings).values({
    id: newId(),
    userId: cast.user.account.id,
    gymId: gym.id,
    gymOwnerId: gym.ownerId,
    date: '2030-02-01',
    timeSlot: formatTimeOfDay(slotCounter * 60),
    startsAt: at(32),
    amountPaise: gym.pricePerHourPaise,
    status,
    holdExpiresAt: status === 'held' ? at(40) : null,
    paymentId: paid ? `pay_${newId()}` : null,
    otp: status === 'confirmed' ? 100_000 + slotCounter : null,
    paidAt: paid ? at(31) : null,
    isVerified,
  });
}

const t = useTestApp();
beforeAll(async () => {
  cast = await castOf(t);
  const db = t.database.db;
  ownGym = await createGym(db, { ownerId: cast.owner.account.id, name: 'Own Gym', createdAt: at(2), razorpayAccountId: 'acc_Own123' });
  ownHiddenGym = await createGym(db, { ownerId: cast.owner.account.id, name: 'Own Hidden', createdAt: at(3), isActive: false });
  otherGym = await createGym(db, { ownerId: cast.otherOwner.account.id, name: 'Other Gym', createdAt: at(1), isApproved: false });
  adminGym = await createGym(db, { ownerId: cast.admin.account.id, name: 'Admin Gym', createdAt: at(4) });
  await addGymImages(db, ownGym.id, ['b.webp', 'a.webp']);
  // ₹199 each: two verified and one pending count; a cancelled, refunded, expired or held one does not.
  await addBooking(ownGym, 'confirmed', true);
  await addBooking(ownGym, 'confirmed', true);
  await addBooking(ownGym, 'confirmed');
  await addBooking(ownGym, 'cancelled');
  await addBooking(ownGym, 'refunded');
  await addBooking(ownGym, 'expired');
  await addBooking(ownGym, 'held');
  await addBooking(otherGym, 'confirmed');
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

async function gymsOf(url: string, headers: Record<string, string>): Promise<ManagedGym[]> {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  const body = managedGymsReplySchema.parse(res.json());
  expect(body.count).toBe(body.gyms.length);
  return body.gyms;
}

describe('GET /api/gyms/my-gyms (G10)', () => {
  it('is for gym owners and admins only', async () => {
    await expectPermissionMatrix(t, cast, (headers) => get('/api/gyms/my-gyms', headers), {
      loggedOut: 401,
      user: 403,
      otherOwner: 200,
      owner: 200,
      admin: 200,
    });
  });

  it("gives an owner only their own gyms, hidden ones too, newest first, with owner, payout id and figures", async () => {
    const gyms = await gymsOf('/api/gyms/my-gyms', cast.owner.headers);
    expect(gyms.map((gym) => gym.name)).toEqual(['Own Hidden', 'Own Gym']);
    const own = gyms[1];
    expect(own).toMatchObject({
      _id: ownGym.id,
      id: ownGym.id,
      pricePerHour: 199,
      imageUrls: [`http://localhost:3000/api/media/gyms/${ownGym.id}/b.webp`, `http://localhost:3000/api/media/gyms/${ownGym.id}/a.webp`],
      ownerId: { _id: cast.owner.account.id, name: cast.owner.account.name, email: cast.owner.account.email },
      razorpayAccountId: 'acc_Own123',
      updatedAt: ownGym.updatedAt.toISOString(),
      stats: { totalBookings: 3, verifiedBookings: 2, pendingBookings: 1, revenue: 597 },
    });
    expect(gyms[0]).toMatchObject({
      razorpayAccountId: '',
      stats: { totalBookings: 0, verifiedBookings: 0, pendingBookings: 0, revenue: 0 },
    });
  });

  it("never shows an owner another owner's gym", async () => {
    const gyms = await gymsOf('/api/gyms/my-gyms', cast.otherOwner.headers);
    expect(gyms.map((gym) => gym._id)).toEqual([otherGym.id]);
    expect(gyms[0]?.stats).toEqual({ totalBookings: 1, verifiedBookings: 0, pendingBookings: 1, revenue: 199 });
  });

  it('gives an admin every gym, newest first', async () => {
    const gyms = await gymsOf('/api/gyms/my-gyms', cast.admin.headers);
    expect(gyms.map((gym) => gym._id)).toEqual([adminGym.id, ownHiddenGym.id, ownGym.id, otherGym.id]);
  });

  it('accepts a bearer token, and ignores "Bearer null" next to a valid cookie', async () => {
    const token = cast.owner.headers.cookie?.split('=')[1] ?? '';
    expect((await get('/api/gyms/my-gyms', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await get('/api/gyms/my-gyms', { ...cast.owner.headers, authorization: 'Bearer null' })).statusCode).toBe(200);
  });
});

describe('GET /api/gyms/all-gyms (G11)', () => {
  it('is for admins only', async () => {
    await expectPermissionMatrix(t, cast, (headers) => get('/api/gyms/all-gyms', headers), {
      loggedOut: 401,
      user: 403,
      otherOwner: 403,
      owner: 403,
      admin: 200,
    });
  });

  it('lists every gym, inactive and unapproved included, with each owner name and e-mail', async () => {
    const gyms = await gymsOf('/api/gyms/all-gyms', cast.admin.headers);
    expect(gyms.map((gym) => [gym.name, gym.ownerId.name, gym.ownerId.email])).toEqual([
      ['Admin Gym', cast.admin.account.name, cast.admin.account.email],
      ['Own Hidden', cast.owner.account.name, cast.owner.account.email],
      ['Own Gym', cast.owner.account.name, cast.owner.account.email],
      ['Other Gym', cast.otherOwner.account.name, cast.otherOwner.account.email],
    ]);
  });

  it('never leaks a password hash or session data', async () => {
    const res = await get('/api/gyms/all-gyms', cast.admin.headers);
    expect(res.body).not.toMatch(/password|argon2|hash/i);
  });
});
