import { Route, Routes } from 'react-router';
import { paths } from '../../config/paths';
import { RequireRole } from '../guards/require-role';
import { AppLayout } from '../layout/app-layout';
import { GymsPathPage } from './gyms-path-page';
import * as Page from './lazy-pages';

/** The route table of spec §2, with each role's pages behind its guard. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path={paths.home.path} element={<Page.HomePage />} />
        <Route path={paths.about.path} element={<Page.AboutPage />} />
        <Route path={paths.partnership.path} element={<Page.PartnershipPage />} />
        <Route path={paths.help.path} element={<Page.HelpPage />} />
        <Route path={paths.contact.path} element={<Page.ContactPage />} />
        <Route path={paths.unauthorized.path} element={<Page.UnauthorizedPage />} />

        <Route element={<Page.QueryLayout />}>
          <Route path={paths.login.path} element={<Page.LoginPage />} />
          <Route path={paths.register.path} element={<Page.RegisterPage />} />
          <Route path={paths.verifyEmail.path} element={<Page.VerifyEmailPage />} />
          <Route path={paths.verifyEmailWithoutToken.path} element={<Page.VerifyEmailPage />} />
          <Route path={paths.forgotPassword.path} element={<Page.ForgotPasswordPage />} />
          <Route path={paths.resetPassword.path} element={<Page.ResetPasswordPage />} />

          <Route element={<RequireRole allowedRoles={['user']} />}>
            <Route path={paths.explore.path} element={<Page.ExplorePage />} />
            <Route path={paths.cities.path} element={<Page.CitiesPage />} />
            <Route path={paths.cityGyms.path} element={<GymsPathPage />} />
            <Route path={paths.gymDetails.path} element={<Page.GymDetailsPage />} />
            <Route path={paths.findGyms.path} element={<Page.LocationSearchPage />} />
            <Route path={paths.search.path} element={<Page.LocationSearchPage />} />
            <Route path={paths.map.path} element={<Page.MapFinderPage />} />
            <Route path={paths.nearby.path} element={<Page.NearbyMapPage />} />
            <Route path={paths.book.path} element={<Page.BookPage />} />
            <Route path={paths.payment.path} element={<Page.PaymentPage />} />
            <Route path={paths.confirmation.path} element={<Page.ConfirmationPage />} />
            <Route path={paths.myBookings.path} element={<Page.MyBookingsPage />} />
          </Route>

          <Route element={<RequireRole allowedRoles={['gym_owner']} />}>
            <Route path={paths.ownerDashboard.path} element={<Page.OwnerDashboardPage />} />
            <Route path={paths.ownerBookings.path} element={<Page.OwnerBookingsPage />} />
            <Route path={paths.verifyBooking.path} element={<Page.VerifyBookingPage />} />
            <Route path={paths.recurringAvailability.path} element={<Page.RecurringAvailabilityPage />} />
            <Route path={paths.ownerDateAvailability.path} element={<Page.DateAvailabilityPage />} />
            <Route path={paths.ownerGymAvailability.path} element={<Page.OwnerGymAvailabilityPage />} />
          </Route>

          <Route element={<RequireRole allowedRoles={['admin']} />}>
            <Route path={paths.adminDashboard.path} element={<Page.AdminDashboardPage />} />
            <Route path={paths.addGym.path} element={<Page.AddGymPage />} />
            <Route path={paths.adminDateAvailability.path} element={<Page.DateAvailabilityPage />} />
            <Route path={paths.adminGymAvailability.path} element={<Page.AdminGymAvailabilityPage />} />
          </Route>
        </Route>

        <Route path="*" element={<Page.NotFoundPage />} />
      </Route>
    </Routes>
  );
}
