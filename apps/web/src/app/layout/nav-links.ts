import type { Role } from '@gymslot/shared/roles';
import { paths } from '../../config/paths';
import { i18n } from '../../i18n/i18n';

export const navMessages = i18n('nav', {
  login: 'Login',
  register: 'Register',
  explore: 'Explore',
  findGyms: 'Find Nearby Gyms',
  myBookings: 'My Bookings',
  dashboard: 'Dashboard',
  verifyBookings: 'Verify Bookings',
  allBookings: 'View All Bookings',
  adminDashboard: 'Admin Dashboard',
  addGym: 'Add Gym',
  toggleMenu: 'Toggle navigation',
  mainMenu: 'Main',
  skipToContent: 'Skip to main content',
  opensInNewTab: '(opens in a new tab)',
});

type NavLabel = keyof ReturnType<typeof navMessages.get>;

export interface NavItem {
  label: NavLabel;
  href: string;
}

export const guestNavItems: readonly NavItem[] = [
  { label: 'login', href: paths.login.getHref() },
  { label: 'register', href: paths.register.getHref() },
];

/** Spec §2 "Navigation bar and footer": what each role sees besides Logout. */
export const navItemsByRole: Record<Role, readonly NavItem[]> = {
  user: [
    { label: 'explore', href: paths.explore.getHref() },
    { label: 'findGyms', href: paths.findGyms.getHref() },
    { label: 'myBookings', href: paths.myBookings.getHref() },
  ],
  gym_owner: [
    { label: 'dashboard', href: paths.ownerDashboard.getHref() },
    { label: 'verifyBookings', href: paths.verifyBooking.getHref() },
    { label: 'allBookings', href: paths.ownerBookings.getHref() },
  ],
  admin: [
    { label: 'adminDashboard', href: paths.adminDashboard.getHref() },
    { label: 'addGym', href: paths.addGym.getHref() },
  ],
};
