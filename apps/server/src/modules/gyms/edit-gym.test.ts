import { eq } from 'drizzle-orm';
import { gymReplySchema } from '@gymslot/shared/gym-schemas';
import { managedGymsReplySchema, updateGymReplySchema } from '@gymslot/shared/owner-schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookableGym, bookAndPay, confirm, initiate, MONDAY_10_IST, quickBooker, sandboxPay, setClock } from '../../../test/booking-helpers.js';
import { castOf, expectPermissionMatrix, type Cast } from '../../../test/owner-helpers.js';
import { errorEnvelope } from '../../../test/error-envelope.js';
import { useTestApp } from '../../../test/test-app.js';
import { bookings } from '../../db/schema/bookings.js';
import { gyms, type GymRow } from '../../db/schema/gyms.js';
import { createGym } from '../../db/factories.js';

let cast: Cast;

const t = useTestApp();
beforeAll(async () => {
  // Bookings below are made for the day after; the sessions must be started at the same clock.
  setClock(t, MONDAY_10_IST);
  cast = await castOf(t);
});

const ownGym = (overrides: Partial<GymRow> = {}) => createGym(t.database.db, { ownerId: cast.owner.account.id, ...overrides });

function editGym(gymId: string, headers: Record<string, string>, body: unknown) {
  const payload = body === undefined ? {} : { payload: body as object };
  return t.app.inject({ method: 'PATCH', url: `/api/gyms/${gymId}`, headers, ...payload });
}

async function rowOf(gymId: string): Promise<GymRow> {
  const [row] = await t.database.db.select().from(gyms).where(eq(gyms.id, gymId));
  if (!row) throw new Error(`no gym ${gymId}`);
  return row;
}

async function publicGym(gymId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/gyms/${gymId}` });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, gym: gymReplySchema.parse(res.json()).gym };
}

function expectRefusal(res: { statusCode: number; json: () => unknown }, status: number, message: string, errors?: string[]): void {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual(errorEnvelope(message, errors));
}

describe('PATCH /api/gyms/:id (§8.7): who may call it', () => {
  it("is for the gym's owner and admins; another owner and a user are refused, logged out is 401", async () => {
    const gym = await ownGym();
    await expectPermissionMatrix(t, cast, (headers) => editGym(gym.id, headers, { capacity: 12 }), {
      loggedOut: 401,
      user: 403,
      otherOwner: 403,
      owner: 200,
      admin: 200,
    });
  });

  it("refuses another owner's gym like the image calls do, and changes nothing, even with a bad body", async () => {
    const gym = await ownGym({ name: 'Mine Alone' });
    for (const body of [{ name: 'Taken Over' }, { pincode: 'x', stranger: true }, {}]) {
      expectRefusal(await editGym(gym.id, cast.otherOwner.headers, body), 403, 'You do not have permission to do this.');
    }
    expect((await rowOf(gym.id)).name).toBe('Mine Alone');
  });

  it('answers 404 for a malformed or unknown gym id', async () => {
    for (const id of ['not-an-id', 'f'.repeat(24)]) {
      expectRefusal(await editGym(id, cast.owner.headers, { name: 'X' }), 404, 'Gym not found');
    }
  });
});

describe('PATCH /api/gyms/:id (§8.7): the changes', () => {
  it('changes the fields sent, keeps the others, and answers with the managed gym', async () => {
    const gym = await ownGym({ name: 'Old Name', razorpayAccountId: 'acc_Keep1', amenities: ['Sauna'] });
    const res = await editGym(gym.id, cast.owner.headers, {
      name: '  Iron Temple Deluxe ',
      description: 'Now with a pool',
      pricePerHour: '249.50',
      capacity: 30,
      amenities: ['Wifi', ' Pool ', 'wifi', ''],
      contactNumber: '020 2553 1234',
      email: 'Desk@IronTemple.in',
      ownerPhoneNumber: 9876543210,
      pincode: 411001,
      gstin: '27aapfu0939f1zv',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = updateGymReplySchema.parse(res.json());
    expect(Object.keys(res.json<object>())).toEqual(['success', 'gym']);
    expect(body.gym).toMatchObject({
      _id: gym.id,
      name: 'Iron Temple Deluxe',
      description: 'Now with a pool',
      pricePerHour: 249.5,
      capacity: 30,
      amenities: ['Wifi', 'Pool'],
      contactNumber: '02025531234',
      email: 'desk@irontemple.in',
      ownerPhoneNumber: '9876543210',
      pincode: '411001',
      gstin: '27AAPFU0939F1ZV',
      // Untouched.
      address: gym.address,
      city: 'Pune',
      latitude: gym.latitude,
      razorpayAccountId: 'acc_Keep1',
      ownerId: { _id: cast.owner.account.id, email: cast.owner.account.email },
    });
    // Stamped by the app's clock, which these tests set years ahead of the row's creation.
    expect(new Date(body.gym.updatedAt).getTime()).toBeGreaterThanOrEqual(MONDAY_10_IST.getTime());
    expect(new Date(body.gym.updatedAt).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    const row = await rowOf(gym.id);
    expect(row).toMatchObject({ pricePerHourPaise: 24_950, gstin: '27AAPFU0939F1ZV', createdAt: gym.createdAt });
  });

  it('shows the change in the public catalogue on the very next request, without the GSTIN', async () => {
    const gym = await ownGym({ name: 'Before Edit', city: 'Nashik' });
    await publicGym(gym.id);
    const cityList = async () => (await t.app.inject({ method: 'GET', url: '/api/gyms/city/Nashik' })).json<{ gyms: { _id: string; name: string; pricePerHour: number }[] }>();
    expect((await cityList()).gyms.find((each) => each._id === gym.id)?.name).toBe('Before Edit');

    const res = await editGym(gym.id, cast.owner.headers, { name: 'After Edit', pricePerHour: 299, gstin: '29AAGCB7383J1Z4' });
    expect(res.statusCode, res.body).toBe(200);
    const { body, gym: shown } = await publicGym(gym.id);
    expect(shown).toMatchObject({ name: 'After Edit', pricePerHour: 299 });
    expect(body).not.toMatch(/gstin|29AAGCB7383J1Z4/i);
    expect((await cityList()).gyms.find((each) => each._id === gym.id)).toMatchObject({ name: 'After Edit', pricePerHour: 299 });
    const mine = managedGymsReplySchema.parse((await t.app.inject({ method: 'GET', url: '/api/gyms/my-gyms', headers: cast.owner.headers })).json());
    expect(mine.gyms.find((each) => each._id === gym.id)).toMatchObject({ name: 'After Edit', gstin: '29AAGCB7383J1Z4' });
  });

  it('moves the gym on the map: distance search finds it at its new place only', async () => {
    const gym = await ownGym({ name: 'Moving Gym', latitude: 18.5236, longitude: 73.8411 });
    const near = async (lat: number, lng: number) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/gyms/nearby?lat=${lat}&lng=${lng}&radius=2&search=Moving` });
      return res.json<{ gyms: { _id: string }[] }>().gyms.map((each) => each._id);
    };
    expect(await near(18.5236, 73.8411)).toContain(gym.id);
    const res = await editGym(gym.id, cast.owner.headers, { latitude: 19.076, longitude: '72.8777' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await near(18.5236, 73.8411)).not.toContain(gym.id);
    expect(await near(19.076, 72.8777)).toContain(gym.id);
  });

  it("lets an admin edit anyone's gym", async () => {
    const gym = await createGym(t.database.db, { ownerId: cast.otherOwner.account.id, name: 'Someone Else' });
    const res = await editGym(gym.id, cast.admin.headers, { name: 'Fixed By Admin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(updateGymReplySchema.parse(res.json()).gym).toMatchObject({ name: 'Fixed By Admin', ownerId: { _id: cast.otherOwner.account.id } });
  });

  it('lists every problem at once with the add-gym messages, and changes nothing', async () => {
    const gym = await ownGym({ name: 'Unchanged' });
    const res = await editGym(gym.id, cast.owner.headers, {
      name: ' ',
      pincode: '41100',
      capacity: 0,
      pricePerHour: 10.555,
      latitude: 100,
      longitude: '-200',
      email: 'gym@',
      contactNumber: 'call me',
      ownerPhoneNumber: '12345',
      amenities: [1, 2],
      description: 'd'.repeat(2001),
      gstin: '27AAPFU0939F1ZW',
    });
    expectRefusal(res, 400, 'Validation failed', [
      'name is required',
      'description must be at most 2000 characters',
      'pincode must be 6 digits',
      'latitude must be a number from -90 to 90',
      'longitude must be a number from -180 to 180',
      'pricePerHour must be more than 0 and at most 100000 rupees, with at most 2 decimals',
      'capacity must be a whole number from 1 to 10000',
      'amenities must be a JSON list of names or comma-separated names',
      'contactNumber must be an Indian phone number: a 10-digit mobile, or a landline with its STD code, such as 020 2553 1234',
      'email must be a valid email address',
      'ownerPhoneNumber must be exactly 10 digits',
      'gstin must be a valid 15-character GSTIN',
    ]);
    expect(await rowOf(gym.id)).toEqual(gym);
  });

  it('refuses any other key, even next to valid changes', async () => {
    const gym = await ownGym({ name: 'Keys Checked' });
    for (const [body, problem] of [
      [{ name: 'New', stripeAccountId: 'acct_Mine' }, 'Unknown field: stripeAccountId'],
      [{ ownerId: cast.otherOwner.account.id, isApproved: true }, 'Unknown fields: ownerId, isApproved'],
      [{ averageRating: 5 }, 'Unknown field: averageRating'],
    ] as const) {
      expectRefusal(await editGym(gym.id, cast.owner.headers, body), 400, 'Validation failed', [problem]);
    }
    expect(await rowOf(gym.id)).toEqual(gym);
  });

  it('refuses an empty body, or one that is not an object, with a clear message', async () => {
    const gym = await ownGym();
    expectRefusal(await editGym(gym.id, cast.owner.headers, {}), 400, 'Send at least one field to change');
    expectRefusal(await editGym(gym.id, cast.owner.headers, undefined), 400, 'Send at least one field to change');
    expectRefusal(await editGym(gym.id, cast.owner.headers, ['name']), 400, 'The body must be a JSON object of the fields to change');
  });

  it('takes a valid GSTIN in any case, refuses an invalid one, and clears it with an empty one', async () => {
    const gym = await ownGym();
    const gstinAfter = async (gstin: unknown) => {
      const res = await editGym(gym.id, cast.owner.headers, { gstin });
      return { res, stored: (await rowOf(gym.id)).gstin };
    };
    expect((await gstinAfter(' 27aapfu0939f1zv ')).stored).toBe('27AAPFU0939F1ZV');
    for (const invalid of ['27AAPFU0939F1Z', '39AAPFU0939F1ZT', '27AAPFU0939F1ZX', 'NOT A GSTIN', 27]) {
      const { res, stored } = await gstinAfter(invalid);
      expectRefusal(res, 400, 'Validation failed', ['gstin must be a valid 15-character GSTIN']);
      expect(stored).toBe('27AAPFU0939F1ZV');
    }
    const cleared = await gstinAfter('');
    expect(cleared.res.statusCode).toBe(200);
    expect(cleared.stored).toBeNull();
    expect(updateGymReplySchema.parse(cleared.res.json()).gym.gstin).toBe('');
  });
});

describe('PATCH /api/gyms/:id (§8.7): bookings already made', () => {
  const slot = (gymId: string) => ({ gymId, date: '2030-06-11', timeSlot: '10:00 AM' });

  it('keep the amount they were paid at after a price change; new bookings pay the new price', async () => {
    const { gym } = await bookableGym(t.database.db, { ownerId: cast.owner.account.id, pricePerHourPaise: 19_900 });
    const booker = await quickBooker(t);
    const { bookingId } = await bookAndPay(t, booker, slot(gym.id));

    const res = await editGym(gym.id, cast.owner.headers, { pricePerHour: 349 });
    expect(res.statusCode, res.body).toBe(200);

    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({ amountPaise: 19_900, status: 'confirmed' });
    const shown = await t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: booker.headers });
    expect(shown.json()).toMatchObject({ booking: { amount: 199, isPaid: true } });
    const later = await initiate(t, await quickBooker(t), { gymId: gym.id, bookingDate: '2030-06-11', timeSlot: '11:00 AM' });
    expect(later.statusCode, later.body).toBe(200);
    const [laterRow] = await t.database.db.select().from(bookings).where(eq(bookings.id, later.json<{ bookingId: string }>().bookingId));
    expect(laterRow?.amountPaise).toBe(34_900);
  });

  it('stay booked when the capacity goes below them, a live hold can still be paid, and the slot takes no more', async () => {
    const { gym } = await bookableGym(t.database.db, { ownerId: cast.owner.account.id, capacity: 3 });
    const made = [];
    for (let i = 0; i < 2; i += 1) made.push((await bookAndPay(t, await quickBooker(t), slot(gym.id))).bookingId);
    const holder = await quickBooker(t);
    const held = await initiate(t, holder, { gymId: gym.id, bookingDate: '2030-06-11', timeSlot: '10:00 AM' });
    expect(held.statusCode, held.body).toBe(200);
    const heldId = held.json<{ bookingId: string }>().bookingId;

    const res = await editGym(gym.id, cast.owner.headers, { capacity: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(updateGymReplySchema.parse(res.json()).gym.capacity).toBe(1);

    const { payment } = (await sandboxPay(t, holder, heldId, 'success')).json<{ payment: Record<string, string> }>();
    const paid = await confirm(t, holder, { ...payment, bookingId: heldId });
    expect(paid.statusCode, paid.body).toBe(200);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.gymId, gym.id));
    expect(rows.map((row) => [row.id, row.status]).sort()).toEqual([...made, heldId].map((id) => [id, 'confirmed']).sort());
    const full = await initiate(t, await quickBooker(t), { gymId: gym.id, bookingDate: '2030-06-11', timeSlot: '10:00 AM' });
    expect(full.statusCode, full.body).toBe(409);
  });
});
