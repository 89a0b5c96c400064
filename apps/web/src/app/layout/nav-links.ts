import type { Role } from '@gymslot/shared/roles';
import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  href: string;
}

export const guestNavItems: readonly NavItem[] = [
  { label: 'Login', href: paths.login.getHref() },
  { label: 'Register', href: paths.register.getHref() },
];

/** Spec §2 "Navigation bar and footer": what each role sees besides Logout. */
export const navItemsByRole: Record<Role, readonly NavItem[]> = {
  user: [
    { label: 'Explore', href: paths.explore.getHref() },
    { label: 'Find Nearby Gyms', href: paths.findGyms.getHref() },
    { label: 'My Bookings', href: paths.myBookings.getHref() },
  ],
  gym_owner: [
    { label: 'Dashboard', href: paths.ownerDashboard.getHref() },
    { label: 'Verify Bookings', href: paths.verifyBooking.getHref() },
    { label: 'View All Bookings', href: paths.ownerBookings.getHref() },
  ],
  admin: [
    { label: 'Admin Dashboard', href: paths.adminDashboard.getHref() },
    { label: 'Add Gym', href: paths.addGym.getHref() },
  ],
};
