import type { Role } from '@gymslot/shared/roles';
import { NEXT_PATH_PARAM, safeNextPath } from '@gymslot/shared/safe-path';
import { useSearch } from 'wouter';
import { paths } from '../../config/paths';

// Read from the browser's address as it is: wouter's location hooks decode escapes (decodeURI), and
// decoding `next` a second time would spoil it ('%2520' would come back as a space, '%2526' as '&').

/** The page being shown, path and query, to carry to /login as `next` (app/guards/require-role.tsx). */
export function currentPathAndQuery(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** The `next` of the current address when it is a safe same-site path. */
export function useNextPath(): string | undefined {
  useSearch(); // only to render again when the query changes
  return safeNextPath(new URLSearchParams(window.location.search).get(NEXT_PATH_PARAM));
}

/**
 * Where a logged-in person goes from the auth screens: their safe `next`, else home, which fits
 * each role (spec §4). Front-desk staff, a role the spec does not know, start at their gyms'
 * bookings, which open on Today (§8.12).
 */
export function landingPath(next: string | undefined, role: Role): string {
  return next ?? (role === 'gym_staff' ? paths.ownerBookings.getHref() : paths.home.getHref());
}
