import type { Executor } from '../../db/client.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { assertCanOn, canInSomeScope, type Caller, type ScopedPermission } from '../../lib/authz.js';
import { AppError, type CodedText } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import * as gymsRepository from './gyms.repository.js';

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
  notFoundMessage: CodedText | string = { code: 'gymNotFound' },
): Promise<GymRow> {
  if (!canInSomeScope(caller.role, permission)) throw new AppError('forbidden', { code: 'forbidden' });
  const gym = isId(gymId) ? await gymsRepository.findById(db, gymId) : undefined;
  if (!gym) throw new AppError('not_found', notFoundMessage);
  assertCanOn(caller, permission, gym);
  return gym;
}

/** A gym anyone may see and book; a malformed, unknown, inactive or unapproved id all look the same (404). */
export async function findPublicGym(db: Executor, gymId: string): Promise<GymRow> {
  const gym = isId(gymId) ? await gymsRepository.findPublicById(db, gymId) : undefined;
  if (!gym) throw new AppError('not_found', { code: 'gymNotFound' });
  return gym;
}
