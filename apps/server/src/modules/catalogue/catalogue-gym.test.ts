import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogueGym } from './catalogue-gym.js';
import { distanceTail } from './catalogue-gym.js';

const json = Buffer.from(JSON.stringify({ _id: 'a', name: 'Gym' }));
const gym = { json, jsonOpen: json.subarray(0, -1) } as CatalogueGym;

describe('distanceTail', () => {
  it('writes the distance in km to two places exactly as JSON.stringify writes the rounded number', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 50_000, noNaN: true }), (meters) => {
        const text = Buffer.concat([gym.jsonOpen, distanceTail(meters)]).toString();
        const km = Math.round((meters / 1000) * 100) / 100;
        expect(text).toBe(`{"_id":"a","name":"Gym","distance":${JSON.stringify(km)}}`);
        expect(JSON.parse(text)).toEqual({ _id: 'a', name: 'Gym', distance: km });
      }),
      { numRuns: 2000 },
    );
  });
});
