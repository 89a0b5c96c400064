import { sellingBodySchema, type Selling } from '@gymslot/shared/selling-schemas';
import type { AppDeps } from '../../app-deps.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { gymActions, type Caller } from '../../lib/authz.js';
import { AppError, byCodeIfKnown } from '../../lib/errors.js';
import { findGymForCaller } from './gym-access.js';
import * as sellingRepository from './gym-selling.repository.js';

function toSelling(gym: GymRow): Selling {
  return {
    gymId: gym.id,
    gymName: gym.name,
    capacity: gym.capacity,
    placesPerSlot: gym.placesPerSlot,
    bookingWindowDays: gym.bookingWindowDays,
    minNoticeMinutes: gym.minNoticeMinutes,
  };
}

/**
 * §8.12 how GymSlot sells a gym: read and set by its owner or an admin only (the reads ask
 * update:gym, so a gym's staff meet 403). The catalogue version moves with the gym row, so gym
 * pages and bookings see a change at once (decision 063).
 */
export function createGymSellingService(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const { db } = deps.database;

  return {
    async forCaller(caller: Caller, gymId: string): Promise<Selling> {
      return toSelling(await findGymForCaller(db, caller, gymId, gymActions.updateGym));
    },

    /** The body is checked once the caller is known to manage the gym; places per slot at most its capacity. */
    async update(caller: Caller, gymId: string, body: unknown): Promise<Selling> {
      const gym = await findGymForCaller(db, caller, gymId, gymActions.updateGym);
      const parsed = sellingBodySchema.safeParse(body);
      if (!parsed.success) {
        const errors = [...new Set(parsed.error.issues.map((issue) => issue.message))];
        throw new AppError('invalid_data', byCodeIfKnown(errors[0] ?? ''), errors);
      }
      const { placesPerSlot } = parsed.data;
      if (placesPerSlot !== null && placesPerSlot > gym.capacity) {
        throw new AppError('invalid_data', { code: 'placesPerSlotOverCapacity', params: { capacity: gym.capacity } });
      }
      const updated = await sellingRepository.updateSelling(db, gym.id, parsed.data, deps.clock.now());
      if (!updated) throw new AppError('not_found', { code: 'gymNotFound' });
      return toSelling(updated);
    },
  };
}

export type GymSellingService = ReturnType<typeof createGymSellingService>;
