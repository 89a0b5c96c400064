import type { DateAvailability, RecurringAvailability, SlotDetail } from '@gymslot/shared/availability-schemas';
import { addDays, istDate } from '@gymslot/shared/ist-time';
import { paiseToRupees } from '@gymslot/shared/money';
import { bookableSlots, deriveSlots, type GymAvailability } from '@gymslot/shared/slot-derivation';
import { seatsLeft } from '@gymslot/shared/slot-seats';
import { normalizeTimeOfDay } from '@gymslot/shared/time-of-day';
import type { AppDeps } from '../../app-deps.js';
import { findPublicGym } from '../gyms/gym-access.js';
import { createPriceBandsService, type PricedGym, type PriceBandsService } from '../price-bands/price-bands.service.js';
import { toDateAvailability, toRecurringAvailability } from './availability-mapper.js';
import * as availabilityRepository from './availability.repository.js';

export interface PublicAvailability {
  dateSpecific: DateAvailability[];
  recurring: RecurringAvailability[];
}

/**
 * Seats taken per slot of a gym's date (slots with none may be absent). Bookings own that count and
 * sit above this module, so the composition root hands it in (apps/server/src/services.ts).
 */
export type SeatsTakenBySlot = (gymId: string, date: string, now: Date) => Promise<ReadonlyMap<string, number>>;

/**
 * What anyone may read about a public gym's opening hours (V1 and the slots of one date, each with
 * its price). `slotPrices` is the one home of a slot's price (§8.7, decision 046).
 */
export function createAvailabilityService(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  seatsTakenBySlot: SeatsTakenBySlot,
  slotPrices: Pick<PriceBandsService, 'pricesOn' | 'priceOfSlot'> = createPriceBandsService(deps),
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
    /** The slots a gym offers on a date (spec §4), started or not: what booking checks a request against. */
    async offeredSlotsOn(gymId: string, date: string): Promise<string[]> {
      return deriveSlots(await entriesFor(gymId, date), date);
    },

    /** How many slots a gym offers on each date from `from` to `to`, both included (0 when closed): insights' capacity. */
    async offeredSlotCountsBetween(gymId: string, from: string, to: string): Promise<Map<string, number>> {
      const [dateSpecific, recurring] = await Promise.all([
        availabilityRepository.findDateEntriesBetween(db, gymId, from, to),
        availabilityRepository.findRecurringByGymId(db, gymId),
      ]);
      const counts = new Map<string, number>();
      for (let date = from; date <= to; date = addDays(date, 1)) {
        counts.set(date, deriveSlots({ dateSpecific, recurring }, date).length);
      }
      return counts;
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

    /**
     * The slots of an IST date that have not started yet (a past date has none), each with its
     * free places (capacity less paid bookings and unexpired holds, as booking counts them) and
     * the price per hour that booking it charges.
     */
    async bookableSlotsOn(gymId: string, date: string): Promise<SlotDetail[]> {
      const gym = await requirePublicGym(gymId);
      const now = deps.clock.now();
      const [availability, taken, priceOf] = await Promise.all([
        entriesFor(gymId, date),
        seatsTakenBySlot(gymId, date, now),
        slotPrices.pricesOn(gym, date),
      ]);
      return bookableSlots(availability, date, now).map((time) => {
        const remaining = seatsLeft(gym.capacity, taken.get(normalizeTimeOfDay(time) ?? time) ?? 0);
        return { time, remaining, full: remaining === 0, pricePerHour: paiseToRupees(priceOf(time)) };
      });
    },

    /** What one slot costs per hour, in paise: what B1 charges, a waitlist offer holds and a move is judged by. */
    async priceOfSlot(gym: PricedGym, date: string, timeSlot: string): Promise<number> {
      return slotPrices.priceOfSlot(gym, date, timeSlot);
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
