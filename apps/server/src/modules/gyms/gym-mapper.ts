import type { ImageSource, PublicGym } from '@gymslot/shared/gym-schemas';
import { paiseToRupees } from '@gymslot/shared/money';
import type { GymBookingStats, ManagedGym } from '@gymslot/shared/owner-schemas';
import type { GymRow } from '../../db/schema/gyms.js';
import type { GymImageFile } from './gyms.repository.js';
import type { GymOwner } from './managed-gyms.repository.js';
import { gymImageKey, MEDIA_URL_PREFIX } from '../media/media-store.js';
import { variantFileName } from './gym-image-variants.js';

/** What the mapper needs of a gym_images row. */
export type GymImageRef = Pick<GymImageFile, 'fileName' | 'width' | 'variantWidths'>;

/** The URL the media routes serve a gym image from; the same path the local media store gives. */
export function gymImageUrl(gymId: string, fileName: string): string {
  return MEDIA_URL_PREFIX + gymImageKey(gymId, fileName);
}

/**
 * The files one image is stored as, narrowest first, from what its row records (never by looking
 * at the disk). Without a known width (demo SVGs, uploads from before variants) only `url` exists.
 */
function toImageSource(gymId: string, image: GymImageRef): ImageSource {
  const url = gymImageUrl(gymId, image.fileName);
  if (image.width === null) return { url, widths: [] };
  const variants = [...image.variantWidths]
    .sort((a, b) => a - b)
    .map((width) => ({ url: gymImageUrl(gymId, variantFileName(image.fileName, width)), width }));
  return { url, widths: [...variants, { url, width: image.width }] };
}

/** Each gym's image rows, in the order the rows came (display order). */
export function groupImageFiles(files: readonly GymImageFile[]): Map<string, GymImageFile[]> {
  const filesByGym = new Map<string, GymImageFile[]>();
  for (const file of files) {
    const list = filesByGym.get(file.gymId) ?? [];
    list.push(file);
    filesByGym.set(file.gymId, list);
  }
  return filesByGym;
}

/** Two decimals, for figures such as kilometres and ratings that the screens print as they come. */
export function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The public view of a gym. Fields are listed one by one, so the owner, the payout account and
 * any column added later stay out unless someone adds them here on purpose.
 */
export function toPublicGym(row: GymRow, images: readonly GymImageRef[]): PublicGym {
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
    imageUrls: images.map((image) => gymImageUrl(row.id, image.fileName)),
    imageSources: images.map((image) => toImageSource(row.id, image)),
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
  images: readonly GymImageRef[],
  stats: GymBookingStats,
): ManagedGym {
  return {
    ...toPublicGym(row, images),
    ownerId: { _id: owner.id, name: owner.name, email: owner.email },
    razorpayAccountId: row.razorpayAccountId ?? '',
    updatedAt: row.updatedAt.toISOString(),
    stats,
  };
}
