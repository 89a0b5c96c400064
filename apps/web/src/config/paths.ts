import { NEXT_PATH_PARAM } from '@gymslot/shared/safe-path';

// Every route of the app, defined once: `path` is the router pattern, `getHref` builds a link to it.

const segment = (value: string) => encodeURIComponent(value);
/** A route without parameters: a link to it is its pattern. */
const fixedPath = <Path extends string>(path: Path) => ({ path, getHref: () => path });
const withNextPath = (path: string, next: string | undefined) =>
  next ? `${path}?${new URLSearchParams({ [NEXT_PATH_PARAM]: next }).toString()}` : path;

export const paths = {
  home: fixedPath('/'),

  // `next` is where the person was going (a safe same-site path, @gymslot/shared/safe-path).
  login: { path: '/login', getHref: (next?: string) => withNextPath('/login', next) },
  register: { path: '/register', getHref: (next?: string) => withNextPath('/register', next) },
  verifyEmail: { path: '/verify-email/:token', getHref: (token: string) => `/verify-email/${segment(token)}` },
  verifyEmailWithoutToken: fixedPath('/verify-email'),
  forgotPassword: fixedPath('/forgot-password'),
  resetPassword: { path: '/reset-password/:token', getHref: (token: string) => `/reset-password/${segment(token)}` },

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
  cityGyms: { path: '/gyms/:city', getHref: (city: string) => `/gyms/${segment(city)}` },
  gymDetails: { path: '/gym/:id', getHref: (gymId: string) => `/gym/${segment(gymId)}` },
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
  payment: { path: '/payment/:bookingId', getHref: (bookingId: string) => `/payment/${segment(bookingId)}` },
  confirmation: {
    path: '/confirmation/:bookingId',
    getHref: (bookingId: string) => `/confirmation/${segment(bookingId)}`,
  },
  myBookings: fixedPath('/my-bookings'),

  ownerDashboard: fixedPath('/owner/dashboard'),
  ownerBookings: fixedPath('/owner/bookings'),
  ownerInsights: fixedPath('/owner/insights'),
  adminGymInsights: { path: '/admin/gym/:gymId/insights', getHref: (gymId: string) => `/admin/gym/${segment(gymId)}/insights` },
  ownerPayouts: fixedPath('/owner/payouts'),
  verifyBooking: {
    path: '/owner/verify-booking',
    // The bookings list pre-fills the form with ?bookingId=…&otp=… (spec §2 "Owner all bookings").
    getHref: (prefill?: { bookingId: string; otp: string }) =>
      prefill ? `/owner/verify-booking?${new URLSearchParams(prefill).toString()}` : '/owner/verify-booking',
  },
  recurringAvailability: {
    path: '/owner/gym/:gymId/set-recurring-availability',
    getHref: (gymId: string) => `/owner/gym/${segment(gymId)}/set-recurring-availability`,
  },
  ownerEditGym: { path: '/owner/gym/:gymId/edit', getHref: (gymId: string) => `/owner/gym/${segment(gymId)}/edit` },
  ownerPriceBands: { path: '/owner/gym/:gymId/prices', getHref: (gymId: string) => `/owner/gym/${segment(gymId)}/prices` },
  ownerDateAvailability: fixedPath('/owner/set-date-availability'),
  ownerGymAvailability: {
    path: '/owner/gym/:gymId/all-availability',
    getHref: (gymId: string) => `/owner/gym/${segment(gymId)}/all-availability`,
  },

  adminDashboard: fixedPath('/admin/dashboard'),
  addGym: fixedPath('/admin/add-gym'),
  adminEditGym: { path: '/admin/gym/:gymId/edit', getHref: (gymId: string) => `/admin/gym/${segment(gymId)}/edit` },
  adminPriceBands: { path: '/admin/gym/:gymId/prices', getHref: (gymId: string) => `/admin/gym/${segment(gymId)}/prices` },
  adminDateAvailability: fixedPath('/admin/date-availability'),
  adminGymAvailability: {
    path: '/admin/gym/:gymId/all-availability',
    getHref: (gymId: string) => `/admin/gym/${segment(gymId)}/all-availability`,
  },
} as const;
