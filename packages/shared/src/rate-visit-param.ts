/**
 * My Bookings' query parameter naming the visit whose rating form opens on arrival: the 'Rate your
 * visit' mail links to `/my-bookings?rate={bookingId}`. In a module of its own, with no schema beside
 * it: importing it from review-schemas.ts had My Bookings download zod (22 KB) before its first
 * paint (issue 32, like FORMER_MEMBER_NAME in issue 31).
 */
export const RATE_VISIT_PARAM = 'rate';
