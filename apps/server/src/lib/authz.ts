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
  'read:booking:gym',
  'verify:booking:gym',
  'read:booking:any',
  'create:gym',
  'read:gym:own',
  'update:gym:own',
  'read:gym:any',
  'read:availability:own',
  'update:availability:own',
  'read:availability:any',
  'update:availability:any',
] as const;
export type Permission = (typeof permissions)[number];

const permissionsByRole: Record<Role, ReadonlySet<Permission>> = {
  user: new Set<Permission>(['create:booking', 'pay:booking:own', 'read:booking:own', 'cancel:booking:own']),
  gym_owner: new Set<Permission>([
    'read:gym:own',
    'update:gym:own',
    'read:booking:gym',
    'verify:booking:gym',
    'read:availability:own',
    'update:availability:own',
  ]),
  admin: new Set<Permission>([
    'create:gym',
    'read:gym:any',
    'read:booking:any',
    'read:availability:any',
    'update:availability:any',
  ]),
};

export function can(role: Role, permission: Permission): boolean {
  return permissionsByRole[role].has(permission);
}

export const FORBIDDEN_MESSAGE = 'You do not have permission to do this.';

export function assertCan(role: Role, permission: Permission): void {
  if (!can(role, permission)) throw new AppError('forbidden', FORBIDDEN_MESSAGE);
}
