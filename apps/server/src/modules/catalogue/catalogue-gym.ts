import type { PublicGym } from '@gymslot/shared/gym-schemas';
import type { SellingRules } from '@gymslot/shared/selling-rules';
import type { GymRow } from '../../db/schema/gyms.js';
import { toEarthPoint, type EarthPoint } from './earth-distance.js';
import type { MediaUrls } from '../media/media-store.js';
import { toPublicGym, toSellingRules, type GymImageRef } from './public-gym-view.js';

/** One public gym as the in-memory catalogue keeps it: its public view and the keys searches use. */
export interface CatalogueGym {
  id: string;
  latitude: number;
  longitude: number;
  point: EarthPoint;
  view: PublicGym;
  /** How GymSlot sells it (§8.12): the places a slot offers, how far ahead, how soon. */
  selling: SellingRules;
  /** For newest first. */
  createdAtMs: number;
  /** lower(name), for A→Z. */
  nameKey: string;
  /** The city as written, and lower-cased: cities are told apart without regard to case. */
  city: string;
  cityKey: string;
  /** Lower-cased name, city, address and description: what a text search looks through. */
  searchable: readonly string[];
  /** Each listed amenity trimmed, as written (blank ones left out). */
  amenities: readonly string[];
  /** The same lower-cased, once each. */
  amenityKeys: ReadonlySet<string>;
  pricePerHourPaise: number;
  /** The rating as the `real` column holds it, so comparisons round like the database's. */
  rating: number;
  totalRatings: number;
}

export function toCatalogueGym(row: GymRow, images: readonly GymImageRef[], hasOpeningHours: boolean, urls: MediaUrls): CatalogueGym {
  const amenities = row.amenities.map((name) => name.trim()).filter((name) => name !== '');
  return {
    id: row.id,
    latitude: row.latitude,
    longitude: row.longitude,
    point: toEarthPoint(row.latitude, row.longitude),
    view: { ...toPublicGym(row, images, urls), hasOpeningHours },
    selling: toSellingRules(row),
    createdAtMs: row.createdAt.getTime(),
    nameKey: row.name.toLowerCase(),
    city: row.city,
    cityKey: row.city.toLowerCase(),
    searchable: [row.name, row.city, row.address, row.description].map((text) => text.toLowerCase()),
    amenities,
    amenityKeys: new Set(amenities.map((name) => name.toLowerCase())),
    pricePerHourPaise: row.pricePerHourPaise,
    rating: Math.fround(row.averageRating),
    totalRatings: row.totalRatings,
  };
}
