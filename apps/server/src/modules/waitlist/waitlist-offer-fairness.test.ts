import { UNPAID_HOLDS_MESSAGE } from '@gymslot/shared/booking-rules';
import { addDays } from '@gymslot/shared/ist-time';
import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bookableGym,
  bookAndPay,
  cancel,
  initiate,
  MONDAY,
  MONDAY_10_IST,
  quickBooker,
  setClock,
  type Booker,
} from '../../../test/booking-helpers.js';
import { composeServices, testAppDeps } from '../../../test/composed-services.js';
import { createSiblingApp, useTestApp } from '../../../test/test-app.js';
import { joinWaitlist, leaveWaitlist, offerMailsTo, waitlistOf } from '../../../test/waitlist-helpers.js';
import { bookings } from '../../db/schema/bookings.js';
import { gyms, type GymRow } from '../../db/schema/gyms.js';

// Decision 051: an offer is one of the person's 3 unpaid holds, and a person who left two offers
// unused within a day is passed over for a day; either way their entries keep their place.

const t = useTestApp();
const MINUTE = 60_000;
const TUESDAY = addDays(MONDAY, 1);
const THURSDAY = addDays(MONDAY, 3);
const errors: unknown[] = [];

/** The maintenance round's waitlist job, on the services services.ts builds from the test app's deps. */
function sweep() {
  return composeServices(testAppDeps(t, { logger: { error: (e: unknown) => void errors.push(e) } })).waitlistOffers.sweep();
}

const at = (minutes: number) => new Date(MONDAY_10_IST.getTime() + minutes * MINUTE);

async function oneplaceGym(name: string): Promise<GymRow> {
  return (await bookableGym(t.database.db, { name, capacity: 1 })).gym;
}

/** The person's unexpired, unpaid holds at every gym, straight from the table. */
async function liveHoldsOf(person: Booker): Promise<number> {
  const rows = await t.database.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.userId, person.user.id), eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, t.clock.now())));
  return rows.length;
}

/** Three unpaid holds at a gym of their own: the most §8.1 allows one person. */
async function holdThreeElsewhere(person: Booker, times = ['06:00 PM', '07:00 PM', '08:00 PM']) {
  const { gym } = await bookableGym(t.database.db, { name: 'Elsewhere Gym', capacity: 5 });
  const holds: string[] = [];
  for (const timeSlot of times) {
    const held = await initiate(t, person, { gymId: gym.id, bookingDate: TUESDAY, timeSlot });
    expect(held.statusCode).toBe(200);
    holds.push(held.json<{ bookingId: string }>().bookingId);
  }
  return holds;
}

/** A slot whose one place someone paid for, and people lining up for it in the order given. */
async function paidFullSlot(gym: GymRow, date: string, timeSlot: string, line: Booker[]) {
  const slot = { gymId: gym.id, date, timeSlot };
  const holder = await quickBooker(t, { name: 'Ravi Kumar' });
  const { bookingId } = await bookAndPay(t, holder, slot);
  for (const person of line) expect((await joinWaitlist(t, person, slot)).statusCode).toBe(201);
  return { slot, holder, bookingId };
}

describe('waitlist offers and the unpaid-holds limit (§8.1, §8.4, decision 051)', () => {
  it('passes over a person who already has 3 unpaid holds: the place goes to the next in line, and they keep their place', async () => {
    setClock(t, MONDAY_10_IST);
    const gym = await oneplaceGym('Cap Gym');
    const [first, second] = [await quickBooker(t), await quickBooker(t)];
    const full = await paidFullSlot(gym, TUESDAY, '07:00 AM', [first, second]);
    const firstHolds = await holdThreeElsewhere(first);

    expect((await cancel(t, full.holder, full.bookingId)).statusCode).toBe(200);

    expect(await liveHoldsOf(first)).toBe(3);
    expect(await offerMailsTo(t, first)).toHaveLength(0);
    expect(await waitlistOf(t, first)).toEqual([expect.objectContaining({ status: 'waiting', position: 1 })]);
    expect(await waitlistOf(t, second)).toEqual([expect.objectContaining({ status: 'offered' })]);

    // Once they let one of their holds go, the next place that frees is theirs again.
    expect((await cancel(t, first, firstHolds[0]!)).statusCode).toBe(200);
    await t.database.db.update(gyms).set({ capacity: 2 }).where(eq(gyms.id, gym.id));
    expect(await sweep()).toMatchObject({ offersMade: 1 });
    expect(await waitlistOf(t, first)).toEqual([expect.objectContaining({ status: 'offered' })]);
    expect(await liveHoldsOf(first)).toBe(3);
    expect(errors).toEqual([]);
  });

  it('counts an offer as one of the 3 unpaid holds B1 allows', async () => {
    setClock(t, MONDAY_10_IST);
    const gym = await oneplaceGym('Counted Gym');
    const person = await quickBooker(t);
    const full = await paidFullSlot(gym, TUESDAY, '08:00 AM', [person]);
    await holdThreeElsewhere(person, ['06:00 PM', '07:00 PM']);
    await cancel(t, full.holder, full.bookingId);
    expect(await waitlistOf(t, person)).toEqual([expect.objectContaining({ status: 'offered' })]);

    const { gym: other } = await bookableGym(t.database.db, { name: 'Fourth Gym' });
    const fourth = await initiate(t, person, { gymId: other.id, bookingDate: TUESDAY, timeSlot: '09:00 PM' });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ message: UNPAID_HOLDS_MESSAGE });
  });

  it('passes over for a day a person who left two offers unused (one ran out, one turned down), even after deleting their record', async () => {
    setClock(t, MONDAY_10_IST);
    const gym = await oneplaceGym('Fair Line Gym');
    const [keen, patient] = [await quickBooker(t, { name: 'Keen Person' }), await quickBooker(t, { name: 'Patient Person' })];
    const lines = [];
    for (const time of ['07:00 AM', '08:00 AM', '09:00 AM']) lines.push(await paidFullSlot(gym, THURSDAY, time, [keen, patient]));
    const [s1, s2, s3] = lines as [(typeof lines)[0], (typeof lines)[0], (typeof lines)[0]];
    const entryOf = async (person: Booker, timeSlot: string) => (await waitlistOf(t, person)).find((entry) => entry.timeSlot === timeSlot);

    // 1. An offer that runs out unpaid.
    await cancel(t, s1.holder, s1.bookingId);
    expect(await entryOf(keen, '07:00 AM')).toMatchObject({ status: 'offered' });
    setClock(t, at(16));
    await sweep();
    expect(await entryOf(patient, '07:00 AM')).toMatchObject({ status: 'offered' });
    // Leaving an entry whose offer ran out does not wipe the record of it.
    const lapsed = await entryOf(keen, '07:00 AM');
    expect(lapsed).toMatchObject({ status: 'expired' });
    expect((await leaveWaitlist(t, keen, lapsed!._id)).statusCode).toBe(200);

    // 2. An offer turned down by leaving the line: the place goes on at once, and the entry is gone from the list.
    await cancel(t, s2.holder, s2.bookingId);
    const offered = await entryOf(keen, '08:00 AM');
    expect(offered).toMatchObject({ status: 'offered' });
    expect((await leaveWaitlist(t, keen, offered!._id)).statusCode).toBe(200);
    expect(await entryOf(keen, '08:00 AM')).toBeUndefined();
    expect((await leaveWaitlist(t, keen, offered!._id)).statusCode).toBe(404);
    expect(await entryOf(patient, '08:00 AM')).toMatchObject({ status: 'offered' });

    // 3. Two unused offers within a day: the next place goes to the next in line; keen keeps their place.
    await cancel(t, s3.holder, s3.bookingId);
    expect(await entryOf(keen, '09:00 AM')).toMatchObject({ status: 'waiting', position: 1 });
    expect(await entryOf(patient, '09:00 AM')).toMatchObject({ status: 'offered' });
    expect(await offerMailsTo(t, keen)).toHaveLength(2);

    // 4. A day after those offers ended, keen is offered places again (patient's offer ran out meanwhile).
    setClock(t, at(24 * 60 + 17));
    expect(await sweep()).toMatchObject({ offersMade: 1 });
    expect(await entryOf(keen, '09:00 AM')).toMatchObject({ status: 'offered' });
    expect(await offerMailsTo(t, keen)).toHaveLength(3);
    expect(errors).toEqual([]);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'never lets a B1 hold and an offer in two processes together give one person a 4th unpaid hold',
    async () => {
      setClock(t, MONDAY_10_IST);
      const gym = await oneplaceGym('Race Cap Gym');
      const [person, next] = [await quickBooker(t), await quickBooker(t)];
      const slot = { gymId: gym.id, date: TUESDAY, timeSlot: '10:00 AM' };
      expect((await initiate(t, await quickBooker(t), { gymId: gym.id, bookingDate: slot.date, timeSlot: slot.timeSlot })).statusCode).toBe(200);
      for (const booker of [person, next]) expect((await joinWaitlist(t, booker, slot)).statusCode).toBe(201);
      const { gym: other } = await bookableGym(t.database.db, { name: 'Other Race Gym' });

      // The outsider's hold runs out; the person holds two places elsewhere, then the round offering
      // the freed place and the person's own B1 for a third run at once.
      setClock(t, at(16));
      await holdThreeElsewhere(person, ['06:00 PM', '07:00 PM']);
      const sibling = await createSiblingApp(t);
      try {
        await Promise.all([
          sweep(),
          sibling.app.inject({
            method: 'POST',
            url: '/api/bookings/initiate',
            headers: person.headers,
            payload: { gymId: other.id, bookingDate: TUESDAY, timeSlot: '08:00 PM' },
          }),
        ]);
      } finally {
        await sibling.close();
      }
      expect(await liveHoldsOf(person)).toBe(3);
      expect(errors).toEqual([]);
    },
  );
});
