import type { DateAvailability, RecurringAvailability } from '@gymslot/shared/availability-schemas';
import { istDate } from '@gymslot/shared/ist-time';
import { bookableSlots } from '@gymslot/shared/slot-derivation';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
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
  async function requirePublicGym(gymId: string): Promise<void> {
    const gym = isId(gymId) ? await gymsRepository.findPublicById(db, gymId) : undefined;
    if (!gym) throw new AppError('not_found', 'Gym not found');
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

    /** The slots of an IST date that have not started yet; a past date has none. */
    async bookableSlotsOn(gymId: string, date: string): Promise<string[]> {
      await requirePublicGym(gymId);
      const [dateRow, recurringRows] = await Promise.all([
        availabilityRepository.findDateEntry(db, gymId, date),
        availabilityRepository.findRecurringByGymId(db, gymId),
      ]);
      const availability = { dateSpecific: dateRow ? [dateRow] : [], recurring: recurringRows };
      return bookableSlots(availability, date, deps.clock.now());
    },
  };
}
