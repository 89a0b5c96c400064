import type { Role } from '@gymslot/shared/roles';

/** Demo-only accounts, created by the demo seed and listed in the README and at start-up. */
export const DEMO_PASSWORD = 'Password123!';

export const demoAccounts: { email: string; name: string; role: Role }[] = [
  { email: 'admin@example.com', name: 'Asha Admin', role: 'admin' },
  { email: 'owner@example.com', name: 'Omkar Owner', role: 'gym_owner' },
  { email: 'owner2@example.com', name: 'Priya Owner', role: 'gym_owner' },
  // §8.12: the front desk of the first of owner@'s gyms (demo-staff.ts).
  { email: 'staff@example.com', name: 'Sunil Staff', role: 'gym_staff' },
  { email: 'user@example.com', name: 'Rahul User', role: 'user' },
];
