import type { PublicGym } from '@gymslot/shared/gym-schemas';
import type { SellingRules } from '@gymslot/shared/selling-rules';
import type { GymRow } from '../../db/schema/gyms.js';
import type { MediaUrls } from '../media/media-store.js';
import { toPublicGym, toSellingRules, type GymImageRef } from './public-gym-view.js';

/** One public gym as the catalogue hands it out: its public view and what the gym page needs beside it. */
export interface CatalogueGym {
  id: string;
  view: PublicGym;
  /** How GymSlot sells it (§8.12): the places a slot offers, how far ahead, how soon. */
  selling: SellingRules;
  /** What an hour costs when no price band says otherwise. */
  pricePerHourPaise: number;
  /** The rating as the `real` column holds it. */
  rating: number;
  totalRatings: number;
}

export function toCatalogueGym(row: GymRow, images: readonly GymImageRef[], hasOpeningHours: boolean, urls: MediaUrls): CatalogueGym {
  return {
    id: row.id,
    view: { ...toPublicGym(row, images, urls), hasOpeningHours },
    selling: toSellingRules(row),
    pricePerHourPaise: row.pricePerHourPaise,
    rating: Math.fround(row.averageRating),
    totalRatings: row.totalRatings,
  };
}
