import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gymMaker, pointFrom, type GymListBody, type Point } from '../../../test/catalogue-helpers.js';
import { createSiblingApp, useTestApp } from '../../../test/test-app.js';
import { gyms } from '../../db/schema/gyms.js';
import { createMediaUrls } from '../media/media-store.js';
import { CATALOGUE_CHANGES_KEPT_MS, pruneCatalogueChanges } from './catalogue-changes.js';
import { findWithinRadius, type RadiusQuery } from './catalogue-search.repository.js';
import { answeredInMemory, createNearbyCatalogue } from './nearby-catalogue.js';

// Nearby searches are answered from each process's own index (decision 075): it must find what
// the database's search finds, to the last digit of each distance, and follow every write, by
// anyone, on the very next request.
const origin: Point = { latitude: 12.9716, longitude: 77.5946 };
const at = (northKm: number, eastKm: number) => pointFrom(origin, northKm, eastKm);

const t = useTestApp();
let gym: Awaited<ReturnType<typeof gymMaker>>['gym'];
beforeAll(async () => {
  ({ gym } = await gymMaker(t.database.db));
  const amenitySets = [['WiFi', ' Sauna '], ['wifi'], ['ÉTUVE', 'Parking', 'parking'], [], ['Sauna']];
  for (let n = 0; n < 40; n += 1) {
    // Spread over 30 km, some on the same spot, prices and ratings repeating so the orders need their ties broken.
    await gym({
      name: `Index Gym ${n}`,
      ...at(((n * 7) % 31) - 15, ((n * 11) % 29) - 14),
      pricePerHourPaise: 10_000 + (n % 4) * 5_000,
      averageRating: (n % 5) * 0.9,
      totalRatings: n % 3,
      amenities: amenitySets[n % amenitySets.length] ?? [],
    });
  }
  await gym({ name: 'Hidden Index Gym', ...at(1, 1), isApproved: false });
});

async function nearby(query: string, app = t.app): Promise<GymListBody> {
  const res = await app.inject({ method: 'GET', url: `/api/gyms/nearby?lat=${origin.latitude}&lng=${origin.longitude}&${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<GymListBody>();
}

const names = async (query: string, app = t.app) => (await nearby(query, app)).gyms.map((found) => found.name);

const query = (radiusKm: number, filter: Partial<RadiusQuery> = {}): RadiusQuery => ({
  latitude: origin.latitude,
  longitude: origin.longitude,
  radiusMeters: radiusKm * 1000,
  sortBy: 'distance',
  ...filter,
});

describe('nearby searches answered from the process (decision 075)', () => {
  it('find what the database finds, in its order, with its distances to the last digit', async () => {
    const nearbyCatalogue = createNearbyCatalogue(t.database.db, createMediaUrls(t.config), () => true);
    await t.database.db.transaction(async (tx) => (await nearbyCatalogue.read(tx, undefined))(), { isolationLevel: 'repeatable read' });
    const queries = [
      ...[0.5, 3, 9.7, 21, 50].map((radius) => query(radius)),
      ...(['price_low', 'price_high', 'rating'] as const).map((sortBy) => query(25, { sortBy })),
      query(25, { minPricePaise: 15_000, maxPricePaise: 20_000 }),
      query(25, { minRating: 2.7, sortBy: 'rating' }),
      query(25, { amenities: ['sauna'] }),
      query(25, { amenities: ['étuve', 'parking'], sortBy: 'price_high' }),
      { ...query(30), latitude: origin.latitude + 0.1, longitude: origin.longitude - 0.05 },
    ];
    for (const asked of queries) {
      if (!answeredInMemory(asked)) throw new Error('a query the index answers');
      const inMemory = (await nearbyCatalogue.within(asked, 101)).map(({ json, distanceMeters }) => [JSON.parse(json).id, distanceMeters]);
      const fromDatabase = (await findWithinRadius(t.database.db, asked, 101)).gyms.map(({ row, distanceMeters }) => [row.id, distanceMeters]);
      expect(inMemory, JSON.stringify(asked)).toEqual(fromDatabase);
    }
  });

  it('follow a gym added, moved, repriced and hidden by plain SQL on the next request', async () => {
    expect(await names('radius=1')).toEqual([]);
    const added = await gym({ name: 'Late Arrival', ...at(0.5, 0), pricePerHourPaise: 12_000, amenities: ['Pool'] });
    expect(await names('radius=1')).toEqual(['Late Arrival']);
    expect((await nearby('radius=1')).gyms[0]?.distance).toBe(0.5);

    await t.database.db.update(gyms).set(at(0, 0.8)).where(eq(gyms.id, added.id));
    expect((await nearby('radius=1')).gyms[0]?.distance).toBe(0.8);
    await t.database.db.update(gyms).set(at(0, 3)).where(eq(gyms.id, added.id));
    expect(await names('radius=1')).toEqual([]);
    expect(await names('radius=3.1&amenities=pool')).toEqual(['Late Arrival']);

    await t.database.db.update(gyms).set({ pricePerHourPaise: 90_000, amenities: ['Steam'] }).where(eq(gyms.id, added.id));
    expect(await names('radius=3.1&amenities=pool')).toEqual([]);
    expect(await names('radius=3.1&minPrice=800')).toEqual(['Late Arrival']);

    await t.database.db.execute(sql`update gyms set is_active = false where id = ${added.id}`);
    expect(await names('radius=3.1&minPrice=800')).toEqual([]);
  });

  it('are right again after the changes a process missed were pruned', async () => {
    const moved = await gym({ name: 'Pruned Mover', ...at(0.2, 0) });
    expect(await names('radius=0.3')).toEqual(['Pruned Mover']);
    await t.database.db.update(gyms).set(at(0, -0.25)).where(eq(gyms.id, moved.id));
    expect(await pruneCatalogueChanges(t.database.db, new Date(Date.now() + 2 * CATALOGUE_CHANGES_KEPT_MS), 10_000)).toBeGreaterThan(0);
    expect((await nearby('radius=0.3')).gyms.map((found) => [found.name, found.distance])).toEqual([['Pruned Mover', 0.25]]);
    await t.database.db.delete(gyms).where(eq(gyms.id, moved.id));
    expect(await names('radius=0.3')).toEqual([]);
  });

  it('keep no more gym JSON than allowed, and still answer with every gym', async () => {
    const all = await findWithinRadius(t.database.db, query(50), 101);
    // Room for about two gyms' JSON.
    const bytes = 2 * JSON.stringify(all.gyms[0]?.row).length;
    const small = createNearbyCatalogue(t.database.db, createMediaUrls(t.config), () => true, bytes);
    await t.database.db.transaction(async (tx) => (await small.read(tx, undefined))(), { isolationLevel: 'repeatable read' });
    for (const radius of [50, 3, 50]) {
      const asked = query(radius);
      if (!answeredInMemory(asked)) throw new Error('a query the index answers');
      const found = await small.within(asked, 101);
      expect(found.map(({ json }) => JSON.parse(json).id)).toEqual((await findWithinRadius(t.database.db, asked, 101)).gyms.map(({ row }) => row.id));
      expect(small.jsonKept()).toBeLessThanOrEqual(bytes);
      expect(small.jsonKept()).toBeGreaterThan(0);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('nearby in two processes, each with its own index (PostgreSQL)', () => {
  it('a gym added, moved or hidden through one process is found, moved or gone in the other at once', async () => {
    const sibling = await createSiblingApp(t);
    try {
      expect(await names('radius=0.4', sibling.app)).toEqual([]);
      const added = await gym({ name: 'Twin Nearby', ...at(0, 0.3) });
      expect(await names('radius=0.4', sibling.app)).toEqual(['Twin Nearby']);
      await t.database.db.update(gyms).set(at(0, 0.6)).where(eq(gyms.id, added.id));
      expect(await names('radius=0.4', sibling.app)).toEqual([]);
      expect((await nearby('radius=0.7', sibling.app)).gyms.map((found) => [found.name, found.distance])).toEqual([['Twin Nearby', 0.6]]);
      await t.database.db.update(gyms).set({ isApproved: false }).where(eq(gyms.id, added.id));
      expect(await names('radius=0.7', sibling.app)).toEqual([]);
    } finally {
      await sibling.close();
    }
  });
});
