import type { PublicGym } from '@gymslot/shared/gym-schemas';

// Spec §5: client-side and case-insensitive; blank text matches everything.
const normalized = (text: string) => text.trim().toLowerCase();

export function cityMatchesText(cityName: string, searchText: string): boolean {
  return cityName.toLowerCase().includes(normalized(searchText));
}

/** A gym matches when the text occurs in its name, description or city. */
export function gymMatchesText(gym: Pick<PublicGym, 'name' | 'description' | 'city'>, searchText: string): boolean {
  const needle = normalized(searchText);
  return [gym.name, gym.description, gym.city].some((field) => field.toLowerCase().includes(needle));
}
