import type { PublicGym } from '@gymslot/shared/gym-schemas';
import type { GymBookingStats, ManagedGym } from '@gymslot/shared/owner-schemas';
import type { GymRow } from '../../db/schema/gyms.js';
import type { GymImageFile } from './gyms.repository.js';
import type { GymOwner } from './managed-gyms.repository.js';
import { gymImageKey, MEDIA_URL_PREFIX } from '../media/media-store.js';

/** The URL the media routes serve a gym image from; the same path the local media store gives. */
export function gymImageUrl(gymId: string, fileName: string): string {
  return MEDIA_URL_PREFIX + gymImageKey(gymId, fileName);
}

/** Each gym's image file names, in the order the rows came (display order). */
export function groupImageFileNames(files: readonly GymImageFile[]): Map<string, string[]> {
  const fileNamesByGym = new Map<string, string[]>();
  for (const file of files) {
    const list = fileNamesByGym.get(file.gymId) ?? [];
    list.push(file.fileName);
    fileNamesByGym.set(file.gymId, list);
  }
  return fileNamesByGym;
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

export const NO_BOOKINGS: GymBookingStats = { totalBookings: 0, verifiedBookings: 0, pendingBookings: 0, revenue: 0 };

/** The owner's and admin's view (my-gyms, all-gyms, add): the public view plus owner, payout id and figures. */
export function toManagedGym(
  row: GymRow,
  owner: GymOwner,
  imageFileNames: readonly string[],
  stats: GymBookingStats,
): ManagedGym {
  return {
    ...toPublicGym(row, imageFileNames),
    ownerId: { _id: owner.id, name: owner.name, email: owner.email },
    razorpayAccountId: row.razorpayAccountId ?? '',
    updatedAt: row.updatedAt.toISOString(),
    stats,
  };
}
