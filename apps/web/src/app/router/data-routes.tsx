import { paths } from '../../config/paths';
import { preloadMatchedPage } from '../../lib/router/lazy-page';
import { Routes } from '../../lib/router/routes';
import type { RouteDefinition } from '../../lib/router/match-routes';
import { RequireRole } from '../guards/require-role';
import QueryLayout from '../providers/query-layout';
import * as Page from './data-pages';
import { GymsPathPage } from './gyms-path-page';

/** The rest of spec §2's route table, with each role's pages behind its guard; the first match wins. */
const dataRoutes: readonly RouteDefinition[] = [
  {
    element: <QueryLayout />,
    children: [
      { path: paths.login.path, element: <Page.LoginPage /> },
      { path: paths.register.path, element: <Page.RegisterPage /> },
      { path: paths.verifyEmail.path, element: <Page.VerifyEmailPage /> },
      { path: paths.verifyEmailWithoutToken.path, element: <Page.VerifyEmailPage /> },
      { path: paths.forgotPassword.path, element: <Page.ForgotPasswordPage /> },
      { path: paths.resetPassword.path, element: <Page.ResetPasswordPage /> },
      {
        element: <RequireRole allowedRoles={['user']} />,
        children: [
          { path: paths.explore.path, element: <Page.ExplorePage /> },
          { path: paths.cities.path, element: <Page.CitiesPage /> },
          { path: paths.cityGyms.path, element: <GymsPathPage /> },
          { path: paths.gymDetails.path, element: <Page.GymDetailsPage /> },
          { path: paths.findGyms.path, element: <Page.LocationSearchPage /> },
          { path: paths.search.path, element: <Page.LocationSearchPage /> },
          { path: paths.map.path, element: <Page.MapFinderPage /> },
          { path: paths.nearby.path, element: <Page.NearbyMapPage /> },
          { path: paths.book.path, element: <Page.BookPage /> },
          { path: paths.payment.path, element: <Page.PaymentPage /> },
          { path: paths.confirmation.path, element: <Page.ConfirmationPage /> },
          { path: paths.myBookings.path, element: <Page.MyBookingsPage /> },
        ],
      },
      {
        element: <RequireRole allowedRoles={['gym_owner']} />,
        children: [
          { path: paths.ownerDashboard.path, element: <Page.OwnerDashboardPage /> },
          { path: paths.ownerBookings.path, element: <Page.OwnerBookingsPage /> },
          { path: paths.verifyBooking.path, element: <Page.VerifyBookingPage /> },
          { path: paths.recurringAvailability.path, element: <Page.RecurringAvailabilityPage /> },
          { path: paths.ownerDateAvailability.path, element: <Page.DateAvailabilityPage /> },
          { path: paths.ownerGymAvailability.path, element: <Page.OwnerGymAvailabilityPage /> },
        ],
      },
      {
        element: <RequireRole allowedRoles={['admin']} />,
        children: [
          { path: paths.adminDashboard.path, element: <Page.AdminDashboardPage /> },
          { path: paths.addGym.path, element: <Page.AddGymPage /> },
          { path: paths.adminDateAvailability.path, element: <Page.DateAvailabilityPage /> },
          { path: paths.adminGymAvailability.path, element: <Page.AdminGymAvailabilityPage /> },
        ],
      },
      { path: '*', element: <Page.NotFoundPage /> },
    ],
  },
];

// This chunk arrives on the first visit to a data route: fetch that page's own chunk now, alongside
// the login check its guard waits for.
preloadMatchedPage(dataRoutes, window.location.pathname);

export default function DataRoutes() {
  return <Routes routes={dataRoutes} />;
}
