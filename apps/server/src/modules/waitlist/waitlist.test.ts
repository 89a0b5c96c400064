import { addDays } from '@gymslot/shared/ist-time';
import { MAX_WAITLIST_ENTRIES, WAITLIST_LIMIT_MESSAGE, WAITLIST_SLOT_HAS_PLACES } from '@gymslot/shared/waitlist-schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookableGym, bookAndPay, MONDAY, MONDAY_10_IST, quickBooker, setClock, signedInAs } from '../../../test/booking-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { joinWaitlist, leaveWaitlist, waitlistOf } from '../../../test/waitlist-helpers.js';
import type { GymRow } from '../../db/schema/gyms.js';
import type { UserRow } from '../../db/schema/users.js';

const t = useTestApp();
const TUESDAY = addDays(MONDAY, 1);
let gym: GymRow;
let owner: UserRow;

beforeAll(async () => {
  ({ gym, owner } = await bookableGym(t.database.db, { name: 'Iron Temple', city: 'Pune', capacity: 1 }));
});

/** A slot of the one-place gym, made full by someone else's paid booking. */
async function fullSlot(timeSlot: string, date = TUESDAY) {
  setClock(t, MONDAY_10_IST);
  const slot = { gymId: gym.id, date, timeSlot };
  await bookAndPay(t, await quickBooker(t, { name: 'Ravi Kumar' }), slot);
  return slot;
}

describe('POST /api/bookings/waitlist (§8.4)', () => {
  it('puts people in line for a full slot, in the order they joined', async () => {
    const slot = await fullSlot('07:00 AM');
    const first = await quickBooker(t);
    const second = await quickBooker(t);

    const joined = await joinWaitlist(t, first, slot);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({
      success: true,
      entry: { gym: { _id: gym.id, name: 'Iron Temple', city: 'Pune' }, date: TUESDAY, timeSlot: '07:00 AM', position: 1, status: 'waiting' },
    });
    expect((await joinWaitlist(t, second, slot)).json()).toMatchObject({ entry: { position: 2, status: 'waiting' } });

    expect(await waitlistOf(t, second)).toEqual([expect.objectContaining({ position: 2, status: 'waiting' })]);
    const [mine] = await waitlistOf(t, first);
    expect(mine).toEqual({
      _id: joined.json<{ entry: { _id: string } }>().entry._id,
      gym: { _id: gym.id, name: 'Iron Temple', city: 'Pune' },
      date: TUESDAY,
      timeSlot: '07:00 AM',
      position: 1,
      status: 'waiting',
      createdAt: expect.stringMatching(/^2030-06-10T04:3/),
    });
  });

  it('accepts the slot time in any form B1 does and stores it as the gym offers it', async () => {
    const slot = await fullSlot('08:00 AM');
    const response = await joinWaitlist(t, await quickBooker(t), { ...slot, timeSlot: '8:00 am' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ entry: { timeSlot: '08:00 AM' } });
  });

  it('turns away a slot with places, a second place in the same line, and someone who already has the slot', async () => {
    setClock(t, MONDAY_10_IST);
    const open = { gymId: gym.id, date: TUESDAY, timeSlot: '09:00 AM' };
    const asha = await quickBooker(t);
    expect((await joinWaitlist(t, asha, open)).json()).toMatchObject({ success: false, message: WAITLIST_SLOT_HAS_PLACES });
    expect((await joinWaitlist(t, asha, open)).statusCode).toBe(409);

    await bookAndPay(t, asha, open);
    const mine = await joinWaitlist(t, asha, open);
    expect(mine.statusCode).toBe(409);
    expect(mine.json()).toMatchObject({ message: 'You already have this slot' });

    const other = await quickBooker(t);
    expect((await joinWaitlist(t, other, open)).statusCode).toBe(201);
    const again = await joinWaitlist(t, other, open);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'You are already on the waitlist for this slot' });
  });

  it(`lets one person wait for at most ${MAX_WAITLIST_ENTRIES} slots at once`, async () => {
    const slots = [];
    for (const hour of ['10:00 AM', '11:00 AM', '12:00 PM', '01:00 PM', '02:00 PM', '03:00 PM']) slots.push(await fullSlot(hour));
    const keen = await quickBooker(t);
    for (const slot of slots.slice(0, MAX_WAITLIST_ENTRIES)) expect((await joinWaitlist(t, keen, slot)).statusCode).toBe(201);
    const sixth = await joinWaitlist(t, keen, slots[MAX_WAITLIST_ENTRIES] ?? slots[0]!);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ message: WAITLIST_LIMIT_MESSAGE });

    // Leaving one makes room again.
    const [oldest] = await waitlistOf(t, keen);
    expect((await leaveWaitlist(t, keen, oldest!._id)).statusCode).toBe(200);
    expect((await joinWaitlist(t, keen, slots[MAX_WAITLIST_ENTRIES]!)).statusCode).toBe(201);
  });

  it('checks the slot as B1 does: 400 for a past, unoffered or started slot, 404 for an unknown gym', async () => {
    setClock(t, MONDAY_10_IST);
    const asha = await quickBooker(t);
    const cases: [Record<string, string>, number, string][] = [
      [{ gymId: gym.id, date: addDays(MONDAY, -1), timeSlot: '07:00 AM' }, 400, 'Invalid booking date'],
      [{ gymId: gym.id, date: TUESDAY, timeSlot: '03:00 AM' }, 400, 'Selected slot is not available for this day'],
      [{ gymId: gym.id, date: MONDAY, timeSlot: '09:00 AM' }, 400, 'Cannot book past time slot today'],
      [{ gymId: 'f'.repeat(24), date: TUESDAY, timeSlot: '07:00 AM' }, 404, 'Gym not found'],
    ];
    for (const [slot, status, message] of cases) {
      const response = await joinWaitlist(t, asha, { gymId: slot.gymId!, date: slot.date!, timeSlot: slot.timeSlot! });
      expect({ status: response.statusCode, message: response.json<{ message: string }>().message }).toEqual({ status, message });
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/bookings/waitlist', headers: asha.headers, payload: { gymId: gym.id } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Missing required fields' });
  });

  it('is for members only: 401 signed out, 403 for a gym owner', async () => {
    const slot = await fullSlot('04:00 PM');
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/bookings/waitlist', payload: { gymId: gym.id, bookingDate: slot.date, timeSlot: slot.timeSlot } });
    expect(signedOut.statusCode).toBe(401);
    expect((await joinWaitlist(t, await signedInAs(t, owner), slot)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/bookings/waitlist' })).statusCode).toBe(401);
  });
});

describe('GET and DELETE /api/bookings/waitlist (§8.4)', () => {
  it('lists only the person’s own entries for slots not started, and lets only them leave', async () => {
    const slot = await fullSlot('05:00 PM');
    const asha = await quickBooker(t);
    const ravi = await quickBooker(t);
    const { entry } = (await joinWaitlist(t, asha, slot)).json<{ entry: { _id: string } }>();
    await joinWaitlist(t, ravi, slot);

    const stranger = await leaveWaitlist(t, ravi, entry._id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ message: 'Waitlist entry not found' });
    expect((await leaveWaitlist(t, ravi, 'not-an-id')).statusCode).toBe(404);

    expect((await leaveWaitlist(t, asha, entry._id)).json()).toEqual({ success: true, message: 'You have left the waitlist' });
    expect(await waitlistOf(t, asha)).toEqual([]);
    expect(await waitlistOf(t, ravi)).toEqual([expect.objectContaining({ position: 1 })]);
    expect((await leaveWaitlist(t, asha, entry._id)).statusCode).toBe(404);

    // Once the slot starts, the entry is no longer listed.
    setClock(t, new Date(`${TUESDAY}T11:30:00Z`));
    expect(await waitlistOf(t, ravi)).toEqual([]);
  });
});
