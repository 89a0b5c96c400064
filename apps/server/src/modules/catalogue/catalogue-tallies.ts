import type { CatalogueGym } from './catalogue-gym.js';
import { compareText } from './catalogue-order.js';

// The city and amenity figures of the public gyms, kept up to date gym by gym: a change subtracts
// what the old gym added and adds the new one, so no figure is recounted over every gym.

/** Everything known of one city, or one amenity, told apart without regard to case. */
interface Group {
  /** How often each spelling is written; the most-written one names the group. */
  spellings: ReadonlyMap<string, number>;
  gyms: number;
  /** Sum of rating × number of ratings, and the number of ratings (cities only). */
  weightedRatings: number;
  ratings: number;
}

export type Tally = ReadonlyMap<string, Group>;

export interface CitySummary {
  /** The spelling most gyms use ("Pune" over "pune"); ties go to the capitalised one. */
  name: string;
  totalGyms: number;
  /** Every rating in the city weighs the same, so one gym with many reviews counts for more. */
  averageRating: number;
}

export interface AmenityCount {
  name: string;
  gymCount: number;
}

/** One gym's part in a tally: the groups it belongs to, each with the spellings it writes. */
type Part = { key: string; spellings: readonly string[]; weightedRatings: number; ratings: number };

const cityPart = (gym: CatalogueGym): Part[] => [
  { key: gym.cityKey, spellings: [gym.city], weightedRatings: gym.rating * gym.totalRatings, ratings: gym.totalRatings },
];

/** A gym that lists one amenity twice ("Wifi", "WiFi") counts once, though both spellings count. */
function amenityParts(gym: CatalogueGym): Part[] {
  const parts = new Map<string, string[]>();
  for (const name of gym.amenities) {
    const key = name.toLowerCase();
    parts.set(key, [...(parts.get(key) ?? []), name]);
  }
  return [...parts].map(([key, spellings]) => ({ key, spellings, weightedRatings: 0, ratings: 0 }));
}

function changeTally(previous: Tally, partsOf: (gym: CatalogueGym) => Part[], removed: readonly CatalogueGym[], added: readonly CatalogueGym[]): Tally {
  const next = new Map(previous);
  const copied = new Map<string, Group & { spellings: Map<string, number> }>();
  const groupToChange = (key: string) => {
    let group = copied.get(key);
    if (group === undefined) {
      const old = next.get(key);
      group = { gyms: old?.gyms ?? 0, weightedRatings: old?.weightedRatings ?? 0, ratings: old?.ratings ?? 0, spellings: new Map(old?.spellings) };
      copied.set(key, group);
      next.set(key, group);
    }
    return group;
  };
  const apply = (gym: CatalogueGym, sign: 1 | -1) => {
    for (const part of partsOf(gym)) {
      const group = groupToChange(part.key);
      group.gyms += sign;
      group.weightedRatings += sign * part.weightedRatings;
      group.ratings += sign * part.ratings;
      for (const spelling of part.spellings) {
        const count = (group.spellings.get(spelling) ?? 0) + sign;
        if (count > 0) group.spellings.set(spelling, count);
        else group.spellings.delete(spelling);
      }
    }
  };
  for (const gym of removed) apply(gym, -1);
  for (const gym of added) apply(gym, 1);
  for (const [key, group] of copied) if (group.gyms <= 0) next.delete(key);
  return next;
}

export const changeCities = (previous: Tally, removed: readonly CatalogueGym[], added: readonly CatalogueGym[]) =>
  changeTally(previous, cityPart, removed, added);

export const changeAmenities = (previous: Tally, removed: readonly CatalogueGym[], added: readonly CatalogueGym[]) =>
  changeTally(previous, amenityParts, removed, added);

/** The most-written spelling; among equals the first in code-unit order, so capitals win. */
function nameOf(group: Group): string {
  let best = '';
  let bestCount = 0;
  for (const [spelling, count] of group.spellings) {
    if (count > bestCount || (count === bestCount && compareText(spelling, best) < 0)) {
      best = spelling;
      bestCount = count;
    }
  }
  return best;
}

export function citySummaries(cities: Tally): CitySummary[] {
  return [...cities.values()].map((group) => ({
    name: nameOf(group),
    totalGyms: group.gyms,
    averageRating: group.ratings > 0 ? group.weightedRatings / group.ratings : 0,
  }));
}

/** The most-listed first, then A→Z. */
export function amenityCounts(amenities: Tally): AmenityCount[] {
  return [...amenities]
    .sort(([keyA, a], [keyB, b]) => b.gyms - a.gyms || compareText(keyA, keyB))
    .map(([, group]) => ({ name: nameOf(group), gymCount: group.gyms }));
}
