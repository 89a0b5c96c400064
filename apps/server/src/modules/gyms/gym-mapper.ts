import type { PublicGym } from '@gymslot/shared/gym-schemas';
import type { GymRow } from '../../db/schema/gyms.js';
import { gymImageKey, MEDIA_URL_PREFIX } from '../media/media-store.js';

/** The URL the media routes serve a gym image from; the same path the local media store gives. */
export function gymImageUrl(gymId: string, fileName: string): string {
  return MEDIA_URL_PREFIX + gymImageKey(gymId, fileName);
}

/** Two decimals, for figures such as kilometres and ratings that the screens print as they come. */
export function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The public view of a gym. Fields are listed one by one, so the owner, the payout account and
 * any column added later stay out unless someone adds them here on purpose.
 */
export function toPublicGym(row: GymRow, imageFileNames: readonly string[]): PublicGym {
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
    pricePerHour: row.pricePerHourPaise / 100,
    capacity: row.capacity,
    amenities: row.amenities,
    imageUrls: imageFileNames.map((fileName) => gymImageUrl(row.id, fileName)),
    contactNumber: row.contactNumber,
    email: row.email,
    ownerPhoneNumber: row.ownerPhoneNumber,
    // A `real` column can read back as 4.300000190734863 on some drivers.
    averageRating: roundTo2(row.averageRating),
    totalRatings: row.totalRatings,
    createdAt: row.createdAt.toISOString(),
  };
}
