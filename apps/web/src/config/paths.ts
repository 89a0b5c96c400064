import { NEXT_PATH_PARAM } from '@gymslot/shared/safe-path';

// Every route of the app, defined once: `path` is the router pattern, `getHref` builds a link to it.

const segment = (value: string) => encodeURIComponent(value);
const withNextPath = (path: string, next: string | undefined) =>
  next ? `${path}?${new URLSearchParams({ [NEXT_PATH_PARAM]: next }).toString()}` : path;

export const paths = {
  home: { path: '/', getHref: () => '/' },

  // `next` is where the person was going (a safe same-site path, @gymslot/shared/safe-path).
  login: { path: '/login', getHref: (next?: string) => withNextPath('/login', next) },
  register: { path: '/register', getHref: (next?: string) => withNextPath('/register', next) },
  verifyEmail: { path: '/verify-email/:token', getHref: (token: string) => `/verify-email/${segment(token)}` },
  verifyEmailWithoutToken: { path: '/verify-email', getHref: () => '/verify-email' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password/:token', getHref: (token: string) => `/reset-password/${segment(token)}` },

  about: { path: '/aboutus', getHref: () => '/aboutus' },
  partnership: { path: '/partnership', getHref: () => '/partnership' },
  help: { path: '/help', getHref: () => '/help' },
  contact: { path: '/contactus', getHref: () => '/contactus' },
  unauthorized: { path: '/unauthorized', getHref: () => '/unauthorized' },

  explore: {
    path: '/explore',
    getHref: (search?: string) => (search ? `/explore?${new URLSearchParams({ search }).toString()}` : '/explore'),
  },
  cities: { path: '/cities', getHref: () => '/cities' },
  // Also serves gym details when the segment is a gym id (spec §2: both readings stand).
  cityGyms: { path: '/gyms/:city', getHref: (city: string) => `/gyms/${segment(city)}` },
  gymDetails: { path: '/gym/:id', getHref: (gymId: string) => `/gym/${segment(gymId)}` },
  findGyms: { path: '/find-gyms', getHref: () => '/find-gyms' },
  search: { path: '/search', getHref: () => '/search' },
  map: { path: '/map', getHref: () => '/map' },
  nearby: { path: '/nearby', getHref: () => '/nearby' },
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
  myBookings: { path: '/my-bookings', getHref: () => '/my-bookings' },

  ownerDashboard: { path: '/owner/dashboard', getHref: () => '/owner/dashboard' },
  ownerBookings: { path: '/owner/bookings', getHref: () => '/owner/bookings' },
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
  ownerDateAvailability: { path: '/owner/set-date-availability', getHref: () => '/owner/set-date-availability' },
  ownerGymAvailability: {
    path: '/owner/gym/:gymId/all-availability',
    getHref: (gymId: string) => `/owner/gym/${segment(gymId)}/all-availability`,
  },

  adminDashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
  addGym: { path: '/admin/add-gym', getHref: () => '/admin/add-gym' },
  adminDateAvailability: { path: '/admin/date-availability', getHref: () => '/admin/date-availability' },
  adminGymAvailability: {
    path: '/admin/gym/:gymId/all-availability',
    getHref: (gymId: string) => `/admin/gym/${segment(gymId)}/all-availability`,
  },
} as const;
