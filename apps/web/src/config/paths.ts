import { NEXT_PATH_PARAM } from '@gymslot/shared/safe-path';

// Every route of the app, defined once: `path` is the router pattern, `getHref` builds a link to it.

const segment = (value: string) => encodeURIComponent(value);
/** A route without parameters: a link to it is its pattern. */
const fixedPath = <Path extends string>(path: Path) => ({ path, getHref: () => path });
/** A route with one parameter: a link to it puts the value, encoded, in place of the `:name` segment. */
const oneParamPath = <Path extends string>(path: Path) => ({ path, getHref: (value: string) => path.replace(/:\w+/, () => segment(value)) });
const withNextPath = (path: string, next: string | undefined) =>
  next ? `${path}?${new URLSearchParams({ [NEXT_PATH_PARAM]: next }).toString()}` : path;

export const paths = {
  home: fixedPath('/'),

  // `next` is where the person was going (a safe same-site path, @gymslot/shared/safe-path).
  login: { path: '/login', getHref: (next?: string) => withNextPath('/login', next) },
  register: { path: '/register', getHref: (next?: string) => withNextPath('/register', next) },
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
    getHref: (search?: string) => (search ? `/explore?${new URLSearchParams({ search }).toString()}` : '/explore'),
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
    getHref: (gymId: string, slot?: { date: string; time: string }) =>
      slot ? `/book/${segment(gymId)}?${new URLSearchParams(slot).toString()}` : `/book/${segment(gymId)}`,
  },
  payment: oneParamPath('/payment/:bookingId'),
  confirmation: oneParamPath('/confirmation/:bookingId'),
  myBookings: fixedPath('/my-bookings'),

  ownerDashboard: fixedPath('/owner/dashboard'),
  ownerBookings: fixedPath('/owner/bookings'),
  ownerInsights: fixedPath('/owner/insights'),
  adminGymInsights: oneParamPath('/admin/gym/:gymId/insights'),
  ownerPayouts: fixedPath('/owner/payouts'),
  verifyBooking: {
    path: '/owner/verify-booking',
    // The bookings list pre-fills the form with ?bookingId=…&otp=… (spec §2 "Owner all bookings").
    getHref: (prefill?: { bookingId: string; otp: string }) =>
      prefill ? `/owner/verify-booking?${new URLSearchParams(prefill).toString()}` : '/owner/verify-booking',
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
