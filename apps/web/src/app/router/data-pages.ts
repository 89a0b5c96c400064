import { lazy } from 'react';

// Every screen is its own chunk (ui.md "Fast by default"); only the page being visited downloads.

export const NotFoundPage = lazy(() => import('../pages/not-found-page'));

export const LoginPage = lazy(() => import('../../features/auth/pages/login-page'));
export const RegisterPage = lazy(() => import('../../features/auth/pages/register-page'));
export const VerifyEmailPage = lazy(() => import('../../features/auth/pages/verify-email-page'));
export const ForgotPasswordPage = lazy(() => import('../../features/auth/pages/forgot-password-page'));
export const ResetPasswordPage = lazy(() => import('../../features/auth/pages/reset-password-page'));

export const ExplorePage = lazy(() => import('../../features/discovery/pages/explore-page'));
export const CitiesPage = lazy(() => import('../../features/discovery/pages/cities-page'));
export const CityGymsPage = lazy(() => import('../../features/discovery/pages/city-gyms-page'));
export const GymDetailsPage = lazy(() => import('../../features/discovery/pages/gym-details-page'));
export const LocationSearchPage = lazy(() => import('../../features/discovery/pages/location-search-page'));
export const MapFinderPage = lazy(() => import('../../features/discovery/pages/map-finder-page'));
export const NearbyMapPage = lazy(() => import('../../features/discovery/pages/nearby-map-page'));

export const BookPage = lazy(() => import('../../features/bookings/pages/book-page'));
export const PaymentPage = lazy(() => import('../../features/bookings/pages/payment-page'));
export const ConfirmationPage = lazy(() => import('../../features/bookings/pages/confirmation-page'));
export const MyBookingsPage = lazy(() => import('../../features/bookings/pages/my-bookings-page'));

export const OwnerDashboardPage = lazy(() => import('../../features/owner/pages/owner-dashboard-page'));
export const OwnerBookingsPage = lazy(() => import('../../features/owner/pages/owner-bookings-page'));
export const VerifyBookingPage = lazy(() => import('../../features/owner/pages/verify-booking-page'));

export const RecurringAvailabilityPage = lazy(() => import('../../features/availability/pages/recurring-availability-page'));
export const DateAvailabilityPage = lazy(() => import('../../features/availability/pages/date-availability-page'));
export const OwnerGymAvailabilityPage = lazy(() => import('../../features/availability/pages/owner-gym-availability-page'));
export const AdminGymAvailabilityPage = lazy(() => import('../../features/availability/pages/admin-gym-availability-page'));

export const AdminDashboardPage = lazy(() => import('../../features/admin/pages/admin-dashboard-page'));
export const AddGymPage = lazy(() => import('../../features/admin/pages/add-gym-page'));
