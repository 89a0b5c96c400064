import type { Executor } from './client.js';
import { gyms, type GymRow } from './schema/gyms.js';
import { users, type UserRow } from './schema/users.js';
import { newId } from '../lib/ids.js';

// Row factories with sensible defaults, shared by the demo seed and by tests: pass only the fields
// that matter to you (`createGym(db, { ownerId, city: 'Pune' })`).

export type NewUserRow = typeof users.$inferInsert;
export type NewGymRow = typeof gyms.$inferInsert;

/** An account with an e-mail address: every account but one made with a mobile number only (§8.9). */
type UserWithEmail = UserRow & { email: string };

/** A verified account with an e-mail address, role 'user' and no password unless the overrides say otherwise. */
export async function createUser(db: Executor, overrides: Partial<NewUserRow> & { email?: string } = {}): Promise<UserWithEmail> {
  const id = overrides.id ?? newId();
  const [row] = await db
    .insert(users)
    .values({
      id,
      name: 'Test User',
      email: `user-${id}@example.com`,
      role: 'user',
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  const user = insertedRow(row);
  const { email } = user;
  if (email === null) throw new Error(`The account ${id} was stored without its e-mail address`);
  return { ...user, email };
}

/** A gym in Pune at ₹199 an hour for 20 people; ownerId is the one field with no default. */
export async function createGym(
  db: Executor,
  overrides: Partial<NewGymRow> & Pick<NewGymRow, 'ownerId'>,
): Promise<GymRow> {
  const id = overrides.id ?? newId();
  const [row] = await db
    .insert(gyms)
    .values({
      id,
      name: `Test Gym ${id.slice(-6)}`,
      description: '',
      address: '1 Fergusson College Road, Shivajinagar',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411004',
      latitude: 18.5236,
      longitude: 73.8411,
      pricePerHourPaise: 19_900,
      capacity: 20,
      amenities: ['Free Weights'],
      contactNumber: '9800000000',
      email: `gym-${id}@example.com`,
      ownerPhoneNumber: '9800000001',
      ...overrides,
    })
    .returning();
  return insertedRow(row);
}

function insertedRow<T>(row: T | undefined): T {
  if (!row) throw new Error('The insert returned no row');
  return row;
}
