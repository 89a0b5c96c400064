import type { NearbySort } from '@gymslot/shared/gym-schemas';
import { compareText } from './catalogue-order.js';
import { chordOf, greatCircleMetres, type EarthPoint } from './earth-point.js';
import { createPackedIds } from './packed-ids.js';

// The public gyms' points and the few fields a nearby search filters and orders on, kept in typed
// arrays (decision 075): about 40 bytes a gym, and about 50 for its id (packed-ids.ts).
// It answers which gyms are within a radius, in the asked order, as findWithinRadius() would.

/** A public gym as the index keeps it, read from the database (nearby-index.repository.ts). */
export interface IndexedGym {
  id: string;
  /** earth_point's coordinates, as the database stored them. */
  x: number;
  y: number;
  z: number;
  pricePerHourPaise: number;
  /** average_rating, a `real`. */
  rating: number;
  totalRatings: number;
  /** lower(btrim()) of each amenity, as the database folds them, each once, sorted. */
  amenities: readonly string[];
}

export interface NearbyFilter {
  minPricePaise?: number | undefined;
  maxPricePaise?: number | undefined;
  minRating?: number | undefined;
  /** Lower-case names; a gym must list every one of them. */
  amenities?: readonly string[] | undefined;
  sortBy: Exclude<NearbySort, 'name'>;
}

export interface FoundGym {
  id: string;
  distanceMeters: number;
}

export interface NearbyIndex {
  readonly size: number;
  /** Adds the gym, or moves it to what it now is. */
  put(gym: IndexedGym): void;
  remove(id: string): void;
  /** Gyms within `radiusMeters` of `origin` that pass the filter, in the asked order, then nearest first, then by id. */
  within(origin: EarthPoint, radiusMeters: number, filter: NearbyFilter, limit: number): FoundGym[];
}

/**
 * The side of a grid cell, in metres of the cube's space: a 10 km search looks at about 8 cells, a
 * 50 km one (the most allowed) at a few hundred, most of them empty and so never stored.
 */
const CELL = 16_000;
/** Cell numbers along each axis run from -399 to 399 (the sphere's radius over CELL): offset and packed into one small integer. */
const AXIS = 1024;
const cellOf = (coordinate: number) => Math.floor(coordinate / CELL) + AXIS / 2;
const cellKey = (ix: number, iy: number, iz: number) => (ix * AXIS + iy) * AXIS + iz;

export function createNearbyIndex(): NearbyIndex {
  let capacity = 1024;
  let xs = new Float64Array(capacity);
  let ys = new Float64Array(capacity);
  let zs = new Float64Array(capacity);
  let prices = new Int32Array(capacity);
  let ratings = new Float32Array(capacity);
  let totals = new Int32Array(capacity);
  /** Each gym's set of amenities, as a number: gyms share a few sets, each kept once. */
  let amenitySets = new Int32Array(capacity);
  const ids = createPackedIds();
  /** Slots used so far; those of removed gyms wait in freeSlots. */
  let slots = 0;
  const freeSlots: number[] = [];
  const cells = new Map<number, number[]>();
  const sets: (readonly string[])[] = [];
  const setNumbers = new Map<string, number>();

  const grow = () => {
    capacity *= 2;
    const larger = <T extends Float64Array | Float32Array | Int32Array>(old: T, make: (size: number) => T): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    xs = larger(xs, (size) => new Float64Array(size));
    ys = larger(ys, (size) => new Float64Array(size));
    zs = larger(zs, (size) => new Float64Array(size));
    prices = larger(prices, (size) => new Int32Array(size));
    ratings = larger(ratings, (size) => new Float32Array(size));
    totals = larger(totals, (size) => new Int32Array(size));
    amenitySets = larger(amenitySets, (size) => new Int32Array(size));
  };

  const slotCell = (slot: number) => cellKey(cellOf(xs[slot] ?? 0), cellOf(ys[slot] ?? 0), cellOf(zs[slot] ?? 0));

  const setNumber = (amenities: readonly string[]) => {
    const key = JSON.stringify(amenities);
    let number = setNumbers.get(key);
    if (number === undefined) {
      number = sets.length;
      sets.push(amenities);
      setNumbers.set(key, number);
    }
    return number;
  };

  const remove = (id: string) => {
    const slot = ids.slotOf(id);
    if (slot === undefined) return;
    const key = slotCell(slot);
    const cell = cells.get(key) ?? [];
    cell[cell.indexOf(slot)] = cell[cell.length - 1] ?? slot;
    cell.pop();
    if (cell.length === 0) cells.delete(key);
    ids.delete(id);
    freeSlots.push(slot);
  };

  const put = (gym: IndexedGym) => {
    remove(gym.id);
    let slot = freeSlots.pop();
    if (slot === undefined) {
      slot = slots;
      slots += 1;
      if (slot === capacity) grow();
    }
    ids.set(gym.id, slot);
    xs[slot] = gym.x;
    ys[slot] = gym.y;
    zs[slot] = gym.z;
    prices[slot] = gym.pricePerHourPaise;
    ratings[slot] = gym.rating;
    totals[slot] = gym.totalRatings;
    amenitySets[slot] = setNumber(gym.amenities);
    const key = slotCell(slot);
    const cell = cells.get(key);
    if (cell === undefined) cells.set(key, [slot]);
    else cell.push(slot);
  };

  /** Whether each amenity set holds every wanted amenity, worked out once per set a search meets. */
  const amenityCheck = (wanted: readonly string[] | undefined) => {
    if (wanted === undefined || wanted.length === 0) return () => true;
    const known = new Map<number, boolean>();
    return (set: number) => {
      let passes = known.get(set);
      if (passes === undefined) {
        const listed = sets[set] ?? [];
        passes = wanted.every((name) => listed.includes(name));
        known.set(set, passes);
      }
      return passes;
    };
  };

  /** The order of findWithinRadius()'s `order by`, ending nearest first, then by id (`collate "C"`). */
  const comparer = (sortBy: NearbyFilter['sortBy']) => {
    const byDistance = (a: Match, b: Match) => a.distanceMeters - b.distanceMeters || compareText(ids.idOf(a.slot), ids.idOf(b.slot));
    const price = (match: Match) => prices[match.slot] ?? 0;
    switch (sortBy) {
      case 'price_low':
        return (a: Match, b: Match) => price(a) - price(b) || byDistance(a, b);
      case 'price_high':
        return (a: Match, b: Match) => price(b) - price(a) || byDistance(a, b);
      case 'rating':
        return (a: Match, b: Match) =>
          (ratings[b.slot] ?? 0) - (ratings[a.slot] ?? 0) || (totals[b.slot] ?? 0) - (totals[a.slot] ?? 0) || byDistance(a, b);
      case 'distance':
        return byDistance;
    }
  };

  const within = (origin: EarthPoint, radiusMeters: number, filter: NearbyFilter, limit: number): FoundGym[] => {
    // The box cube_enlarge(origin, gc_to_sec(radius)) makes, which the database checks before the distance.
    const reach = chordOf(radiusMeters);
    const low = { x: origin.x - reach, y: origin.y - reach, z: origin.z - reach };
    const high = { x: origin.x + reach, y: origin.y + reach, z: origin.z + reach };
    const minRating = filter.minRating === undefined ? undefined : Math.fround(filter.minRating);
    const hasAmenities = amenityCheck(filter.amenities);
    const matches: Match[] = [];
    for (let ix = cellOf(low.x); ix <= cellOf(high.x); ix += 1) {
      for (let iy = cellOf(low.y); iy <= cellOf(high.y); iy += 1) {
        for (let iz = cellOf(low.z); iz <= cellOf(high.z); iz += 1) {
          for (const slot of cells.get(cellKey(ix, iy, iz)) ?? []) {
            const x = xs[slot] ?? NaN;
            const y = ys[slot] ?? NaN;
            const z = zs[slot] ?? NaN;
            if (!(low.x <= x && x <= high.x && low.y <= y && y <= high.y && low.z <= z && z <= high.z)) continue;
            const price = prices[slot] ?? 0;
            if (filter.minPricePaise !== undefined && !(price >= filter.minPricePaise)) continue;
            if (filter.maxPricePaise !== undefined && !(price <= filter.maxPricePaise)) continue;
            if (minRating !== undefined && !((ratings[slot] ?? 0) >= minRating)) continue;
            if (!hasAmenities(amenitySets[slot] ?? -1)) continue;
            const distanceMeters = greatCircleMetres(origin, x, y, z);
            if (!(distanceMeters <= radiusMeters)) continue;
            matches.push({ slot, distanceMeters });
          }
        }
      }
    }
    return matches
      .sort(comparer(filter.sortBy))
      .slice(0, limit)
      .map(({ slot, distanceMeters }) => ({ id: ids.idOf(slot), distanceMeters }));
  };

  return {
    get size() {
      return ids.size;
    },
    put,
    remove,
    within,
  };
}

interface Match {
  slot: number;
  distanceMeters: number;
}
