import { paiseToRupees, rupeesToPaise } from '@gymslot/shared/money';
import { parseGymChanges, type GymChanges, type ManagedGym } from '@gymslot/shared/owner-schemas';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { can, gymActions, type Caller } from '../../lib/authz.js';
import { AppError, byCodeIfKnown } from '../../lib/errors.js';
import { groupImageFiles } from '../catalogue/public-gym-view.js';
import type { MediaUrls } from '../media/media-store.js';
import { cityAsKnown } from './city-spelling.js';
import { findGymForCaller } from './gym-access.js';
import { NO_BOOKINGS, toManagedGym } from './gym-mapper.js';
import * as gymBookingStatsRepository from './gym-booking-stats.repository.js';
import * as gymsRepository from './gyms.repository.js';
import * as managedGymsRepository from './managed-gyms.repository.js';
import type { PayoutAccountCheck } from './payout-account-check.js';

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

/** The columns a checked change writes: the price in paise, and no GSTIN or payout account as null. */
function gymColumns(changes: GymChanges): gymsRepository.GymColumns {
  const { pricePerHour, gstin, razorpayAccountId, ...sameNames } = changes;
  return {
    ...sameNames,
    ...(pricePerHour === undefined ? {} : { pricePerHourPaise: rupeesToPaise(pricePerHour) }),
    ...(gstin === undefined ? {} : { gstin: gstin === '' ? null : gstin }),
    ...(razorpayAccountId === undefined ? {} : { razorpayAccountId: razorpayAccountId === '' ? null : razorpayAccountId }),
  };
}

/**
 * §8.12: only an admin sets, changes or clears ('') a gym's payout account; a new id is checked
 * with Razorpay first (decision 064). An owner's change of it is refused, whatever else it holds.
 */
async function checkPayoutAccountChange(caller: Caller, changes: GymChanges, checkPayoutAccount: PayoutAccountCheck): Promise<void> {
  const account = changes.razorpayAccountId;
  if (account === undefined) return;
  if (!can(caller.role, 'update:payout-account:any')) throw new AppError('forbidden', { code: 'payoutAccountAdminOnly' });
  if (account !== '') await checkPayoutAccount(account);
}

/** G10, G11 and §8.7's edit: the gyms an owner runs, or every gym for an admin, inactive ones included. */
export function createManagedGymsService(deps: Pick<AppDeps, 'database' | 'clock'>, urls: MediaUrls, checkPayoutAccount: PayoutAccountCheck) {
  const { db } = deps.database;

  async function managedGym(gymId: string): Promise<ManagedGym> {
    const row = await managedGymsRepository.findWithOwnerById(db, gymId);
    const [gym] = await toManagedGyms(db, row ? [row] : [], urls);
    if (!gym) throw new AppError('not_found', { code: 'gymNotFound' });
    return gym;
  }

  return {
    /**
     * G10: an admin gets every gym, because the admin date-availability screen fills its select from
     * it; front-desk staff (§8.12) the gyms they staff, without revenue, payout account or GST number.
     */
    async mine(caller: Caller): Promise<ManagedGym[]> {
      if (can(caller.role, gymActions.listGyms.any)) return toManagedGyms(db, await managedGymsRepository.findWithOwners(db), urls);
      if (can(caller.role, gymActions.listGyms.staffed)) {
        const gymIds = caller.staffedGymIds ?? [];
        if (gymIds.length === 0) return [];
        const staffed = await toManagedGyms(db, await managedGymsRepository.findWithOwners(db, { gymIds }), urls);
        // Nothing of the money: no revenue, and the payout account and GST number left blank.
        return staffed.map(({ stats: { revenue: _revenue, ...counts }, ...gym }) => ({ ...gym, razorpayAccountId: '', gstin: '', stats: counts }));
      }
      return toManagedGyms(db, await managedGymsRepository.findWithOwners(db, { ownerId: caller.id }), urls);
    },

    /** G11 */
    async all(): Promise<ManagedGym[]> {
      return toManagedGyms(db, await managedGymsRepository.findWithOwners(db), urls);
    },

    /**
     * §8.7: the gym's owner, or an admin, changes its details; the body is checked only once the
     * caller is known to manage this gym. One UPDATE, so the catalogue's triggers log it and every
     * process shows it on its next request. Bookings keep the amount they stored, and a lower
     * capacity only limits new ones: no booking is cancelled.
     */
    async update(caller: Caller, gymId: string, body: unknown): Promise<ManagedGym> {
      const gym = await findGymForCaller(db, caller, gymId, gymActions.updateGym);
      const parsed = parseGymChanges(body);
      if (!parsed.ok) throw new AppError('invalid_data', byCodeIfKnown(parsed.message), parsed.errors);
      await checkPayoutAccountChange(caller, parsed.changes, checkPayoutAccount);
      const { city } = parsed.changes;
      const changes = city === undefined ? parsed.changes : { ...parsed.changes, city: await cityAsKnown(db, city, gym.id) };
      await gymsRepository.update(db, gym.id, { ...gymColumns(changes), updatedAt: deps.clock.now() });
      return managedGym(gym.id);
    },
  };
}

export type ManagedGymsService = ReturnType<typeof createManagedGymsService>;
