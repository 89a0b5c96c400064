import type { DateAvailability, RecurringAvailability } from '@gymslot/shared/availability-schemas';
import { datesBetween, istDate } from '@gymslot/shared/ist-time';
import { openSlots } from '@gymslot/shared/selling-rules';
import { deriveSlots, type GymAvailability } from '@gymslot/shared/slot-derivation';
import type { AppDeps } from '../../app-deps.js';
import { findPublicGym } from '../gyms/gym-access.js';
import type { PricedGym, PriceBandsService } from '../price-bands/price-bands.service.js';
import { toDateAvailability, toRecurringAvailability } from './availability-mapper.js';
import * as availabilityRepository from './availability.repository.js';
import * as closuresRepository from './gym-closures.repository.js';
import { offeredSlotCounts } from './offered-slot-counts.js';

export interface PublicAvailability {
  dateSpecific: DateAvailability[];
  recurring: RecurringAvailability[];
}

/**
 * A public gym's opening hours (V1), the slots a gym offers and what each costs; the slots a
 * gym's page lists are public-slots.service.ts's. `slotPrices` is the one home of a slot's price
 * (§8.7, decision 046).
 */
export function createAvailabilityService(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  slotPrices: Pick<PriceBandsService, 'pricesOn' | 'priceOfSlot'>,
) {
  const { db } = deps.database;
  const requirePublicGym = (gymId: string) => findPublicGym(db, gymId);

  /** The stored entries that decide which slots a date offers: its own entry, else its weekday's. */
  async function entriesFor(gymId: string, date: string): Promise<GymAvailability> {
    const [dateRow, recurring] = await Promise.all([
      availabilityRepository.findDateEntry(db, gymId, date),
      availabilityRepository.findRecurringByGymId(db, gymId),
    ]);
    return { dateSpecific: dateRow ? [dateRow] : [], recurring };
  }

  return {
    /**
     * The slots a gym offers on a date (spec §4), started or not, less those its closed hours touch
     * (§8.12): what booking, moving and the waitlist check a request against.
     */
    async offeredSlotsOn(gymId: string, date: string): Promise<string[]> {
      const [entries, closures] = await Promise.all([entriesFor(gymId, date), closuresRepository.findByGymIdAndDate(db, gymId, date)]);
      return openSlots(deriveSlots(entries, date), closures);
    },

    /**
     * How many slots each gym offers on each date from `from` to `to`, both included (0 when
     * closed), its closed hours' slots left out (§8.12): insights' capacity. Three statements
     * however many gyms (issue 32: an owner of 500 gyms costs no more round trips than one of 5).
     */
    async offeredSlotCountsBetween(gymIds: readonly string[], from: string, to: string): Promise<Map<string, Map<string, number>>> {
      if (gymIds.length === 0) return new Map();
      const [dateSpecific, recurring, closures] = await Promise.all([
        availabilityRepository.findDateEntriesOfGymsBetween(db, gymIds, from, to),
        availabilityRepository.findRecurringOfGyms(db, gymIds),
        closuresRepository.findByGymIdsBetween(db, gymIds, from, to),
      ]);
      // Counted, never `date <= to` on text: past 9999-12-31 that comparison never ends (issue 26).
      return offeredSlotCounts(gymIds, datesBetween(from, to), { dateSpecific, recurring, closures });
    },

    /** V1: date entries from today (IST) on, and the weekly entries. */
    async forUser(gymId: string): Promise<PublicAvailability> {
      await requirePublicGym(gymId);
      const today = istDate(deps.clock.now());
      const [dateRows, recurringRows] = await Promise.all([
        availabilityRepository.findDateEntriesFrom(db, gymId, today),
        availabilityRepository.findRecurringByGymId(db, gymId),
      ]);
      return { dateSpecific: dateRows.map(toDateAvailability), recurring: recurringRows.map(toRecurringAvailability) };
    },

    /** What one slot costs per hour, in paise: what B1 charges, a waitlist offer holds and a move is judged by. */
    async priceOfSlot(gym: PricedGym, date: string, timeSlot: string): Promise<number> {
      return slotPrices.priceOfSlot(gym, date, timeSlot);
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
