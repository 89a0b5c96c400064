import { formatIndianNumber } from '@gymslot/shared/indian-number';

// Money and dates have one home in packages/shared (money.ts, date-format.ts), shared with the
// server's mails; what stays here is only shown on screens.

/** A distance in km; the server sends 2 decimals, one is plenty on screen. */
export function formatDistanceKm(distanceKm: number): string {
  return `${formatIndianNumber(distanceKm, 1)} km`;
}
