import type { DateAvailability, RecurringAvailability, SlotDetail } from '@gymslot/shared/availability-schemas';
import { istDate } from '@gymslot/shared/ist-time';
import { bookableSlots, deriveSlots, type GymAvailability } from '@gymslot/shared/slot-derivation';
import { seatsLeft } from '@gymslot/shared/slot-seats';
import { normalizeTimeOfDay } from '@gymslot/shared/time-of-day';
import type { AppDeps } from '../../app-deps.js';
import { findPublicGym } from '../gyms/gym-access.js';
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

/** What anyone may read about a public gym's opening hours (V1 and the slots of one date). */
export function createAvailabilityService(deps: Pick<AppDeps, 'database' | 'clock'>, seatsTakenBySlot: SeatsTakenBySlot) {
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
     * free places: capacity less paid bookings and unexpired holds, as booking counts them.
     */
    async bookableSlotsOn(gymId: string, date: string): Promise<SlotDetail[]> {
      const gym = await requirePublicGym(gymId);
      const now = deps.clock.now();
      const [availability, taken] = await Promise.all([entriesFor(gymId, date), seatsTakenBySlot(gymId, date, now)]);
      return bookableSlots(availability, date, now).map((time) => {
        const remaining = seatsLeft(gym.capacity, taken.get(normalizeTimeOfDay(time) ?? time) ?? 0);
        return { time, remaining, full: remaining === 0 };
      });
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
