import { lazyPage } from '../../lib/router/lazy-page';

// Every screen is its own chunk (ui.md "Fast by default"); only the page being visited downloads.

export const NotFoundPage = lazyPage(() => import('../pages/not-found-page'));

export const LoginPage = lazyPage(() => import('../../features/auth/pages/login-page'));
export const RegisterPage = lazyPage(() => import('../../features/auth/pages/register-page'));
export const VerifyEmailPage = lazyPage(() => import('../../features/auth/pages/verify-email-page'));
export const ForgotPasswordPage = lazyPage(() => import('../../features/auth/pages/forgot-password-page'));
export const ResetPasswordPage = lazyPage(() => import('../../features/auth/pages/reset-password-page'));

export const ExplorePage = lazyPage(() => import('../../features/discovery/pages/explore-page'));
export const CitiesPage = lazyPage(() => import('../../features/discovery/pages/cities-page'));
export const CityGymsPage = lazyPage(() => import('../../features/discovery/pages/city-gyms-page'));
export const GymDetailsPage = lazyPage(() => import('../../features/discovery/pages/gym-details-page'));
export const LocationSearchPage = lazyPage(() => import('../../features/discovery/pages/location-search-page'));
export const MapFinderPage = lazyPage(() => import('../../features/discovery/pages/map-finder-page'));
export const NearbyMapPage = lazyPage(() => import('../../features/discovery/pages/nearby-map-page'));

export const BookPage = lazyPage(() => import('../../features/bookings/pages/book-page'));
export const PaymentPage = lazyPage(() => import('../../features/bookings/pages/payment-page'));
export const ConfirmationPage = lazyPage(() => import('../../features/bookings/pages/confirmation-page'));
export const MyBookingsPage = lazyPage(() => import('../../features/bookings/pages/my-bookings-page'));

export const OwnerDashboardPage = lazyPage(() => import('../../features/owner/pages/owner-dashboard-page'));
export const OwnerBookingsPage = lazyPage(() => import('../../features/owner/pages/owner-bookings-page'));
export const VerifyBookingPage = lazyPage(() => import('../../features/owner/pages/verify-booking-page'));

export const RecurringAvailabilityPage = lazyPage(() => import('../../features/availability/pages/recurring-availability-page'));
export const DateAvailabilityPage = lazyPage(() => import('../../features/availability/pages/date-availability-page'));
export const OwnerGymAvailabilityPage = lazyPage(() => import('../../features/availability/pages/owner-gym-availability-page'));
export const AdminGymAvailabilityPage = lazyPage(() => import('../../features/availability/pages/admin-gym-availability-page'));

export const AdminDashboardPage = lazyPage(() => import('../../features/admin/pages/admin-dashboard-page'));
export const AddGymPage = lazyPage(() => import('../../features/admin/pages/add-gym-page'));
