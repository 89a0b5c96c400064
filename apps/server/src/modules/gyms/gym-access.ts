import type { Executor } from '../../db/client.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { assertCanOn, canInSomeScope, FORBIDDEN_MESSAGE, type Caller, type ScopedPermission } from '../../lib/authz.js';
import { AppError } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import * as gymsRepository from './gyms.repository.js';

export const GYM_NOT_FOUND = 'Gym not found';

/**
 * The gym the caller may act on, in any state (owners manage hidden gyms too). A role without the
 * action is refused before the lookup, so it learns nothing about which ids exist; a malformed or
 * unknown id is 404; someone else's gym is 403 (API contract §0).
 */
export async function findGymForCaller(
  db: Executor,
  caller: Caller,
  gymId: string,
  permission: ScopedPermission,
  notFoundMessage: string = GYM_NOT_FOUND,
): Promise<GymRow> {
  if (!canInSomeScope(caller.role, permission)) throw new AppError('forbidden', FORBIDDEN_MESSAGE);
  const gym = isId(gymId) ? await gymsRepository.findById(db, gymId) : undefined;
  if (!gym) throw new AppError('not_found', notFoundMessage);
  assertCanOn(caller, permission, gym.ownerId);
  return gym;
}

/** A gym anyone may see and book; a malformed, unknown, inactive or unapproved id all look the same (404). */
export async function findPublicGym(db: Executor, gymId: string): Promise<GymRow> {
  const gym = isId(gymId) ? await gymsRepository.findPublicById(db, gymId) : undefined;
  if (!gym) throw new AppError('not_found', GYM_NOT_FOUND);
  return gym;
}
