import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import type { GymClosureRow } from '../../db/schema/gym-desk.js';
import * as closuresRepository from './gym-closures.repository.js';

/**
 * A gym's closed hours (§8.12), the rows the opening hours give way to: this module reads them for
 * the slots it offers; the owner's calls (bookings/closing) add and remove them through here, in
 * their own transaction when bookings move with them. The calls' permission checks are theirs.
 */
export function createGymClosuresStore(deps: Pick<AppDeps, 'database'>) {
  const { db } = deps.database;
  return {
    /** From an IST date on, earliest first. */
    listFrom: (gymId: string, from: string): Promise<GymClosureRow[]> => closuresRepository.findByGymIdFrom(db, gymId, from),
    add: (executor: Executor, row: GymClosureRow): Promise<GymClosureRow> => closuresRepository.insert(executor, row),
    /** Undefined when the gym has no such closure. */
    remove: (gymId: string, closureId: string): Promise<GymClosureRow | undefined> => closuresRepository.deleteByIdAndGymId(db, closureId, gymId),
  };
}

export type GymClosuresStore = ReturnType<typeof createGymClosuresStore>;
