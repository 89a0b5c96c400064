import type { Executor } from '../../db/client.js';
import { compareText } from '../catalogue/catalogue-order.js';
import * as gymsRepository from './gyms.repository.js';

// A city as an admin or owner types it ('mumbai', 'MUMBAI', 'Navi  Mumbai') is stored as the gyms
// already in that city spell it, so G1 and G3 never list one city twice and G4 finds every gym of it
// (decision 068). A city no gym has yet is kept as typed, its runs of spaces made one.

/** How two spellings are told to be one city: case and spaces aside. */
const cityKeyOf = (city: string) => city.replace(/\s/g, '').toLowerCase();

const tidied = (city: string) => city.trim().replace(/\s+/g, ' ');

/** The spelling most of the city's gyms use; among equals the first in code-unit order, so capitals win (as the catalogue names a city). */
export function knownSpelling(spellings: readonly { city: string; gyms: number }[], typed: string): string {
  const key = cityKeyOf(typed);
  let best: { city: string; gyms: number } | undefined;
  for (const spelling of spellings) {
    if (cityKeyOf(spelling.city) !== key) continue;
    if (!best || spelling.gyms > best.gyms || (spelling.gyms === best.gyms && compareText(spelling.city, best.city) < 0)) best = spelling;
  }
  return best === undefined ? tidied(typed) : tidied(best.city);
}

/** The city to store for `typed`: a known city's spelling, else the typed one tidied. The gym being edited does not count as known. */
export async function cityAsKnown(db: Executor, typed: string, exceptGymId?: string): Promise<string> {
  return knownSpelling(await gymsRepository.findCitySpellings(db, cityKeyOf(typed), exceptGymId), typed);
}
