import type { DateAvailability, RecurringAvailability, SlotDetail } from '@gymslot/shared/availability-schemas';
import { istDate } from '@gymslot/shared/ist-time';
import { bookableSlots } from '@gymslot/shared/slot-derivation';
import { normalizeTimeOfDay } from '@gymslot/shared/time-of-day';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import type { GymRow } from '../../db/schema/gyms.js';
import * as bookingsRepository from '../bookings/bookings.repository.js';
import * as gymsRepository from '../gyms/gyms.repository.js';
import { toDateAvailability, toRecurringAvailability } from './availability-mapper.js';
import * as availabilityRepository from './availability.repository.js';

export interface PublicAvailability {
  dateSpecific: DateAvailability[];
  recurring: RecurringAvailability[];
}

/** What anyone may read about a public gym's opening hours (V1 and the slots of one date). */
export function createAvailabilityService(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const { db } = deps.database;

  /** A malformed, unknown, inactive or unapproved gym all look the same from outside. */
  async function requirePublicGym(gymId: string): Promise<GymRow> {
    const gym = isId(gymId) ? await gymsRepository.findPublicById(db, gymId) : undefined;
    if (!gym) throw new AppError('not_found', 'Gym not found');
    return gym;
  }

  return {
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
      const [dateRow, recurringRows, takenRows] = await Promise.all([
        availabilityRepository.findDateEntry(db, gymId, date),
        availabilityRepository.findRecurringByGymId(db, gymId),
        bookingsRepository.countTakenBySlot(db, gymId, date, now),
      ]);
      const availability = { dateSpecific: dateRow ? [dateRow] : [], recurring: recurringRows };
      const taken = new Map(takenRows.map((row) => [row.timeSlot, row.taken]));
      return bookableSlots(availability, date, now).map((time) => {
        const remaining = Math.max(0, gym.capacity - (taken.get(normalizeTimeOfDay(time) ?? time) ?? 0));
        return { time, remaining, full: remaining === 0 };
      });
    },
  };
}
