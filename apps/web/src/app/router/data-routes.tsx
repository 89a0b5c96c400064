import type { Role } from '@gymslot/shared/roles';
import { useEffect } from 'react';
import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '../../config/paths';
import { RequireRole } from '../guards/require-role';
import QueryLayout from '../providers/query-layout';
import * as Page from './data-pages';
import { pageModules } from './data-pages';
import { GymsPathPage } from './gyms-path-page';

/** A path and its page; `load` is the page's chunk, fetched while its guard waits for the login check. */
type PageRoute = readonly [path: string, page: ComponentType, load?: () => Promise<unknown>];

const openRoutes: readonly PageRoute[] = [
  [paths.login.path, Page.LoginPage],
  [paths.register.path, Page.RegisterPage],
  [paths.verifyEmail.path, Page.VerifyEmailPage],
  [paths.verifyEmailWithoutToken.path, Page.VerifyEmailPage],
  [paths.forgotPassword.path, Page.ForgotPasswordPage],
  [paths.resetPassword.path, Page.ResetPasswordPage],
  // The link in a mail (§8.8): its token is the authority, so no sign-in.
  [paths.unsubscribe.path, Page.UnsubscribePage],
];

/** Each role's pages, behind its guard (spec §6). */
const guardedRoutes: readonly { roles: readonly Role[]; routes: readonly PageRoute[] }[] = [
  {
    roles: ['user', 'gym_owner', 'admin'],
    routes: [[paths.account.path, Page.AccountPage, pageModules.account]],
  },
  {
    roles: ['user'],
    routes: [
      [paths.explore.path, Page.ExplorePage, pageModules.explore],
      [paths.cities.path, Page.CitiesPage, pageModules.cities],
      [paths.cityGyms.path, GymsPathPage],
      [paths.gymDetails.path, Page.GymDetailsPage, pageModules.gymDetails],
      [paths.findGyms.path, Page.LocationSearchPage, pageModules.locationSearch],
      [paths.search.path, Page.LocationSearchPage, pageModules.locationSearch],
      [paths.map.path, Page.MapFinderPage, pageModules.mapFinder],
      [paths.nearby.path, Page.NearbyMapPage, pageModules.nearbyMap],
      [paths.book.path, Page.BookPage, pageModules.book],
      [paths.payment.path, Page.PaymentPage, pageModules.payment],
      [paths.confirmation.path, Page.ConfirmationPage, pageModules.confirmation],
      [paths.myBookings.path, Page.MyBookingsPage, pageModules.myBookings],
    ],
  },
  {
    roles: ['gym_owner'],
    routes: [
      [paths.ownerDashboard.path, Page.OwnerDashboardPage, pageModules.ownerDashboard],
      [paths.ownerBookings.path, Page.OwnerBookingsPage, pageModules.ownerBookings],
      [paths.verifyBooking.path, Page.VerifyBookingPage, pageModules.verifyBooking],
      [paths.ownerInsights.path, Page.InsightsPage, pageModules.insights],
      [paths.ownerPayouts.path, Page.OwnerPayoutsPage, pageModules.ownerPayouts],
      [paths.recurringAvailability.path, Page.RecurringAvailabilityPage, pageModules.recurringAvailability],
      [paths.ownerEditGym.path, Page.OwnerEditGymPage, pageModules.ownerEditGym],
      [paths.ownerPriceBands.path, Page.PriceBandsPage, pageModules.priceBands],
      [paths.ownerDateAvailability.path, Page.DateAvailabilityPage, pageModules.dateAvailability],
      [paths.ownerGymAvailability.path, Page.OwnerGymAvailabilityPage, pageModules.ownerGymAvailability],
    ],
  },
  {
    roles: ['admin'],
    routes: [
      [paths.adminDashboard.path, Page.AdminDashboardPage, pageModules.adminDashboard],
      [paths.addGym.path, Page.AddGymPage, pageModules.addGym],
      [paths.adminEditGym.path, Page.AdminEditGymPage, pageModules.adminEditGym],
      [paths.adminPriceBands.path, Page.PriceBandsPage, pageModules.priceBands],
      [paths.adminDateAvailability.path, Page.DateAvailabilityPage, pageModules.dateAvailability],
      [paths.adminGymAvailability.path, Page.AdminGymAvailabilityPage, pageModules.adminGymAvailability],
      [paths.adminGymInsights.path, Page.InsightsPage, pageModules.insights],
      [paths.adminMessages.path, Page.AdminMessagesPage, pageModules.adminMessages],
    ],
  },
];

interface GuardedPageProps {
  roles: readonly Role[];
  page: ComponentType;
  load: (() => Promise<unknown>) | undefined;
}

function GuardedPage({ roles, page: GuardedScreen, load }: GuardedPageProps) {
  // On a first visit the guard waits for the login check: fetch the page's own chunk meanwhile,
  // instead of once the check has answered.
  useEffect(() => {
    load?.().catch(() => undefined);
  }, [load]);
  return (
    <RequireRole allowedRoles={roles}>
      <GuardedScreen />
    </RequireRole>
  );
}

/** The rest of spec §2's route table; the first match wins, and anything else is not found. */
export default function DataRoutes() {
  return (
    <QueryLayout>
      <Switch>
        {openRoutes.map(([path, OpenPage]) => (
          <Route key={path} path={path}>
            <OpenPage />
          </Route>
        ))}
        {guardedRoutes.flatMap(({ roles, routes }) =>
          routes.map(([path, page, load]) => (
            <Route key={path} path={path}>
              <GuardedPage roles={roles} page={page} load={load} />
            </Route>
          )),
        )}
        <Route>
          <Page.NotFoundPage />
        </Route>
      </Switch>
    </QueryLayout>
  );
}
