import { compareText } from './catalogue-order.js';
import type { AmenitySpelling, CitySpelling } from './catalogue-search.repository.js';

// The city and amenity figures of the public gyms, from the per-spelling rows a trigger keeps
// (migration 0030): each city, or amenity, told apart without regard to case, named by the
// spelling most gyms write.

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

/** The rows of each key, in a map by key. */
function byKey<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group === undefined) groups.set(keyOf(row), [row]);
    else group.push(row);
  }
  return groups;
}

/** The most-written spelling; among equals the first in code-unit order, so capitals win. */
function nameOf(spellings: readonly { spelling: string; count: number }[]): string {
  let best = '';
  let bestCount = 0;
  for (const { spelling, count } of spellings) {
    if (count > bestCount || (count === bestCount && compareText(spelling, best) < 0)) {
      best = spelling;
      bestCount = count;
    }
  }
  return best;
}

/** One entry per city, in no particular order. */
export function citySummaries(rows: readonly CitySpelling[]): CitySummary[] {
  return [...byKey(rows, (row) => row.cityKey).values()].map((spellings) => {
    const sum = (pick: (row: CitySpelling) => number) => spellings.reduce((total, row) => total + pick(row), 0);
    const ratings = sum((row) => row.ratings);
    return {
      name: nameOf(spellings.map((row) => ({ spelling: row.spelling, count: row.gyms }))),
      totalGyms: sum((row) => row.gyms),
      averageRating: ratings > 0 ? sum((row) => row.weightedRatings) / ratings : 0,
    };
  });
}

/** The most-listed first, then A→Z. */
export function amenityCounts(rows: readonly AmenitySpelling[]): AmenityCount[] {
  return [...byKey(rows, (row) => row.amenityKey)]
    .map(([key, spellings]) => ({ key, gyms: spellings[0]?.gyms ?? 0, name: nameOf(spellings.map((row) => ({ spelling: row.spelling, count: row.uses }))) }))
    .sort((a, b) => b.gyms - a.gyms || compareText(a.key, b.key))
    .map((amenity) => ({ name: amenity.name, gymCount: amenity.gyms }));
}
