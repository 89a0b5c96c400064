import { publicGymSchema } from '@gymslot/shared/gym-schemas';
import type { CatalogueGym } from '../catalogue/catalogue-gym.js';

// The replies built per request (one gym, nearby, search), written from each gym's JSON, which is
// made once per version of the gym and checked against its schema then: serializing 50 gyms for
// every search cost five times what finding them did.

/** A gym in a list reply, with its distance in km when the search had a point. */
export interface ListedGym {
  gym: CatalogueGym;
  distance?: number;
}

const written = new WeakMap<CatalogueGym, string>();

function gymJson(gym: CatalogueGym): string {
  let json = written.get(gym);
  if (json === undefined) {
    json = JSON.stringify(publicGymSchema.parse(gym.view));
    written.set(gym, json);
  }
  return json;
}

function listedJson({ gym, distance }: ListedGym): string {
  const json = gymJson(gym);
  return distance === undefined ? json : `${json.slice(0, -1)},"distance":${JSON.stringify(distance)}}`;
}

/** A list reply's JSON, its members in their order: `gyms` from the gyms' own JSON, the rest by JSON.stringify. */
export function listReplyJson(reply: { gyms: readonly ListedGym[] }): string {
  const members = Object.entries(reply).map(
    ([key, value]) => `${JSON.stringify(key)}:${key === 'gyms' ? `[${reply.gyms.map(listedJson).join(',')}]` : JSON.stringify(value)}`,
  );
  return `{${members.join(',')}}`;
}

/** G5/G6's reply. */
export const gymReplyJson = (gym: CatalogueGym): string => `{"success":true,"gym":${gymJson(gym)}}`;
