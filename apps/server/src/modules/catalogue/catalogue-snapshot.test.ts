import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GymRow } from '../../db/schema/gyms.js';
import { createMediaUrls } from '../media/media-store.js';
import { toCatalogueGym } from './catalogue-gym.js';
import { emptySnapshot, type CatalogueSnapshot } from './catalogue-snapshot.js';

const mediaUrls = createMediaUrls({ publicUrl: 'http://localhost:3000', mediaPublicUrl: 'http://localhost:3000/media' });

// A catalogue brought up to date change by change must equal one loaded whole at the end: the
// same gyms in the same order, the same city and amenity figures, the same radius candidates.

const ids = ['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7', 'h8'];
const cities = ['Pune', 'pune', 'PUNE', 'Mumbai', 'Goa'];
const amenities = ['Wifi', 'WiFi', 'wifi ', 'Parking', ' ', 'Sauna'];

interface GymState {
  city: string;
  amenities: string[];
  createdAtMs: number;
  averageRating: number;
  totalRatings: number;
  latitude: number;
  longitude: number;
}

const gymState: fc.Arbitrary<GymState> = fc.record({
  city: fc.constantFrom(...cities),
  amenities: fc.array(fc.constantFrom(...amenities), { maxLength: 4 }),
  createdAtMs: fc.integer({ min: 0, max: 5 }).map((n) => Date.UTC(2026, 0, 1) + n * 1000),
  averageRating: fc.constantFrom(0, 3.5, 4.2, 5),
  totalRatings: fc.integer({ min: 0, max: 40 }),
  latitude: fc.double({ min: 18, max: 19, noNaN: true }),
  longitude: fc.double({ min: 72.5, max: 74, noNaN: true }),
});

/** Each change sets a gym to a new state, or takes it out of the public catalogue (null). */
const change = fc.record({ id: fc.constantFrom(...ids), state: fc.option(gymState, { nil: null }) });

function rowOf(id: string, state: GymState): GymRow {
  return {
    id,
    name: `Gym ${id}`,
    description: '',
    address: '',
    city: state.city,
    state: 'MH',
    pincode: '411001',
    latitude: state.latitude,
    longitude: state.longitude,
    pricePerHourPaise: 20_000,
    capacity: 10,
    amenities: state.amenities,
    contactNumber: '9000000000',
    email: 'gym@example.com',
    ownerPhoneNumber: '9000000000',
    averageRating: state.averageRating,
    totalRatings: state.totalRatings,
    createdAt: new Date(state.createdAtMs),
  } as GymRow;
}

function summary(snapshot: CatalogueSnapshot) {
  const byCity = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  return {
    newest: snapshot.newest.map((gym) => gym.id),
    byId: [...snapshot.byId.keys()].sort(),
    cities: [...snapshot.cities()].sort(byCity).map((city) => ({ ...city, averageRating: Math.round(city.averageRating * 1e6) })),
    amenities: snapshot.amenities(),
    around: snapshot.grid.around(18.5, 73.2, 200_000).map((gym) => gym.id).sort(),
  };
}

describe('CatalogueSnapshot.withChanges', () => {
  it('ends where a whole load of the final gyms ends, whatever the changes', () => {
    fc.assert(
      fc.property(fc.array(fc.array(change, { minLength: 1, maxLength: 4 }), { maxLength: 12 }), (versions) => {
        const current = new Map<string, GymRow>();
        let snapshot = emptySnapshot(1n);
        versions.forEach((changes, index) => {
          for (const { id, state } of changes) {
            if (state === null) current.delete(id);
            else current.set(id, rowOf(id, state));
          }
          const changedIds = new Set(changes.map(({ id }) => id));
          const fresh = [...changedIds].flatMap((id) => {
            const row = current.get(id);
            return row ? [toCatalogueGym(row, [], true, mediaUrls)] : [];
          });
          snapshot = snapshot.withChanges(BigInt(index + 2), changedIds, fresh);
        });
        const whole = emptySnapshot(99n).withChanges(99n, new Set(), [...current.values()].map((row) => toCatalogueGym(row, [], true, mediaUrls)));
        expect(summary(snapshot)).toEqual(summary(whole));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps what it derived when a version changed no public gym', () => {
    const row = rowOf('a1', { city: 'Pune', amenities: [], createdAtMs: 0, averageRating: 4, totalRatings: 2, latitude: 18.5, longitude: 73.8 });
    const first = emptySnapshot(1n).withChanges(2n, new Set(['a1']), [toCatalogueGym(row, [], true, mediaUrls)]);
    const reply = first.derive('reply', () => ({ built: 'once' }));
    const next = first.withChanges(3n, new Set(['hidden-gym']), []);
    expect(next.version).toBe(3n);
    expect(next.derive('reply', () => ({ built: 'again' }))).toBe(reply);
    expect(next.withChanges(4n, new Set(['a1']), []).derive('reply', () => ({ built: 'again' }))).toEqual({ built: 'again' });
  });

  it('leaves the version it started from as it was', () => {
    const row = rowOf('a1', { city: 'Pune', amenities: ['Wifi'], createdAtMs: 0, averageRating: 4, totalRatings: 2, latitude: 18.5, longitude: 73.8 });
    const first = emptySnapshot(1n).withChanges(2n, new Set(['a1']), [toCatalogueGym(row, [], true, mediaUrls)]);
    const before = summary(first);
    first.withChanges(3n, new Set(['a1']), []);
    expect(summary(first)).toEqual(before);
  });
});
