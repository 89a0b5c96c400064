import type { Booking } from '@gymslot/shared/booking-schemas';
import { useState } from 'react';
import { awaitsReview } from '../my-bookings-sections';

/**
 * Every visit seen awaiting a review while the screen is open: reviewing one does not move its card
 * out of 'Rate your visit' (which would remount it and lose the thanks and the focus on them).
 */
export function useVisitsToRate(bookings: readonly Booking[] | undefined): ReadonlySet<string> {
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  const fresh = (bookings ?? []).filter((booking) => awaitsReview(booking) && !seen.has(booking._id));
  if (fresh.length === 0) return seen;
  // Kept during render, as React's "information from previous renders": no render shows the card elsewhere.
  const next = new Set([...seen, ...fresh.map((booking) => booking._id)]);
  setSeen(next);
  return next;
}
