import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earthDistanceMeters, toEarthPoint } from './earth-distance.js';
import { buildGeoGrid, type Located } from './geo-grid.js';

const latitude = fc.double({ min: -90, max: 90, noNaN: true });
const longitude = fc.double({ min: -180, max: 180, noNaN: true });
const place = fc.record({ latitude, longitude });

/** A point near the origin, so that the circle has something in it, or anywhere at all. */
const placeAround = (origin: Located) =>
  fc.oneof(
    fc.record({
      latitude: fc.double({ min: -1, max: 1, noNaN: true }).map((d) => Math.max(-90, Math.min(90, origin.latitude + d))),
      longitude: fc.double({ min: -1, max: 1, noNaN: true }).map((d) => {
        const moved = origin.longitude + d;
        return moved > 180 ? moved - 360 : moved < -180 ? moved + 360 : moved;
      }),
    }),
    place,
  );

describe('buildGeoGrid', () => {
  it('offers every place within the radius, wherever on earth (poles and the 180° line included)', () => {
    const scenario = place.chain((origin) =>
      fc.record({
        origin: fc.constant(origin),
        places: fc.array(placeAround(origin), { maxLength: 60 }),
        radiusMeters: fc.double({ min: 1, max: 50_000, noNaN: true }),
      }),
    );
    fc.assert(
      fc.property(scenario, ({ origin, places, radiusMeters }) => {
        const grid = buildGeoGrid(places);
        const offered = new Set(grid.around(origin.latitude, origin.longitude, radiusMeters));
        const centre = toEarthPoint(origin.latitude, origin.longitude);
        for (const candidate of places) {
          const distance = earthDistanceMeters(centre, toEarthPoint(candidate.latitude, candidate.longitude));
          if (distance <= radiusMeters) expect(offered.has(candidate)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('offers only the nearby cells, not the whole map', () => {
    const spread: Located[] = [];
    for (let lat = 8; lat < 35; lat += 0.25) for (let lng = 68; lng < 97; lng += 0.25) spread.push({ latitude: lat, longitude: lng });
    const grid = buildGeoGrid(spread);
    const offered = grid.around(19.076, 72.8777, 5000);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.length).toBeLessThan(spread.length / 100);
  });
});
