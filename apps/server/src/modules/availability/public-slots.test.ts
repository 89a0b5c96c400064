import { addDays } from '@gymslot/shared/ist-time';
import { slotsReplySchema } from '@gymslot/shared/availability-schemas';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDateSlots, bookableGym, initiate, MONDAY, MONDAY_10_IST, quickBooker, setClock, signedInAs } from '../../../test/booking-helpers.js';
import { queryCounter } from '../../../test/query-counter.js';
import { createSiblingApp, useTestApp } from '../../../test/test-app.js';
import { gyms } from '../../db/schema/gyms.js';

// Issue 26, finding 5: a gym's page showed its slots from five queries per visit. The gym and its
// opening hours are catalogue data (their writes move the catalogue version): they are now read
// once per version of the gym; only the places taken and the day's price bands are read each time.

const t = useTestApp();
const TUESDAY = addDays(MONDAY, 1);

beforeEach(() => {
  setClock(t, MONDAY_10_IST);
});

async function slots(gymId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/availability/user/${gymId}/slots?date=${TUESDAY}` });
  return res.statusCode === 200 ? slotsReplySchema.parse(res.json()) : res.statusCode;
}

const slot = async (gymId: string, time: string) => {
  const reply = await slots(gymId);
  return typeof reply === 'number' ? reply : reply.slotDetails.find((detail) => detail.time === time);
};

describe("the slots of a gym's date, anyone may read", () => {
  it("cost the catalogue version check, the places taken and the day's price bands; the gym and its hours are not read again", async () => {
    const { gym } = await bookableGym(t.database.db);
    const first = await slots(gym.id);
    const statements = queryCounter(t.database);
    // The catalogue's first load fills the nearby replies' store in the background (decision 075),
    // once: its statements are no read's.
    await expect.poll(() => statements.statementsOf(() => slots(gym.id))).toBe(3);
    for (let i = 0; i < 3; i += 1) {
      statements.reset();
      expect(await slots(gym.id)).toEqual(first);
      expect(statements.count).toBe(3);
    }
  });

  it('show at once a hold, a price band, a change of capacity or opening hours, and a gym that stopped being public', async () => {
    const { gym, owner } = await bookableGym(t.database.db, { capacity: 2 });
    expect(await slot(gym.id, '07:00 AM')).toMatchObject({ remaining: 2, pricePerHour: 199 });

    const held = await initiate(t, await quickBooker(t), { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '07:00 AM' });
    expect(held.statusCode, held.body).toBe(200);
    expect(await slot(gym.id, '07:00 AM')).toMatchObject({ remaining: 1 });

    const ownerSession = await signedInAs(t, owner);
    const band = { dayOfWeek: 'Tuesday', startTime: '06:00 AM', endTime: '09:00 AM', pricePerHour: 149 };
    const banded = await t.app.inject({ method: 'PUT', url: `/api/gyms/${gym.id}/price-bands`, headers: ownerSession.headers, payload: { bands: [band] } });
    expect(banded.statusCode, banded.body).toBe(200);
    expect(await slot(gym.id, '07:00 AM')).toMatchObject({ remaining: 1, pricePerHour: 149 });

    await t.database.db.update(gyms).set({ capacity: 4 }).where(eq(gyms.id, gym.id));
    expect(await slot(gym.id, '07:00 AM')).toMatchObject({ remaining: 3 });

    await addDateSlots(t.database.db, gym.id, TUESDAY, ['08:00 PM']);
    const reply = await slots(gym.id);
    expect(typeof reply === 'number' ? reply : reply.slots).toEqual(['08:00 PM']);

    await t.database.db.update(gyms).set({ isActive: false }).where(eq(gyms.id, gym.id));
    expect(await slots(gym.id)).toBe(404);
  });
});

describe("the slots of a gym's date in two server processes (PostgreSQL)", () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('show opening hours changed through one process at once in the other, which had kept them', async () => {
    const sibling = await createSiblingApp(t);
    try {
      const { gym, owner } = await bookableGym(t.database.db);
      const slotsThere = async () =>
        slotsReplySchema.parse((await sibling.app.inject({ method: 'GET', url: `/api/availability/user/${gym.id}/slots?date=${TUESDAY}` })).json()).slots;
      expect(await slotsThere()).toContain('07:00 AM');

      const ownerSession = await signedInAs(t, owner);
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/availability/set',
        headers: ownerSession.headers,
        payload: { gymId: gym.id, date: TUESDAY, startTime: '08:00 PM', endTime: '09:00 PM' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(await slotsThere()).toEqual(['08:00 PM']);
    } finally {
      await sibling.close();
    }
  });
});
