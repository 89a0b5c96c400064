import type { CatalogueGym } from '../catalogue/catalogue-gym.js';
import { gymJson } from '../catalogue/catalogue-gym-json.js';

// The replies built per request (one gym, nearby, search), written from each gym's JSON
// (catalogue-gym-json.ts), which the catalogue makes once per version of the gym.

/** A gym in a list reply: its JSON, with its distance in km when the search had a point. */
export interface ListedGym {
  json: string;
  distance?: number;
}

function listedJson({ json, distance }: ListedGym): string {
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
