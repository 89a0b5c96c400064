import { publicGymSchema } from '@gymslot/shared/gym-schemas';
import type { CatalogueGym } from './catalogue-gym.js';

// A gym's JSON as the replies that list it write it (one gym, nearby, search): made once per version
// of the gym and checked against its schema then, since serializing 50 gyms for every search cost
// five times what finding them did.

const written = new WeakMap<CatalogueGym, string>();

export function gymJson(gym: CatalogueGym): string {
  let json = written.get(gym);
  if (json === undefined) {
    json = JSON.stringify(publicGymSchema.parse(gym.view));
    written.set(gym, json);
  }
  return json;
}
