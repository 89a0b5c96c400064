import type { SlotDetail } from '@gymslot/shared/availability-schemas';
import { paiseToRupees } from '@gymslot/shared/money';
import { placesOnSale, slotsOnSale, type ClosedHours } from '@gymslot/shared/selling-rules';
import type { GymAvailability } from '@gymslot/shared/slot-derivation';
import { seatsLeft } from '@gymslot/shared/slot-seats';
import { normalizeTimeOfDay } from '@gymslot/shared/time-of-day';
import type { AppDeps } from '../../app-deps.js';
import { requireDatesInWindow } from '../../lib/date-window-guard.js';
import { AppError } from '../../lib/errors.js';
import { createGymVersionCache } from '../catalogue/gym-version-cache.js';
import type { PublicCatalogue } from '../catalogue/public-catalogue.js';
import type { PriceBandsService } from '../price-bands/price-bands.service.js';
import * as availabilityRepository from './availability.repository.js';
import * as closuresRepository from './gym-closures.repository.js';

/**
 * Seats taken per slot of a gym's date (slots with none may be absent). Bookings own that count and
 * sit above this module, so the composition root hands it in (apps/server/src/services.ts).
 */
export type SeatsTakenBySlot = (gymId: string, date: string, now: Date) => Promise<ReadonlyMap<string, number>>;

/**
 * Dates of one gym version whose opening hours are kept: today and the days after it that a gym
 * page shows. An older date is read again if asked for.
 */
const DATES_KEPT_PER_GYM = 31;

/**
 * The slots of a public gym's date, as its page lists them (anyone may ask, and every gym page
 * does). The gym (capacity, price, whether it is public) comes from the in-memory catalogue, and
 * the date's opening hours are read once per version of the gym: every write to either moves the
 * catalogue version (migrations 0007, 0008), so both are as fresh as a read of the database.
 * Places taken (holds come and go) and the day's price bands (not catalogue data) are read each
 * time. Issue 26, finding 5: five queries a visit became these two.
 */
export function createPublicSlotsService(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  catalogue: PublicCatalogue,
  seatsTakenBySlot: SeatsTakenBySlot,
  slotPrices: Pick<PriceBandsService, 'pricesOn'>,
) {
  const { db } = deps.database;
  const openingHours = createGymVersionCache<{ availability: GymAvailability; closures: ClosedHours[] }>(DATES_KEPT_PER_GYM);

  /**
   * The stored entries that decide which slots a date offers (its own entry, else its weekday's)
   * and its closed hours (§8.12), whose changes move the catalogue version too (migration 0029).
   */
  async function readEntries(gymId: string, date: string) {
    const [dateRow, recurring, closures] = await Promise.all([
      availabilityRepository.findDateEntry(db, gymId, date),
      availabilityRepository.findRecurringByGymId(db, gymId),
      closuresRepository.findByGymIdAndDate(db, gymId, date),
    ]);
    return { availability: { dateSpecific: dateRow ? [dateRow] : [], recurring }, closures };
  }

  return {
    /**
     * The slots of an IST date on sale (§8.12: not started, within the gym's window and notice, not
     * in its closed hours; a past date has none), each with its free places (the places on sale less
     * paid bookings and unexpired holds, as booking counts them) and the price per hour that booking
     * it charges. A gym the catalogue does not list is 404.
     */
    async bookableSlotsOn(gymId: string, date: string): Promise<SlotDetail[]> {
      const gym = await (await catalogue.current()).gym(gymId);
      if (gym === undefined) throw new AppError('not_found', { code: 'gymNotFound' });
      const now = deps.clock.now();
      // Issue 26: the year 9999 was offered as bookable; the API's date window ends two years ahead.
      requireDatesInWindow({ date }, now);
      const [{ availability, closures }, taken, priceOf] = await Promise.all([
        openingHours.get(gym, date, () => readEntries(gymId, date)),
        seatsTakenBySlot(gymId, date, now),
        slotPrices.pricesOn(gym, date),
      ]);
      const places = placesOnSale(gym.selling);
      return slotsOnSale(availability, date, now, gym.selling, closures).map((time) => {
        const remaining = seatsLeft(places, taken.get(normalizeTimeOfDay(time) ?? time) ?? 0);
        return { time, remaining, full: remaining === 0, pricePerHour: paiseToRupees(priceOf(time)) };
      });
    },
  };
}

export type PublicSlotsService = ReturnType<typeof createPublicSlotsService>;
