import type { Role } from '@gymslot/shared/roles';
import type { paths } from '../../config/paths';
import { i18n } from '../../i18n/i18n';

export const navMessages = i18n('nav', {
  login: 'Login',
  register: 'Register',
  explore: 'Explore',
  findGyms: 'Find Nearby Gyms',
  myBookings: 'My Bookings',
  ownerDashboard: 'Dashboard',
  verifyBooking: 'Verify Bookings',
  ownerBookings: 'View All Bookings',
  adminDashboard: 'Admin Dashboard',
  addGym: 'Add Gym',
  toggleMenu: 'Toggle navigation',
  mainMenu: 'Main',
  skipToContent: 'Skip to main content',
  opensInNewTab: '(opens in a new tab)',
});

/**
 * A menu entry is the name of its page in paths.ts, which is also its text's key above: fewer bytes
 * with `/` (decision 041) than a link and a label each.
 */
export type NavPage = keyof typeof paths & keyof ReturnType<typeof navMessages.get>;

export const guestNavItems: readonly NavPage[] = ['login', 'register'];

const deskNavItems: readonly NavPage[] = ['verifyBooking', 'ownerBookings'];

/** Spec §2 "Navigation bar and footer": what each role sees besides Logout. */
export const navItemsByRole: Record<Role, readonly NavPage[]> = {
  user: ['explore', 'findGyms', 'myBookings'],
  gym_owner: ['ownerDashboard', ...deskNavItems],
  // §8.12: front-desk staff get the desk alone (the bookings page opens on Today on a phone).
  gym_staff: deskNavItems,
  admin: ['adminDashboard', 'addGym'],
};
