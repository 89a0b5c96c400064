import { insightsReplySchema } from '@gymslot/shared/insights-schemas';
import { addDays } from '@gymslot/shared/ist-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDateSlots, bookableGym, MONDAY, MONDAY_10_IST, setClock } from '../../../test/booking-helpers.js';
import { insertBookingRow } from '../../../test/booking-rows.js';
import { signIn, type SignedIn } from '../../../test/owner-helpers.js';
import { queryCounter } from '../../../test/query-counter.js';
import { useTestApp } from '../../../test/test-app.js';
import { createUser } from '../../db/factories.js';
import { gymClosures } from '../../db/schema/gym-desk.js';
import { newId } from '../../lib/ids.js';

// Issue 32 item 3: an owner's insights asked the opening hours gym by gym, so a 500-gym owner's
// month cost 84× a 5-gym owner's. Each question is now asked once for all the owner's gyms.

const t = useTestApp();
const SATURDAY = addDays(MONDAY, -2);
const SUNDAY = addDays(MONDAY, -1);
let owner: SignedIn;

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  owner = await signIn(t, 'gym_owner');
});

/**
 * A gym of the owner's with `capacity` places: open 06:00 AM–11:00 PM (17 slots), closed 07:00–09:00
 * on Saturday (15 left), only 07:00 AM on Sunday by its own entry, and one paid booking on Saturday.
 */
async function addGym(capacity: number): Promise<void> {
  const { db } = t.database;
  const { gym } = await bookableGym(db, { ownerId: owner.account.id, capacity });
  await addDateSlots(db, gym.id, SUNDAY, ['07:00 AM']);
  await db.insert(gymClosures).values({ id: newId(), gymId: gym.id, date: SATURDAY, startMinute: 7 * 60, endMinute: 9 * 60, reason: 'Deep clean' });
  await insertBookingRow(db, gym, (await createUser(db)).id, { status: 'confirmed', date: SATURDAY, timeSlot: '10:00 AM' });
}

async function occupancy() {
  const res = await t.app.inject({ method: 'GET', url: `/api/owner/insights?from=${SATURDAY}&to=${SUNDAY}`, headers: owner.headers });
  expect(res.statusCode, res.body).toBe(200);
  return insightsReplySchema.parse(res.json()).occupancyByDay.map((day) => [day.booked, day.capacity]);
}

describe("an owner's insights over many gyms", () => {
  it('cost as many statements for twelve gyms as for one, and add up every gym', async () => {
    await addGym(3);
    await occupancy(); // the session's first use is not what is measured
    const statements = queryCounter(t.database);
    expect(await occupancy()).toEqual([
      [1, 3 * 15],
      [0, 3],
    ]);
    const withOneGym = statements.count;

    const capacities = Array.from({ length: 11 }, (_, index) => 4 + index);
    for (const capacity of capacities) await addGym(capacity);
    statements.reset();
    const places = 3 + capacities.reduce((sum, capacity) => sum + capacity, 0);
    expect(await occupancy()).toEqual([
      [12, places * 15],
      [0, places],
    ]);
    expect(statements.count).toBe(withOneGym);
  });
});
