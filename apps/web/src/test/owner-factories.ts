import type { ManagedGym } from '@gymslot/shared/owner-schemas';
import type { User } from '@gymslot/shared/auth-schemas';
import { createPublicGym } from './booking-factories';
import { createUser } from './factories';

export const ownerAccount: User = createUser({ _id: '6650f1c2a9b3e4d5f6a7c001', name: 'Omkar Owner', email: 'owner@example.com', role: 'gym_owner' });
export const adminAccount: User = createUser({ _id: '6650f1c2a9b3e4d5f6a7c002', name: 'Asha Admin', email: 'admin@example.com', role: 'admin' });

/** A gym as the owner and admin calls describe it: the public view plus owner, payout id and figures. */
export function createManagedGym(overrides: Partial<ManagedGym> = {}): ManagedGym {
  return {
    ...createPublicGym(overrides),
    ownerId: { _id: ownerAccount._id, name: ownerAccount.name, email: ownerAccount.email },
    razorpayAccountId: '',
    gstin: '',
    updatedAt: '2026-10-02T09:00:00.000Z',
    stats: { totalBookings: 0, verifiedBookings: 0, pendingBookings: 0, revenue: 0 },
    ...overrides,
  };
}
