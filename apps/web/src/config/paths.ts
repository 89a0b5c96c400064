import { NEXT_PATH_PARAM } from '@gymslot/shared/safe-path';

// Every route of the app, defined once: `path` is the router pattern, `getHref` builds a link to it.

const segment = (value: string) => encodeURIComponent(value);
/** What a link to a route needs: the value of its one `:name` segment, or nothing for a fixed path. */
type LinkValue<Path extends string> = Path extends `${string}:${string}` ? [value: string] : [];
/**
 * A link puts the value, encoded, in place of the `:name` segment; a pattern without one is its own
 * link. One function for both kinds keeps `/`'s first download small (docs/decisions/041).
 */
const route = <Path extends string>(path: Path) => ({
  path,
  getHref: (...[value]: LinkValue<Path>) => path.replace(/:\w+/, () => segment(value ?? '')),
});
/** A route without parameters. */
const fixedPath = route;
/** A route with one parameter. */
const oneParamPath = route;
/**
 * `path` with a query string when there is one. One helper for every route with a query: this file
 * ships with `/`, whose budget has no bytes to spare (docs/decisions/041); a template literal calls
 * URLSearchParams' toString() by itself.
 */
const withQuery = (path: string, query?: Record<string, string>) => (query ? `${path}?${new URLSearchParams(query)}` : path);
/** A route whose link may carry `next`: where the person was going (a safe same-site path, @gymslot/shared/safe-path). */
const nextPath = (path: string) => ({ path, getHref: (next?: string) => withQuery(path, next ? { [NEXT_PATH_PARAM]: next } : undefined) });

export const paths = {
  home: fixedPath('/'),

  login: nextPath('/login'),
  register: nextPath('/register'),
  phoneLogin: nextPath('/login/phone'),
  verifyEmail: oneParamPath('/verify-email/:token'),
  verifyEmailWithoutToken: fixedPath('/verify-email'),
  forgotPassword: fixedPath('/forgot-password'),
  resetPassword: oneParamPath('/reset-password/:token'),

  about: fixedPath('/aboutus'),
  partnership: fixedPath('/partnership'),
  help: fixedPath('/help'),
  contact: fixedPath('/contactus'),
  unauthorized: fixedPath('/unauthorized'),

  explore: {
    path: '/explore',
    getHref: (search?: string) => withQuery('/explore', search ? { search } : undefined),
  },
  cities: fixedPath('/cities'),
  // Also serves gym details when the segment is a gym id (spec §2: both readings stand).
  cityGyms: oneParamPath('/gyms/:city'),
  gymDetails: oneParamPath('/gym/:id'),
  findGyms: fixedPath('/find-gyms'),
  search: fixedPath('/search'),
  map: fixedPath('/map'),
  nearby: fixedPath('/nearby'),
  book: {
    path: '/book/:gymId',
    // A slot picked on the gym page travels as ?date=YYYY-MM-DD&time=hh:mm AM (spec §2 "Gym details").
    getHref: (gymId: string, slot?: { date: string; time: string }) => withQuery(`/book/${segment(gymId)}`, slot),
  },
  payment: oneParamPath('/payment/:bookingId'),
  confirmation: oneParamPath('/confirmation/:bookingId'),
  myBookings: fixedPath('/my-bookings'),
  // §8.11: every signed-in person's account (message preferences now); a mail's link to stop a kind of mail.
  account: fixedPath('/account'),
  unsubscribe: oneParamPath('/unsubscribe/:token'),

  ownerDashboard: fixedPath('/owner/dashboard'),
  ownerBookings: fixedPath('/owner/bookings'),
  ownerInsights: fixedPath('/owner/insights'),
  adminGymInsights: oneParamPath('/admin/gym/:gymId/insights'),
  ownerPayouts: fixedPath('/owner/payouts'),
  verifyBooking: {
    path: '/owner/verify-booking',
    // The bookings list pre-fills the form with ?bookingId=…&otp=… (spec §2 "Owner all bookings").
    getHref: (prefill?: { bookingId: string; otp: string }) => withQuery('/owner/verify-booking', prefill),
  },
  recurringAvailability: oneParamPath('/owner/gym/:gymId/set-recurring-availability'),
  ownerEditGym: oneParamPath('/owner/gym/:gymId/edit'),
  ownerPriceBands: oneParamPath('/owner/gym/:gymId/prices'),
  ownerDateAvailability: fixedPath('/owner/set-date-availability'),
  ownerGymAvailability: oneParamPath('/owner/gym/:gymId/all-availability'),

  adminDashboard: fixedPath('/admin/dashboard'),
  adminMessages: fixedPath('/admin/messages'),
  addGym: fixedPath('/admin/add-gym'),
  adminEditGym: oneParamPath('/admin/gym/:gymId/edit'),
  adminPriceBands: oneParamPath('/admin/gym/:gymId/prices'),
  adminDateAvailability: fixedPath('/admin/date-availability'),
  adminGymAvailability: oneParamPath('/admin/gym/:gymId/all-availability'),
} as const;
