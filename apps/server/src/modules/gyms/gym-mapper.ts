import type { GymBookingStats, ManagedGym } from '@gymslot/shared/owner-schemas';
import type { GymRow } from '../../db/schema/gyms.js';
import { toPublicGym, type GymImageRef } from '../catalogue/public-gym-view.js';
import type { MediaUrls } from '../media/media-store.js';
import type { GymOwner } from './managed-gyms.repository.js';

export const NO_BOOKINGS: GymBookingStats = { totalBookings: 0, verifiedBookings: 0, pendingBookings: 0, revenue: 0 };

/** The owner's and admin's view (my-gyms, all-gyms, add): the public view plus owner, payout id, GSTIN and figures. */
export function toManagedGym(
  row: GymRow,
  owner: GymOwner,
  images: readonly GymImageRef[],
  stats: GymBookingStats,
  urls: MediaUrls,
): ManagedGym {
  return {
    ...toPublicGym(row, images, urls),
    ownerId: { _id: owner.id, name: owner.name, email: owner.email },
    razorpayAccountId: row.razorpayAccountId ?? '',
    updatedAt: row.updatedAt.toISOString(),
    stats,
    gstin: row.gstin ?? '',
  };
}
