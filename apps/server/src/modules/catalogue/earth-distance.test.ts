import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { rowsOf } from '../../db/rows.js';
import { earthDistanceMeters, toEarthPoint } from './earth-distance.js';

// Distances in replies must not change now that they are worked out in memory: they are checked
// against the earthdistance extension that computed them before.
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** Coordinates as a phone gives them: six decimals. */
const microDegrees = (limit: number) => fc.integer({ min: -limit * 1e6, max: limit * 1e6 }).map((n) => n / 1e6);

describe('earthDistanceMeters', () => {
  it("agrees with the database's earth_distance(ll_to_earth(...), ll_to_earth(...))", async () => {
    const pairs = fc.sample(
      fc.tuple(
        microDegrees(90),
        microDegrees(180),
        microDegrees(0.5),
        microDegrees(0.5),
      ),
      { numRuns: 200, seed: 20261121 },
    );
    for (const [lat1, lng1, dLat, dLng] of pairs) {
      const lat2 = Math.max(-90, Math.min(90, lat1 + dLat));
      const lng2 = Math.max(-180, Math.min(180, lng1 + dLng));
      const [row] = rowsOf<{ meters: number }>(
        await database.db.execute(
          sql`select earth_distance(ll_to_earth(${lat1}::float8, ${lng1}::float8), ll_to_earth(${lat2}::float8, ${lng2}::float8))::float8 as meters`,
        ),
      );
      const inMemory = earthDistanceMeters(toEarthPoint(lat1, lng1), toEarthPoint(lat2, lng2));
      expect(Math.abs(inMemory - Number(row?.meters))).toBeLessThan(1e-6);
    }
  });

  it('is zero for the same point and half the circumference for antipodes', () => {
    const here = toEarthPoint(19.076, 72.8777);
    expect(earthDistanceMeters(here, here)).toBe(0);
    expect(earthDistanceMeters(toEarthPoint(0, 0), toEarthPoint(0, 180))).toBeCloseTo(Math.PI * 6378168, 3);
  });
});
