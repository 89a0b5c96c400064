import type { AppDeps } from '../../../app-deps.js';
import { AppError } from '../../../lib/errors.js';
import { findPublicGym } from '../../gyms/gym-access.js';
import type { PriceBandsService } from '../../price-bands/price-bands.service.js';
import type { SlotRef } from '../bookings.repository.js';

/** What a slot costs now, in paise; undefined when its gym is no longer listed. */
export type SlotPriceLookup = (slot: SlotRef) => Promise<number | undefined>;

/** The slot's price as B1 would charge it now: its band's, else the gym's (decision 046). */
export function createSlotPriceLookup(deps: Pick<AppDeps, 'database'>, prices: Pick<PriceBandsService, 'priceOfSlot'>): SlotPriceLookup {
  return async (slot) => {
    try {
      const gym = await findPublicGym(deps.database.db, slot.gymId);
      return await prices.priceOfSlot(gym, slot.date, slot.timeSlot);
    } catch (error) {
      if (error instanceof AppError && error.kind === 'not_found') return undefined;
      throw error;
    }
  };
}
