import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { gyms, type GymRow } from '../../db/schema/gyms.js';
import { users } from '../../db/schema/users.js';

/** A gym's owner: always an account with an e-mail address, since owners are found or made by one (G12). */
export interface GymOwner {
  id: string;
  name: string;
  email: string;
}

export interface GymWithOwner {
  gym: GymRow;
  owner: GymOwner;
}

const withOwner = { gym: gyms, owner: { id: users.id, name: users.name, email: users.email } };

/**
 * The row with its owner's address as a string. Every owner is found or made by e-mail (G12) and
 * only accounts made with a mobile number have none, so a gym whose owner has none is a broken row.
 */
function ownerWithEmail(row: { gym: GymRow; owner: Omit<GymOwner, 'email'> & { email: string | null } }): GymWithOwner {
  const { email } = row.owner;
  if (email === null) throw new Error(`The owner ${row.owner.id} of gym ${row.gym.id} has no e-mail address`);
  return { gym: row.gym, owner: { ...row.owner, email } };
}

/** Every gym whatever its state, or only one owner's, newest first. */
export async function findWithOwners(db: Executor, filter: { ownerId?: string; gymIds?: readonly string[] } = {}): Promise<GymWithOwner[]> {
  const rows = await db
    .select(withOwner)
    .from(gyms)
    .innerJoin(users, eq(users.id, gyms.ownerId))
    .where(
      and(
        filter.ownerId === undefined ? undefined : eq(gyms.ownerId, filter.ownerId),
        filter.gymIds === undefined ? undefined : inArray(gyms.id, [...filter.gymIds]),
      ),
    )
    .orderBy(desc(gyms.createdAt), asc(gyms.id));
  return rows.map(ownerWithEmail);
}

export async function findWithOwnerById(db: Executor, id: string): Promise<GymWithOwner | undefined> {
  const [row] = await db
    .select(withOwner)
    .from(gyms)
    .innerJoin(users, eq(users.id, gyms.ownerId))
    .where(eq(gyms.id, id))
    .limit(1);
  return row && ownerWithEmail(row);
}
