import type { PublicGym } from '@gymslot/shared/gym-schemas';
import type { GymRow } from '../../db/schema/gyms.js';
import { toEarthPoint, type EarthPoint } from './earth-distance.js';

/** One public gym as the in-memory catalogue keeps it: its public view, ready-made JSON and keys. */
export interface CatalogueGym {
  id: string;
  latitude: number;
  longitude: number;
  point: EarthPoint;
  view: PublicGym;
  /** JSON.stringify(view) as UTF-8, made once per catalogue version rather than once per reply. */
  json: Buffer;
  /** The same bytes without the closing brace, for a reply that appends members to the gym. */
  jsonOpen: Buffer;
  /** lower(name), for A→Z. */
  nameKey: string;
  /** lower(city), for the city list. */
  cityKey: string;
  /** Lower-cased name, city, address and description: what a text search looks through. */
  searchable: readonly string[];
  /** Each amenity lower-cased and trimmed. */
  amenityKeys: ReadonlySet<string>;
  pricePerHourPaise: number;
  /** The rating as the `real` column holds it, so comparisons round like the database's. */
  rating: number;
  totalRatings: number;
}

export function toCatalogueGym(row: GymRow, view: PublicGym): CatalogueGym {
  const json = Buffer.from(JSON.stringify(view));
  return {
    id: row.id,
    latitude: row.latitude,
    longitude: row.longitude,
    point: toEarthPoint(row.latitude, row.longitude),
    view,
    json,
    jsonOpen: json.subarray(0, -1),
    nameKey: row.name.toLowerCase(),
    cityKey: row.city.toLowerCase(),
    searchable: [row.name, row.city, row.address, row.description].map((text) => text.toLowerCase()),
    amenityKeys: new Set(row.amenities.map((name) => name.trim().toLowerCase())),
    pricePerHourPaise: row.pricePerHourPaise,
    rating: Math.fround(row.averageRating),
    totalRatings: row.totalRatings,
  };
}

/** `,"distance":<km>}` for each distance in hundredths of a km, encoded once per process. */
const distanceTails: Buffer[] = [];

/**
 * What a gym's JSON without its closing brace (`jsonOpen`) is followed by in a reply that gives its
 * distance from the searched point: the distance in kilometres rounded to two places, written as
 * JSON.stringify writes that number, and the brace. Shared by every gym at that distance.
 */
export function distanceTail(distanceMeters: number): Buffer {
  const hundredths = Math.round((distanceMeters / 1000) * 100);
  return (distanceTails[hundredths] ??= Buffer.from(`,"distance":${JSON.stringify(hundredths / 100)}}`));
}
