import { paiseToRupees } from '@gymslot/shared/money';
import type { ManagedGym } from '@gymslot/shared/owner-schemas';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { can, gymActions, type Caller } from '../../lib/authz.js';
import { groupImageFiles } from '../catalogue/public-gym-view.js';
import type { MediaUrls } from '../media/media-store.js';
import { NO_BOOKINGS, toManagedGym } from './gym-mapper.js';
import * as gymBookingStatsRepository from './gym-booking-stats.repository.js';
import * as gymsRepository from './gyms.repository.js';
import * as managedGymsRepository from './managed-gyms.repository.js';

/** Owner, payout id, images and booking figures for each gym, with one query per kind. */
export async function toManagedGyms(
  db: Executor,
  rows: readonly managedGymsRepository.GymWithOwner[],
  urls: MediaUrls,
): Promise<ManagedGym[]> {
  const gymIds = rows.map((row) => row.gym.id);
  const [files, counts] = await Promise.all([
    gymsRepository.findImageFilesByGymIds(db, gymIds),
    gymBookingStatsRepository.findByGymIds(db, gymIds),
  ]);
  const filesByGym = groupImageFiles(files);
  const statsByGym = new Map(
    counts.map(({ gymId, revenuePaise, ...figures }) => [gymId, { ...figures, revenue: paiseToRupees(revenuePaise) }]),
  );
  return rows.map(({ gym, owner }) =>
    toManagedGym(gym, owner, filesByGym.get(gym.id) ?? [], statsByGym.get(gym.id) ?? NO_BOOKINGS, urls),
  );
}

/** G10 and G11: the gyms an owner runs, or every gym for an admin, inactive ones included. */
export function createManagedGymsService(deps: Pick<AppDeps, 'database'>, urls: MediaUrls) {
  const { db } = deps.database;

  return {
    /** G10: an admin gets every gym, because the admin date-availability screen fills its select from it. */
    async mine(caller: Caller): Promise<ManagedGym[]> {
      if (can(caller.role, gymActions.readGym.any)) return toManagedGyms(db, await managedGymsRepository.findWithOwners(db), urls);
      return toManagedGyms(db, await managedGymsRepository.findWithOwners(db, { ownerId: caller.id }), urls);
    },

    /** G11 */
    async all(): Promise<ManagedGym[]> {
      return toManagedGyms(db, await managedGymsRepository.findWithOwners(db), urls);
    },
  };
}

export type ManagedGymsService = ReturnType<typeof createManagedGymsService>;
