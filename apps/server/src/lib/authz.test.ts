import { describe, expect, it } from 'vitest';
import { roles } from '@gymslot/shared/roles';
import { assertCan, can, permissions } from './authz.js';

describe('permissions per role', () => {
  it('lets users book and manage only their own bookings', () => {
    expect(can('user', 'create:booking')).toBe(true);
    expect(can('user', 'cancel:booking:own')).toBe(true);
    expect(can('user', 'read:booking:any')).toBe(false);
    expect(can('user', 'update:gym:own')).toBe(false);
  });

  it('lets owners run their gyms but not create gyms or book', () => {
    expect(can('gym_owner', 'update:gym:own')).toBe(true);
    expect(can('gym_owner', 'verify:booking:gym')).toBe(true);
    expect(can('gym_owner', 'create:gym')).toBe(false);
    expect(can('gym_owner', 'create:booking')).toBe(false);
    expect(can('gym_owner', 'read:booking:any')).toBe(false);
  });

  it('lets admins add gyms and see everything, without posing as a customer', () => {
    expect(can('admin', 'create:gym')).toBe(true);
    expect(can('admin', 'read:booking:any')).toBe(true);
    expect(can('admin', 'update:availability:any')).toBe(true);
    expect(can('admin', 'create:booking')).toBe(false);
  });

  it('grants every permission to some role', () => {
    for (const permission of permissions) {
      expect(roles.some((role) => can(role, permission)), permission).toBe(true);
    }
  });

  it('assertCan throws a forbidden AppError', () => {
    expect(() => assertCan('admin', 'create:gym')).not.toThrow();
    expect(() => assertCan('user', 'create:gym')).toThrowError(
      expect.objectContaining({ kind: 'forbidden', statusCode: 403 }),
    );
  });
});
