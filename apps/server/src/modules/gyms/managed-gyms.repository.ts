import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { gyms, type GymRow } from '../../db/schema/gyms.js';
import { users } from '../../db/schema/users.js';

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

/** Every gym whatever its state, or only one owner's, newest first. */
export async function findWithOwners(db: Executor, filter: { ownerId?: string } = {}): Promise<GymWithOwner[]> {
  return db
    .select(withOwner)
    .from(gyms)
    .innerJoin(users, eq(users.id, gyms.ownerId))
    .where(filter.ownerId === undefined ? undefined : eq(gyms.ownerId, filter.ownerId))
    .orderBy(desc(gyms.createdAt), asc(gyms.id));
}

export async function findWithOwnerById(db: Executor, id: string): Promise<GymWithOwner | undefined> {
  const [row] = await db
    .select(withOwner)
    .from(gyms)
    .innerJoin(users, eq(users.id, gyms.ownerId))
    .where(eq(gyms.id, id))
    .limit(1);
  return row;
}
