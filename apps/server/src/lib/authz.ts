import type { Role } from '@gymslot/shared/roles';
import { AppError } from './errors.js';

/**
 * What each role may do, as data (API contract §2–§4). The last part is the scope the service must
 * still check: `own` = the caller's own record (their booking, a gym they own), `gym` = a record
 * at a gym the caller owns, `any` = no ownership check.
 */
export const permissions = [
  'create:booking',
  'pay:booking:own',
  'read:booking:own',
  'cancel:booking:own',
  'reschedule:booking:own',
  'join:waitlist',
  'read:booking:gym',
  'verify:booking:gym',
  'read:booking:any',
  'create:gym',
  'read:gym:own',
  'update:gym:own',
  'read:gym:any',
  'update:gym:any',
  'read:availability:own',
  'update:availability:own',
  'read:availability:any',
  'update:availability:any',
  'create:review',
  'reply:review:gym',
  'read:invoice:own',
  'read:invoice:any',
  // §8.9: every signed-in person's own message preferences, whatever their role.
  'read:preferences:own',
  'update:preferences:own',
  'read:message:any',
  'retry:message:any',
  'resolve:payment:any',
  'read:metrics:any',
] as const;
export type Permission = (typeof permissions)[number];

const permissionsByRole: Record<Role, ReadonlySet<Permission>> = {
  user: new Set<Permission>([
    'read:preferences:own',
    'update:preferences:own',
    'create:booking',
    'pay:booking:own',
    'read:booking:own',
    'cancel:booking:own',
    'reschedule:booking:own',
    'join:waitlist',
    'create:review',
    'read:invoice:own',
  ]),
  gym_owner: new Set<Permission>([
    'read:preferences:own',
    'update:preferences:own',
    'read:gym:own',
    'update:gym:own',
    'read:booking:gym',
    'verify:booking:gym',
    'read:availability:own',
    'update:availability:own',
    'reply:review:gym',
    'read:invoice:own',
  ]),
  admin: new Set<Permission>([
    'read:preferences:own',
    'update:preferences:own',
    'create:gym',
    'read:gym:any',
    'update:gym:any',
    'read:booking:any',
    'read:availability:any',
    'update:availability:any',
    'read:invoice:any',
    'read:message:any',
    'retry:message:any',
    'resolve:payment:any',
    'read:metrics:any',
  ]),
};

export function can(role: Role, permission: Permission): boolean {
  return permissionsByRole[role].has(permission);
}

export const FORBIDDEN_MESSAGE = 'You do not have permission to do this.';

/** Who is acting, as far as permissions care. */
export interface Caller {
  id: string;
  role: Role;
}

/**
 * One action in its two scopes: `own` covers records the caller owns, `any` every record. Either
 * may be absent, e.g. the admin-only availability view has no `own` scope.
 */
export interface ScopedPermission {
  own?: Permission;
  any?: Permission;
}

/** The scoped actions on gyms and their availability (API contract §2 G10–G14, §3 V2–V4, R1–R2). */
export const gymActions = {
  readGym: { own: 'read:gym:own', any: 'read:gym:any' },
  updateGym: { own: 'update:gym:own', any: 'update:gym:any' },
  createGym: { any: 'create:gym' },
  readAvailability: { own: 'read:availability:own', any: 'read:availability:any' },
  readAnyAvailability: { any: 'read:availability:any' },
  updateAvailability: { own: 'update:availability:own', any: 'update:availability:any' },
} as const satisfies Record<string, ScopedPermission>;

/** Whether the role may take the action on at least its own records; checked before any lookup. */
/** §8.7's GST documents of a booking: `own` is the booker's booking or a booking at a gym the caller owns now. */
export const invoiceActions = {
  readInvoice: { own: 'read:invoice:own', any: 'read:invoice:any' },
} as const satisfies Record<string, ScopedPermission>;

export function canInSomeScope(role: Role, permission: ScopedPermission): boolean {
  return [permission.own, permission.any].some((scope) => scope !== undefined && can(role, scope));
}

/**
 * Who may call a route, declared once in its options (`config: { permission }`) and checked by the
 * authentication hook: a permission, or a scoped action the role must hold in at least one scope.
 */
export type RouteAccess = Permission | ScopedPermission;

export function mayCall(role: Role, access: RouteAccess): boolean {
  return typeof access === 'string' ? can(role, access) : canInSomeScope(role, access);
}

/** 403 unless the role holds `any`, or holds `own` and the record belongs to the caller. */
export function assertCanOn(caller: Caller, permission: ScopedPermission, ownerId: string): void {
  if (permission.any && can(caller.role, permission.any)) return;
  if (permission.own && can(caller.role, permission.own) && caller.id === ownerId) return;
  throw new AppError('forbidden', FORBIDDEN_MESSAGE);
}
