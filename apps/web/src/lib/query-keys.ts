// The cache keys more than one feature refreshes, in one place so no feature reaches into another's.

/** B3, the person's own bookings (My Bookings, the pass, the confirmation). */
export const myBookingsQueryKey = ['bookings', 'mine'] as const;
