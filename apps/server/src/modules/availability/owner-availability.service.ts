import type { DateAvailability, RecurringAvailability } from '@gymslot/shared/availability-schemas';
import { latestDate } from '@gymslot/shared/date-window';
import type { DayOfWeek } from '@gymslot/shared/ist-time';
import { istDate } from '@gymslot/shared/ist-time';
import type { SetAvailabilityBody, SetRecurringBody } from '@gymslot/shared/owner-availability-schemas';
import { hourlySlots } from '@gymslot/shared/slot-derivation';
import type { AppDeps } from '../../app-deps.js';
import { gymActions, type Caller, type ScopedPermission } from '../../lib/authz.js';
import { AppError, type CodedText } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { findGymForCaller } from '../gyms/gym-access.js';
import { toDateAvailability, toRecurringAvailability } from './availability-mapper.js';
import * as availabilityRepository from './availability.repository.js';

export interface StoredAvailability {
  dateSpecific: DateAvailability[];
  recurring: RecurringAvailability[];
}

/** V2–V4, R1–R2: an owner's (or an admin's) view and edits of a gym's opening hours. */
export function createOwnerAvailabilityService(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const { db } = deps.database;

  return {
    /** V2 (own gym, or any for an admin) and V3 (admins only): every stored date, past ones too. */
    async all(
      caller: Caller,
      gymId: string,
      permission: ScopedPermission,
      notFoundMessage: CodedText | string,
    ): Promise<StoredAvailability> {
      const gym = await findGymForCaller(db, caller, gymId, permission, notFoundMessage);
      const [dateRows, recurringRows] = await Promise.all([
        availabilityRepository.findAllDateEntries(db, gym.id),
        availabilityRepository.findRecurringByGymId(db, gym.id),
      ]);
      return { dateSpecific: dateRows.map(toDateAvailability), recurring: recurringRows.map(toRecurringAvailability) };
    },

    /**
     * V4: the date's slots become the hourly slots of the window. Bookings live in their own table
     * and are never touched here, so a slot already sold stays sold even if the window shrinks.
     */
    async setDate(caller: Caller, body: SetAvailabilityBody): Promise<DateAvailability> {
      const gym = await findGymForCaller(db, caller, body.gymId, gymActions.updateAvailability);
      const now = deps.clock.now();
      if (body.date < istDate(now)) throw new AppError('invalid_data', { code: 'pastDate' });
      // The end of the API's date window (packages/shared/src/date-window.ts): 9999-12-31 was stored.
      if (body.date > latestDate(istDate(now))) throw new AppError('invalid_data', { code: 'availabilityTooFarAhead' });
      const row = await availabilityRepository.upsertDateEntry(
        db,
        { id: newId(), gymId: gym.id, date: body.date, availableSlots: hourlySlots(body.startTime, body.endTime) },
        now,
      );
      return toDateAvailability(row);
    },

    /** R1 */
    async recurringDay(caller: Caller, gymId: string, dayOfWeek: DayOfWeek): Promise<RecurringAvailability> {
      const gym = await findGymForCaller(db, caller, gymId, gymActions.readAvailability);
      const row = await availabilityRepository.findRecurringEntry(db, gym.id, dayOfWeek);
      if (!row) throw new AppError('not_found', { code: 'noRecurring' });
      return toRecurringAvailability(row);
    },

    /** R2: one entry per gym and weekday, replaced in place. */
    async setRecurring(caller: Caller, body: SetRecurringBody): Promise<RecurringAvailability> {
      const gym = await findGymForCaller(db, caller, body.gymId, gymActions.updateAvailability);
      const row = await availabilityRepository.upsertRecurring(
        db,
        { id: newId(), gymId: gym.id, dayOfWeek: body.dayOfWeek, startTime: body.startTime, endTime: body.endTime },
        deps.clock.now(),
      );
      return toRecurringAvailability(row);
    },
  };
}

export type OwnerAvailabilityService = ReturnType<typeof createOwnerAvailabilityService>;
