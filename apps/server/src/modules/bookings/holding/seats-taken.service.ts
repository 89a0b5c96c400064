import type { AppDeps } from '../../../app-deps.js';
import * as bookingsRepository from '../bookings.repository.js';

/** The seats a slot has taken (paid bookings and unexpired holds), for modules that show free places. */
export function createSeatsTakenService(deps: Pick<AppDeps, 'database'>) {
  const { db } = deps.database;

  return {
    /** Seats taken per slot of one gym's date; slots with none are absent. */
    async bySlot(gymId: string, date: string, now: Date): Promise<ReadonlyMap<string, number>> {
      const rows = await bookingsRepository.countTakenBySlot(db, gymId, date, now);
      return new Map(rows.map((row) => [row.timeSlot, row.taken]));
    },
  };
}
