import { NEXT_PATH_PARAM } from '@gymslot/shared/safe-path';

// Every route of the app, defined once: `path` is the router pattern, `getHref` builds a link to it.

const segment = (value: string) => encodeURIComponent(value);
/** What a link to a route needs: the value of its one `:name` segment, or nothing for a fixed path. */
type LinkValue<Path extends string> = Path extends `${string}:${string}` ? [value: string] : [];
/**
 * A link puts the value, encoded, in place of the `:name` segment; a pattern without one is its own
 * link. One function, under one name, for both kinds keeps `/`'s first download small
 * (docs/decisions/041): the link's arguments are typed from the pattern.
 */
const route = <Path extends string>(path: Path) => ({
  path,
  getHref: (...[value]: LinkValue<Path>) => path.replace(/:\w+/, () => segment(value ?? '')),
});
/**
 * `path` with a query string when there is one. One helper for every route with a query: this file
 * ships with `/`, whose budget has no bytes to spare (docs/decisions/041); a template literal calls
 * URLSearchParams' toString() by itself.
 */
const withQuery = (path: string, query?: Record<string, string>) => (query ? `${path}?${new URLSearchParams(query)}` : path);
/** A route whose link may carry `next`: where the person was going (a safe same-site path, @gymslot/shared/safe-path). */
const nextPath = (path: string) => ({ path, getHref: (next?: string) => withQuery(path, next ? { [NEXT_PATH_PARAM]: next } : undefined) });

export const paths = {
  home: route('/'),

  login: nextPath('/login'),
  register: nextPath('/register'),
  phoneLogin: nextPath('/login/phone'),
  verifyEmail: route('/verify-email/:token'),
  verifyEmailWithoutToken: route('/verify-email'),
  forgotPassword: route('/forgot-password'),
  resetPassword: route('/reset-password/:token'),

  about: route('/aboutus'),
  partnership: route('/partnership'),
  help: route('/help'),
  contact: route('/contactus'),
  // §8.11: anyone may read them (data-routes.tsx openPages).
  privacy: route('/privacy'),
  grievance: route('/grievance'),
  unauthorized: route('/unauthorized'),

  explore: {
    path: '/explore',
    getHref: (search?: string) => withQuery('/explore', search ? { search } : undefined),
  },
  cities: route('/cities'),
  // Also serves gym details when the segment is a gym id (spec §2: both readings stand).
  cityGyms: route('/gyms/:city'),
  gymDetails: route('/gym/:id'),
  findGyms: route('/find-gyms'),
  search: route('/search'),
  map: route('/map'),
  nearby: route('/nearby'),
  book: {
    path: '/book/:gymId',
    // A slot picked on the gym page travels as ?date=YYYY-MM-DD&time=hh:mm AM (spec §2 "Gym details").
    getHref: (gymId: string, slot?: { date: string; time: string }) => withQuery(`/book/${segment(gymId)}`, slot),
  },
  payment: route('/payment/:bookingId'),
  confirmation: route('/confirmation/:bookingId'),
  myBookings: route('/my-bookings'),
  // §8.11: every signed-in person's account (message preferences now); a mail's link to stop a kind of mail.
  account: route('/account'),
  unsubscribe: route('/unsubscribe/:token'),

  ownerDashboard: route('/owner/dashboard'),
  ownerBookings: route('/owner/bookings'),
  ownerInsights: route('/owner/insights'),
  adminGymInsights: route('/admin/gym/:gymId/insights'),
  ownerPayouts: route('/owner/payouts'),
  verifyBooking: {
    path: '/owner/verify-booking',
    // The bookings list pre-fills the form with ?bookingId=…&otp=… (spec §2 "Owner all bookings").
    getHref: (prefill?: { bookingId: string; otp: string }) => withQuery('/owner/verify-booking', prefill),
  },
  recurringAvailability: route('/owner/gym/:gymId/set-recurring-availability'),
  ownerEditGym: route('/owner/gym/:gymId/edit'),
  ownerPriceBands: route('/owner/gym/:gymId/prices'),
  ownerSelling: route('/owner/gym/:gymId/selling'),
  ownerGymStaff: route('/owner/gym/:gymId/staff'),
  ownerDateAvailability: route('/owner/set-date-availability'),
  ownerGymAvailability: route('/owner/gym/:gymId/all-availability'),

  adminDashboard: route('/admin/dashboard'),
  adminMessages: route('/admin/messages'),
  adminReports: route('/admin/reports'),
  adminDisputes: route('/admin/disputes'),
  addGym: route('/admin/add-gym'),
  adminEditGym: route('/admin/gym/:gymId/edit'),
  adminPriceBands: route('/admin/gym/:gymId/prices'),
  adminDateAvailability: route('/admin/date-availability'),
  adminGymAvailability: route('/admin/gym/:gymId/all-availability'),
} as const;
