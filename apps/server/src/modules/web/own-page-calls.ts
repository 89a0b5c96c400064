import { FIRST_PAGE_SIZES, firstInsightsRange } from '@gymslot/shared/first-page-queries';
import { listMyBookings } from '@gymslot/shared/endpoints/bookings';
import { endpointUrl } from '@gymslot/shared/endpoints/endpoint-url';
import { listMyGyms } from '@gymslot/shared/endpoints/gyms';
import { getOwnerInsights } from '@gymslot/shared/endpoints/insights';
import { listGymBookings } from '@gymslot/shared/endpoints/managed-bookings';
import { listOwnerReports } from '@gymslot/shared/endpoints/not-let-in';
import { listMyWaitlist } from '@gymslot/shared/endpoints/waitlist';
import type { Role } from '@gymslot/shared/roles';

/**
 * The pages that show the signed-in person their own things (issue 32): My Bookings, the owner's
 * dashboard, bookings and insights. Each is the page's name in apps/web's route tables (its chunk is
 * preloaded, page-preloads.ts), who may open it (data-routes.tsx `rolesFor`), and the calls its code
 * makes first, at the addresses its api/ files ask for. The replies come from the API's own routes
 * with the visitor's cookie (boot-replies.ts), so they hold exactly what the API gives that person:
 * an owner's own gyms, a front-desk person's desk bookings without amounts (decision 062).
 */
export interface OwnPage {
  path: RegExp;
  page: string;
  roles: readonly Role[];
  /** `today` is India's date, the day the front desk's list and the insights' range end on. */
  calls(role: Role, today: string): string[];
}

const myGyms = endpointUrl(listMyGyms);
const ownerReports = endpointUrl(listOwnerReports);

export const ownPages: readonly OwnPage[] = [
  {
    // The waitlist above the list, then every booking with the cancelled ones (the Past list).
    path: /^\/my-bookings\/?$/i,
    page: 'myBookings',
    roles: ['user'],
    calls: () => [endpointUrl(listMyWaitlist), endpointUrl(listMyBookings, {}, { include: 'cancelled' })],
  },
  { path: /^\/owner\/dashboard\/?$/i, page: 'ownerDashboard', roles: ['gym_owner'], calls: () => [myGyms, ownerReports] },
  {
    // A phone opens on Today, a wider screen on every booking: the server cannot tell which, so both
    // first pages come. The 'not let in' reports are the owner's alone (the page asks only for them).
    path: /^\/owner\/bookings\/?$/i,
    page: 'ownerBookings',
    roles: ['gym_owner', 'gym_staff'],
    calls: (role) => [
      myGyms,
      endpointUrl(listGymBookings, {}, { day: 'today', limit: String(FIRST_PAGE_SIZES.deskToday) }),
      endpointUrl(listGymBookings, {}, { limit: String(FIRST_PAGE_SIZES.bookings) }),
      ...(role === 'gym_owner' ? [ownerReports] : []),
    ],
  },
  {
    // Every gym's figures over the range the page opens on; the gyms fill its choice of gym.
    path: /^\/owner\/insights\/?$/i,
    page: 'insights',
    roles: ['gym_owner'],
    calls: (_role, today) => [myGyms, endpointUrl(getOwnerInsights, {}, firstInsightsRange(today))],
  },
];

/** The own page `pathname` shows, if any. */
export function ownPageAt(pathname: string): OwnPage | undefined {
  return ownPages.find(({ path }) => path.test(pathname));
}
