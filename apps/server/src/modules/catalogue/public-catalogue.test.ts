import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addGymImages, gymMaker, type GymItem } from '../../../test/catalogue-helpers.js';
import { createSiblingApp, useTestApp } from '../../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';
import { gymImages, gyms, type GymRow } from '../../db/schema/gyms.js';
import { createGymsService } from '../gyms/gyms.service.js';
import { createMediaUrls } from '../media/media-store.js';
import { CATALOGUE_CHANGES_KEPT_MS, pruneCatalogueChanges } from './catalogue-changes.js';
import { createPublicCatalogue } from './public-catalogue.js';

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

const version = async () =>
  BigInt(rowsOf<{ v: string }>(await t.database.db.execute(sql`select version::text as v from catalogue_version`))[0]?.v ?? -1);

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

  it('drops a deleted gym, and keeps its city figures right', async () => {
    const first = await gym({ city: 'Dropur' });
    const second = await gym({ city: 'Dropur' });
    expect(await cityCount('Dropur')).toBe(2);
    await t.database.db.delete(gyms).where(eq(gyms.id, first.id));
    expect((await details(first.id)).status).toBe(404);
    expect(await cityCount('Dropur')).toBe(1);
    expect((await details(second.id)).status).toBe(200);
  });

  it('records which gyms each statement changed, images included', async () => {
    const changedIn = async (version: bigint) =>
      rowsOf<{ gymId: string }>(
        await t.database.db.execute(sql`select gym_id as "gymId" from catalogue_changes where version = ${version.toString()}::bigint`),
      ).map((change) => change.gymId);
    const created = await gym({ city: 'Logpur' });
    const afterInsert = await version();
    expect(await changedIn(afterInsert)).toEqual([created.id]);
    await addGymImages(t.database.db, created.id, ['a.webp', 'b.webp']);
    expect(await changedIn(await version())).toEqual([created.id]);
  });

  it('reloads whole when the changes it missed were pruned, and is right again', async () => {
    const created = await gym({ name: 'Before Pruning', city: 'Prunepur' });
    expect((await details(created.id)).gym?.name).toBe('Before Pruning');
    await t.database.db.update(gyms).set({ name: 'After Pruning' }).where(eq(gyms.id, created.id));
    const later = new Date(Date.now() + 2 * CATALOGUE_CHANGES_KEPT_MS);
    expect(await pruneCatalogueChanges(t.database.db, later, 10_000)).toBeGreaterThan(0);
    expect((await details(created.id)).gym?.name).toBe('After Pruning');
    expect(await cityCount('Prunepur')).toBe(1);
  });

  it('agrees with a catalogue loaded whole after many writers changed gyms at once', async () => {
    const made = await Promise.all(Array.from({ length: 6 }, (_, i) => gym({ city: i % 2 ? 'Racepur' : 'racepur', amenities: ['Pool'] })));
    await Promise.all([
      ...made.map((row, i) => t.database.db.update(gyms).set({ averageRating: i, totalRatings: i + 1 }).where(eq(gyms.id, row.id))),
      ...made.slice(0, 2).map((row) => t.database.db.delete(gyms).where(eq(gyms.id, row.id))),
      t.app.inject({ method: 'GET', url: '/api/gyms/city-stats' }),
      addGymImages(t.database.db, made[3]?.id ?? '', ['race.webp']),
    ]);
    // The app's catalogue caught up change by change; this one reads every gym now.
    const whole = createGymsService({ catalogue: createPublicCatalogue(t.database, createMediaUrls(t.config)) });
    const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
    const asJson = (reply: object) => JSON.parse(JSON.stringify(reply));
    expect(await served('/api/gyms/city-stats')).toEqual(asJson(await whole.cityStats()));
    expect(await served('/api/gyms/all-public')).toEqual(asJson(await whole.allPublic()));
    expect(await served('/api/gyms/amenities')).toEqual(asJson(await whole.amenities()));
  });

  it('moves the version once per statement on gyms or gym_images', async () => {
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

  it('two processes that catch up change by change while both write end where a whole load does', async () => {
    const sibling = await createSiblingApp(t);
    try {
      const made = await Promise.all(Array.from({ length: 8 }, (_, i) => gym({ city: i % 2 ? 'Duopur' : 'DUOPUR', amenities: ['Steam'] })));
      const ask = (app: typeof t.app) => app.inject({ method: 'GET', url: '/api/gyms/city-stats' });
      await Promise.all([
        ...made.map((row, i) => t.database.db.update(gyms).set({ averageRating: i / 2, totalRatings: i }).where(eq(gyms.id, row.id))),
        ...made.slice(0, 3).map((row) => t.database.db.delete(gyms).where(eq(gyms.id, row.id))),
        ask(t.app),
        ask(sibling.app),
        addGymImages(t.database.db, made[5]?.id ?? '', ['duo.webp']),
        ask(sibling.app),
      ]);
      const whole = createGymsService({ catalogue: createPublicCatalogue(t.database, createMediaUrls(t.config)) });
      const asJson = (reply: object) => JSON.parse(JSON.stringify(reply));
      for (const app of [t.app, sibling.app]) {
        expect((await ask(app)).json()).toEqual(asJson(await whole.cityStats()));
        expect((await app.inject({ method: 'GET', url: '/api/gyms/all-public' })).json()).toEqual(asJson(await whole.allPublic()));
      }
    } finally {
      await sibling.close();
    }
  });
});
