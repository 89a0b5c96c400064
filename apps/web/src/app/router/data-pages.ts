import { lazy } from 'react';

// Every screen is its own chunk (ui.md "Fast by default"); only the page being visited downloads.
// The build reads `pageModules` (build/page-preloads-plugin.ts): each name is also a key of
// dist/page-preloads.json, which lists that module's chunk files for the server's preloads.

export const pageModules = {
  notFound: () => import('../pages/not-found-page'),

  login: () => import('../../features/auth/pages/login-page'),
  register: () => import('../../features/auth/pages/register-page'),
  verifyEmail: () => import('../../features/auth/pages/verify-email-page'),
  forgotPassword: () => import('../../features/auth/pages/forgot-password-page'),
  resetPassword: () => import('../../features/auth/pages/reset-password-page'),

  explore: () => import('../../features/discovery/pages/explore-page'),
  cities: () => import('../../features/discovery/pages/cities-page'),
  cityGyms: () => import('../../features/discovery/pages/city-gyms-page'),
  gymDetails: () => import('../../features/discovery/pages/gym-details-page'),
  locationSearch: () => import('../../features/discovery/pages/location-search-page'),
  mapFinder: () => import('../../features/discovery/pages/map-finder-page'),
  nearbyMap: () => import('../../features/discovery/pages/nearby-map-page'),

  book: () => import('../../features/bookings/pages/book-page'),
  payment: () => import('../../features/bookings/pages/payment-page'),
  confirmation: () => import('../../features/bookings/pages/confirmation-page'),
  myBookings: () => import('../../features/bookings/pages/my-bookings-page'),

  account: () => import('../../features/account/pages/account-page'),
  unsubscribe: () => import('../../features/account/pages/unsubscribe-page'),

  ownerDashboard: () => import('../../features/owner/pages/owner-dashboard-page'),
  ownerBookings: () => import('../../features/owner/pages/owner-bookings-page'),
  verifyBooking: () => import('../../features/owner/pages/verify-booking-page'),
  insights: () => import('../../features/insights/pages/insights-page'),
  ownerPayouts: () => import('../../features/payouts/pages/owner-payouts-page'),

  recurringAvailability: () => import('../../features/availability/pages/recurring-availability-page'),
  dateAvailability: () => import('../../features/availability/pages/date-availability-page'),
  ownerGymAvailability: () => import('../../features/availability/pages/owner-gym-availability-page'),
  adminGymAvailability: () => import('../../features/availability/pages/admin-gym-availability-page'),

  ownerEditGym: () => import('../../features/edit-gym/pages/owner-edit-gym-page'),
  adminEditGym: () => import('../../features/edit-gym/pages/admin-edit-gym-page'),
  priceBands: () => import('../../features/price-bands/pages/price-bands-page'),

  adminDashboard: () => import('../../features/admin/pages/admin-dashboard-page'),
  addGym: () => import('../../features/admin/pages/add-gym-page'),
  adminMessages: () => import('../../features/admin/pages/admin-messages-page'),
};


export const NotFoundPage = lazy(pageModules.notFound);

export const LoginPage = lazy(pageModules.login);
export const RegisterPage = lazy(pageModules.register);
export const VerifyEmailPage = lazy(pageModules.verifyEmail);
export const ForgotPasswordPage = lazy(pageModules.forgotPassword);
export const ResetPasswordPage = lazy(pageModules.resetPassword);

export const ExplorePage = lazy(pageModules.explore);
export const CitiesPage = lazy(pageModules.cities);
export const CityGymsPage = lazy(pageModules.cityGyms);
export const GymDetailsPage = lazy(pageModules.gymDetails);
export const LocationSearchPage = lazy(pageModules.locationSearch);
export const MapFinderPage = lazy(pageModules.mapFinder);
export const NearbyMapPage = lazy(pageModules.nearbyMap);

export const BookPage = lazy(pageModules.book);
export const PaymentPage = lazy(pageModules.payment);
export const ConfirmationPage = lazy(pageModules.confirmation);
export const MyBookingsPage = lazy(pageModules.myBookings);

export const AccountPage = lazy(pageModules.account);
export const UnsubscribePage = lazy(pageModules.unsubscribe);

export const OwnerDashboardPage = lazy(pageModules.ownerDashboard);
export const OwnerBookingsPage = lazy(pageModules.ownerBookings);
export const VerifyBookingPage = lazy(pageModules.verifyBooking);
export const InsightsPage = lazy(pageModules.insights);
export const OwnerPayoutsPage = lazy(pageModules.ownerPayouts);

export const RecurringAvailabilityPage = lazy(pageModules.recurringAvailability);
export const DateAvailabilityPage = lazy(pageModules.dateAvailability);
export const OwnerGymAvailabilityPage = lazy(pageModules.ownerGymAvailability);
export const AdminGymAvailabilityPage = lazy(pageModules.adminGymAvailability);

export const OwnerEditGymPage = lazy(pageModules.ownerEditGym);
export const AdminEditGymPage = lazy(pageModules.adminEditGym);
export const PriceBandsPage = lazy(pageModules.priceBands);

export const AdminDashboardPage = lazy(pageModules.adminDashboard);
export const AddGymPage = lazy(pageModules.addGym);
export const AdminMessagesPage = lazy(pageModules.adminMessages);
