import { describe, expect, it } from 'vitest';
import { roles } from '@gymslot/shared/roles';
import { permissions } from '@gymslot/shared/permissions';
import { assertCanOn, bookingActions, can, canInSomeScope, gymActions, mayCall } from './authz.js';

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

  it('mayCall: a plain permission, or a scoped action held in some scope', () => {
    expect(mayCall('admin', 'create:gym')).toBe(true);
    expect(mayCall('user', 'create:gym')).toBe(false);
    expect(mayCall('gym_owner', gymActions.updateGym)).toBe(true);
    expect(mayCall('gym_owner', gymActions.readAnyAvailability)).toBe(false);
  });
});

describe('scoped permissions on gyms', () => {
  const owner = { id: 'owner-1', role: 'gym_owner' as const };
  const admin = { id: 'admin-1', role: 'admin' as const };
  const customer = { id: 'user-1', role: 'user' as const };
  const staff = { id: 'staff-1', role: 'gym_staff' as const, staffedGymIds: ['gym-a'] };
  const gymOf = (ownerId: string, id = 'gym-a') => ({ id, ownerId });

  it('lets an owner act on their own gym only, and an admin on any gym', () => {
    expect(() => assertCanOn(owner, gymActions.updateGym, gymOf('owner-1'))).not.toThrow();
    expect(() => assertCanOn(owner, gymActions.updateGym, gymOf('owner-2'))).toThrowError(expect.objectContaining({ statusCode: 403 }));
    expect(() => assertCanOn(admin, gymActions.updateGym, gymOf('owner-2'))).not.toThrow();
    expect(() => assertCanOn(customer, gymActions.updateGym, gymOf('user-1'))).toThrowError(expect.objectContaining({ statusCode: 403 }));
  });

  it('keeps the admin-only actions from owners, even on their own gyms', () => {
    expect(canInSomeScope('gym_owner', gymActions.createGym)).toBe(false);
    expect(canInSomeScope('gym_owner', gymActions.readAnyAvailability)).toBe(false);
    expect(() => assertCanOn(owner, gymActions.readAnyAvailability, gymOf('owner-1'))).toThrow();
    expect(canInSomeScope('admin', gymActions.createGym)).toBe(true);
    expect(canInSomeScope('user', gymActions.readGym)).toBe(false);
  });

  it('lets front-desk staff read and check in at the gyms they staff only, and change nothing (§8.12)', () => {
    expect(() => assertCanOn(staff, bookingActions.verifyBookings, gymOf('owner-1', 'gym-a'))).not.toThrow();
    expect(() => assertCanOn(staff, bookingActions.filterDeskBookings, gymOf('owner-1', 'gym-a'))).not.toThrow();
    expect(() => assertCanOn(staff, bookingActions.verifyBookings, gymOf('owner-1', 'gym-b'))).toThrowError(expect.objectContaining({ statusCode: 403 }));
    expect(() => assertCanOn(staff, gymActions.updateGym, gymOf('owner-1', 'gym-a'))).toThrow();
    expect(() => assertCanOn(staff, gymActions.readGym, gymOf('owner-1', 'gym-a'))).toThrow();
    expect(canInSomeScope('gym_staff', gymActions.manageStaff)).toBe(false);
    expect(canInSomeScope('gym_staff', gymActions.listGyms)).toBe(true);
    // An owner's staffed list (none) grants nothing: the staffed scope is gym_staff's alone.
    expect(() => assertCanOn({ ...owner, staffedGymIds: ['gym-b'] }, bookingActions.verifyBookings, gymOf('owner-2', 'gym-b'))).toThrow();
  });
});
