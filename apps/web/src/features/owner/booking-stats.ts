import type { DeskBooking } from '@gymslot/shared/booking-schemas';
import type { GymBookingStats } from '@gymslot/shared/owner-schemas';

const emptyBookingStats: GymBookingStats = { totalBookings: 0, verifiedBookings: 0, pendingBookings: 0, revenue: 0 };

/** Counts paid bookings; revenue is every paid amount, verified or not (the customer has paid either way). */
export function statsOfBookings(bookings: readonly Pick<DeskBooking, 'isVerified' | 'amount'>[]): GymBookingStats {
  const verifiedBookings = bookings.filter((booking) => booking.isVerified).length;
  return {
    totalBookings: bookings.length,
    verifiedBookings,
    pendingBookings: bookings.length - verifiedBookings,
    revenue: bookings.reduce((sum, booking) => sum + (booking.amount ?? 0), 0),
  };
}

export function addStats(stats: readonly GymBookingStats[]): GymBookingStats {
  return stats.reduce(
    (sum, entry) => ({
      totalBookings: sum.totalBookings + entry.totalBookings,
      verifiedBookings: sum.verifiedBookings + entry.verifiedBookings,
      pendingBookings: sum.pendingBookings + entry.pendingBookings,
      revenue: (sum.revenue ?? 0) + (entry.revenue ?? 0),
    }),
    emptyBookingStats,
  );
}
