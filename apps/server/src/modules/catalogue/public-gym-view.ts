import type { ImageSource, PublicGym } from '@gymslot/shared/gym-schemas';
import { paiseToRupees } from '@gymslot/shared/money';
import type { SellingRules } from '@gymslot/shared/selling-rules';
import type { GymRow } from '../../db/schema/gyms.js';
import { variantFileName } from '../media/image-variants.js';
import { gymImageUrl, type MediaUrls } from '../media/media-store.js';

/** What the view needs of a gym_images row. */
export interface GymImageRef {
  fileName: string;
  width: number | null;
  variantWidths: number[];
}

/** A gym_images row as the views read it. */
export interface GymImageFile extends GymImageRef {
  gymId: string;
}

/** Two decimals, for figures such as kilometres and ratings that the screens print as they come. */
export function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The files one image is stored as, narrowest first, from what its row records (never by looking
 * at the disk). Without a known width (demo SVGs, uploads from before variants) only `url` exists.
 */
function toImageSource(urls: MediaUrls, gymId: string, image: GymImageRef): ImageSource {
  const url = gymImageUrl(urls, gymId, image.fileName);
  if (image.width === null) return { url, widths: [] };
  const variants = [...image.variantWidths]
    .sort((a, b) => a - b)
    .map((width) => ({ url: gymImageUrl(urls, gymId, variantFileName(image.fileName, width)), width }));
  return { url, widths: [...variants, { url, width: image.width }] };
}

/**
 * The public view of a gym. Fields are listed one by one, so the owner, the payout account and
 * any column added later stay out unless someone adds them here on purpose.
 */
export function toPublicGym(row: GymRow, images: readonly GymImageRef[], urls: MediaUrls): PublicGym {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    description: row.description,
    address: row.address,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    latitude: row.latitude,
    longitude: row.longitude,
    pricePerHour: paiseToRupees(row.pricePerHourPaise),
    capacity: row.capacity,
    amenities: row.amenities,
    imageUrls: images.map((image) => gymImageUrl(urls, row.id, image.fileName)),
    imageSources: images.map((image) => toImageSource(urls, row.id, image)),
    contactNumber: row.contactNumber,
    email: row.email,
    ownerPhoneNumber: row.ownerPhoneNumber,
    // A `real` column can read back as 4.300000190734863 on some drivers.
    averageRating: roundTo2(row.averageRating),
    totalRatings: row.totalRatings,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * How GymSlot sells the gym (§8.12): kept beside its public view, never in it (the API shows the
 * places left per slot, not the owner's settings). Catalogue versions move on every gym update.
 */
export function toSellingRules(row: Pick<GymRow, 'capacity' | 'placesPerSlot' | 'bookingWindowDays' | 'minNoticeMinutes'>): SellingRules {
  return {
    capacity: row.capacity,
    placesPerSlot: row.placesPerSlot,
    bookingWindowDays: row.bookingWindowDays,
    minNoticeMinutes: row.minNoticeMinutes,
  };
}

/** Each gym's image rows, in the order the rows came (display order). */
export function groupImageFiles<T extends { gymId: string }>(files: readonly T[]): Map<string, T[]> {
  const filesByGym = new Map<string, T[]>();
  for (const file of files) {
    const list = filesByGym.get(file.gymId) ?? [];
    list.push(file);
    filesByGym.set(file.gymId, list);
  }
  return filesByGym;
}
