import { SLOT_FULL_MESSAGE } from '@gymslot/shared/booking-rules';
import { addDays } from '@gymslot/shared/ist-time';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookableGym, bookAndPay, initiate, MONDAY, MONDAY_10_IST, quickBooker, setClock, type Booker } from '../../../../test/booking-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';
import { joinWaitlist, offerMailsTo, waitlistOf } from '../../../../test/waitlist-helpers.js';
import { bookings } from '../../../db/schema/bookings.js';
import { gyms, type GymRow } from '../../../db/schema/gyms.js';

// Finding 4 of issue 26: a move into a slot respects its waitlist exactly as B1 does (decision 036).

const t = useTestApp();
const TUESDAY = addDays(MONDAY, 1);
const MINUTE = 60_000;

beforeEach(() => setClock(t, MONDAY_10_IST));

function reschedule(booker: Booker, bookingId: string, timeSlot: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/reschedule`,
    headers: booker.headers,
    payload: { bookingDate: TUESDAY, timeSlot },
  });
}

async function gymOfOne(): Promise<GymRow> {
  return (await bookableGym(t.database.db, { capacity: 1 })).gym;
}

/** A paid booking at 06:00 PM that wants to move to the slot with the line. */
async function mover(gym: GymRow) {
  const booker = await quickBooker(t, { name: 'Moving Person' });
  const { bookingId } = await bookAndPay(t, booker, { gymId: gym.id, date: TUESDAY, timeSlot: '06:00 PM' });
  return { booker, bookingId };
}

const slotOf = async (bookingId: string) =>
  (await t.database.db.select({ timeSlot: bookings.timeSlot }).from(bookings).where(eq(bookings.id, bookingId)))[0]?.timeSlot;

describe('a move into a slot with a waitlist (§8.4, §8.4a)', () => {
  it('offers a place freed by a lapsed hold to the first in line, and the move is told the slot is full', async () => {
    const gym = await gymOfOne();
    const moving = await mover(gym);
    expect((await initiate(t, await quickBooker(t), { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '08:00 PM' })).statusCode).toBe(200);
    const waiting = await quickBooker(t, { name: 'Waiting Person' });
    expect((await joinWaitlist(t, waiting, { gymId: gym.id, date: TUESDAY, timeSlot: '08:00 PM' })).statusCode).toBe(201);

    // The hold runs out; before any round, the mover asks for its place.
    setClock(t, new Date(MONDAY_10_IST.getTime() + 16 * MINUTE));
    const moved = await reschedule(moving.booker, moving.bookingId, '08:00 PM');
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ message: SLOT_FULL_MESSAGE });
    expect(await slotOf(moving.bookingId)).toBe('06:00 PM');
    expect(await waitlistOf(t, waiting)).toEqual([expect.objectContaining({ status: 'offered' })]);
    expect(await offerMailsTo(t, waiting)).toHaveLength(1);
  });

  it('offers a place added by more capacity to the line before a move can take it', async () => {
    const gym = await gymOfOne();
    const moving = await mover(gym);
    await bookAndPay(t, await quickBooker(t), { gymId: gym.id, date: TUESDAY, timeSlot: '09:00 PM' });
    const waiting = await quickBooker(t, { name: 'Waiting Person' });
    expect((await joinWaitlist(t, waiting, { gymId: gym.id, date: TUESDAY, timeSlot: '09:00 PM' })).statusCode).toBe(201);

    await t.database.db.update(gyms).set({ capacity: 2 }).where(eq(gyms.id, gym.id));
    const moved = await reschedule(moving.booker, moving.bookingId, '09:00 PM');
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ message: SLOT_FULL_MESSAGE });
    expect(await waitlistOf(t, waiting)).toEqual([expect.objectContaining({ status: 'offered' })]);

    // With the line served, a place that is still free can be moved into.
    await t.database.db.update(gyms).set({ capacity: 3 }).where(eq(gyms.id, gym.id));
    expect((await reschedule(moving.booker, moving.bookingId, '09:00 PM')).statusCode).toBe(200);
    expect(await slotOf(moving.bookingId)).toBe('09:00 PM');
  });
});
