import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addGymImages, gymMaker, type GymItem } from '../../../test/catalogue-helpers.js';
import { createSiblingApp, useTestApp } from '../../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';
import { gymImages, gyms, type GymRow } from '../../db/schema/gyms.js';

// The catalogue lives in each process's memory, yet no reply may be older than its request: a
// write by anyone (this app, another process, plain SQL) shows on the very next request.
let gym: Awaited<ReturnType<typeof gymMaker>>['gym'];

const t = useTestApp();
beforeAll(async () => {
  ({ gym } = await gymMaker(t.database.db));
});

async function details(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/gyms/${id}` });
  return { status: res.statusCode, gym: res.statusCode === 200 ? res.json<{ gym: GymItem }>().gym : undefined };
}

async function cityCount(city: string): Promise<number | undefined> {
  const res = await t.app.inject({ method: 'GET', url: '/api/gyms/city-stats' });
  return res.json<{ data: { name: string; totalGyms: number }[] }>().data.find((entry) => entry.name === city)?.totalGyms;
}

describe('the in-memory public catalogue', () => {
  let row: GymRow;

  it('shows a gym inserted with plain SQL on the next request', async () => {
    expect(await cityCount('Freshpur')).toBeUndefined();
    row = await gym({ name: 'Fresh Start', city: 'Freshpur' });
    expect((await details(row.id)).gym?.name).toBe('Fresh Start');
    expect(await cityCount('Freshpur')).toBe(1);
  });

  it('follows updates, image changes and hiding at once', async () => {
    await t.database.db.update(gyms).set({ name: 'Fresh Again', pricePerHourPaise: 25_000 }).where(eq(gyms.id, row.id));
    expect((await details(row.id)).gym).toMatchObject({ name: 'Fresh Again', pricePerHour: 250 });

    await addGymImages(t.database.db, row.id, ['one.webp']);
    expect((await details(row.id)).gym?.imageUrls).toHaveLength(1);
    await t.database.db.delete(gymImages).where(eq(gymImages.gymId, row.id));
    expect((await details(row.id)).gym?.imageUrls).toEqual([]);

    await t.database.db.update(gyms).set({ isApproved: false }).where(eq(gyms.id, row.id));
    expect((await details(row.id)).status).toBe(404);
    expect(await cityCount('Freshpur')).toBeUndefined();
  });

  it('answers a crowd of simultaneous requests from one consistent version', async () => {
    const replies = await Promise.all(
      Array.from({ length: 40 }, () => t.app.inject({ method: 'GET', url: '/api/gyms/city-stats' })),
    );
    expect(new Set(replies.map((res) => res.body)).size).toBe(1);
    expect(replies.every((res) => res.statusCode === 200)).toBe(true);
  });

  it('moves the version once per statement on gyms or gym_images', async () => {
    const version = async () =>
      BigInt(rowsOf<{ v: string }>(await t.database.db.execute(sql`select version::text as v from catalogue_version`))[0]?.v ?? -1);
    const before = await version();
    await gym({ city: 'Countpur' });
    expect(await version()).toBe(before + 1n);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes, each with its own catalogue (PostgreSQL)', () => {
  it('a change made through one process shows on the other at once', async () => {
    const sibling = await createSiblingApp(t);
    try {
      const created = await gym({ name: 'Shared Gym', city: 'Twinpur' });
      const read = async () => (await sibling.app.inject({ method: 'GET', url: `/api/gyms/${created.id}` })).json<{ gym: GymItem }>();
      expect((await read()).gym.name).toBe('Shared Gym');
      await t.database.db.update(gyms).set({ name: 'Renamed Gym' }).where(eq(gyms.id, created.id));
      expect((await read()).gym.name).toBe('Renamed Gym');
    } finally {
      await sibling.close();
    }
  });
});
