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
  ]),
};

export function can(role: Role, permission: Permission): boolean {
  return permissionsByRole[role].has(permission);
}

/** Who is acting, as far as permissions care. */
export interface Caller {
  id: string;
  role: Role;
}

/** Whether the role may take the action on at least its own records; checked before any lookup. */
export function canInSomeScope(role: Role, permission: ScopedPermission): boolean {
  return [permission.own, permission.any].some((scope) => scope !== undefined && can(role, scope));
}

export function mayCall(role: Role, access: RouteAccess): boolean {
  return typeof access === 'string' ? can(role, access) : canInSomeScope(role, access);
}

/** 403 unless the role holds `any`, or holds `own` and the record belongs to the caller. */
export function assertCanOn(caller: Caller, permission: ScopedPermission, ownerId: string): void {
  if (permission.any && can(caller.role, permission.any)) return;
  if (permission.own && can(caller.role, permission.own) && caller.id === ownerId) return;
  throw new AppError('forbidden', { code: 'forbidden' });
}
