import type { Permission, RouteAccess, ScopedPermission } from '@gymslot/shared/permissions';
import type { Role } from '@gymslot/shared/roles';
import { AppError } from './errors.js';

export { bookingActions, gymActions, invoiceActions, type Permission, type RouteAccess, type ScopedPermission } from '@gymslot/shared/permissions';

/** What each role may do, as data (API contract §2–§4); the names and their scopes are in packages/shared/src/permissions.ts. */
const permissionsByRole: Record<Role, ReadonlySet<Permission>> = {
  user: new Set<Permission>([
    'read:preferences:own',
    'read:personal-data:own',
    'request:deletion:own',
    'delete:account:own',
    'update:preferences:own',
    'update:phone:own',
    'create:booking',
    'pay:booking:own',
    'read:booking:own',
    'cancel:booking:own',
    'reschedule:booking:own',
    'join:waitlist',
    'create:review',
    'read:invoice:own',
    'report:booking:own',
  ]),
  gym_owner: new Set<Permission>([
    'read:preferences:own',
    'read:personal-data:own',
    'request:deletion:own',
    'update:preferences:own',
    'update:phone:own',
    'read:gym:own',
    'update:gym:own',
    'read:booking:gym',
    'verify:booking:gym',
    'read:availability:own',
    'update:availability:own',
    'reply:review:gym',
    'read:invoice:own',
    'read:report:gym',
    'respond:report:gym',
    'manage:staff:own',
  ]),
  // §8.12: the front desk of the gyms the account staffs (Caller.staffedGymIds) and nothing of the
  // owner's business: no edits, prices, staff, insights, payouts, invoices or amounts.
  gym_staff: new Set<Permission>([
    'read:preferences:own',
    'read:personal-data:own',
    'request:deletion:own',
    'update:preferences:own',
    'update:phone:own',
    'read:gym:staffed',
    'read:booking:staffed',
    'verify:booking:staffed',
  ]),
  admin: new Set<Permission>([
    'read:preferences:own',
    'read:personal-data:own',
    'request:deletion:own',
    'update:preferences:own',
    'update:phone:own',
    'create:gym',
    'read:gym:any',
    'update:gym:any',
    'read:booking:any',
    'read:availability:any',
    'update:availability:any',
    'read:invoice:any',
    'read:message:any',
    'retry:message:any',
    'read:report:any',
    'decide:report:any',
    'resolve:payment:any',
    'read:metrics:any',
    'read:dispute:any',
    'act:dispute:any',
    'manage:staff:any',
    'update:payout-account:any',
  ]),
};

export function can(role: Role, permission: Permission): boolean {
  return permissionsByRole[role].has(permission);
}

/** Who is acting, as far as permissions care. */
export interface Caller {
  id: string;
  role: Role;
  /**
   * §8.12: the gyms a gym_staff account staffs, read once per request where the session is
   * resolved (auth/sessions.service.ts); absent for every other role.
   */
  staffedGymIds?: readonly string[];
}

/** The gym a scoped action is taken on, as far as permissions care. */
export interface GymOfRecord {
  id: string;
  ownerId: string;
}

/** Whether the role may take the action on at least its own (or staffed) records; checked before any lookup. */
export function canInSomeScope(role: Role, permission: ScopedPermission): boolean {
  return [permission.own, permission.staffed, permission.any].some((scope) => scope !== undefined && can(role, scope));
}

export function mayCall(role: Role, access: RouteAccess): boolean {
  return typeof access === 'string' ? can(role, access) : canInSomeScope(role, access);
}

/**
 * 403 unless the role holds `any`, or holds `own` and the gym is the caller's, or holds `staffed`
 * and the caller staffs the gym. Synchronous: a staff member's gyms came with the session.
 */
export function assertCanOn(caller: Caller, permission: ScopedPermission, gym: GymOfRecord): void {
  if (permission.any && can(caller.role, permission.any)) return;
  if (permission.own && can(caller.role, permission.own) && caller.id === gym.ownerId) return;
  if (permission.staffed && can(caller.role, permission.staffed) && caller.staffedGymIds?.includes(gym.id)) return;
  throw new AppError('forbidden', { code: 'forbidden' });
}
