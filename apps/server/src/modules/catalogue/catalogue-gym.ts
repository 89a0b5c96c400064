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
  /** JSON.stringify(view), made once per catalogue version rather than once per reply. */
  json: string;
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
  return {
    id: row.id,
    latitude: row.latitude,
    longitude: row.longitude,
    point: toEarthPoint(row.latitude, row.longitude),
    view,
    json: JSON.stringify(view),
    nameKey: row.name.toLowerCase(),
    cityKey: row.city.toLowerCase(),
    searchable: [row.name, row.city, row.address, row.description].map((text) => text.toLowerCase()),
    amenityKeys: new Set(row.amenities.map((name) => name.trim().toLowerCase())),
    pricePerHourPaise: row.pricePerHourPaise,
    rating: Math.fround(row.averageRating),
    totalRatings: row.totalRatings,
  };
}

/** The JSON of a gym with its distance from the searched point appended. */
export function jsonWithDistance(gym: CatalogueGym, distanceKm: number): string {
  return `${gym.json.slice(0, -1)},"distance":${JSON.stringify(distanceKm)}}`;
}
