import { BUSY_HOURS_WEEKS, type BusyHoursReply } from '@gymslot/shared/busy-hours-schemas';
import { addDays, daysBetween, daysOfWeek, istDate } from '@gymslot/shared/ist-time';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import * as busyHoursRepository from './busy-hours.repository.js';

type BusyHoursDeps = Pick<AppDeps, 'database' | 'clock'>;
type VisitCounts = Awaited<ReturnType<typeof busyHoursRepository.countPaidVisitsByHour>>;

/** How long one gym's counts are reused: counting 10,000 bookings of a gym takes about 8 ms on PostgreSQL. */
export const BUSY_HOURS_CACHE_MS = 5 * 60 * 1000;

/**
 * The level of one hour of the week: the people a week usually brings to it, as a share of the
 * gym's capacity, in quarters (docs/decisions/035-busy-hours.md). 0 only when nobody came.
 */
export function busyLevel(people: number, weeks: number, capacity: number): number {
  if (people === 0) return 0;
  return Math.min(4, 1 + Math.floor((4 * people) / (weeks * capacity)));
}

/** API contract §8.4a: how busy a public gym usually is, by IST hour of the week. */
export function createBusyHoursService(deps: BusyHoursDeps) {
  const { db } = deps.database;
  /** Per public gym, the counts of one IST day's window until they expire; a failed read is forgotten. */
  const cached = new Map<string, { today: string; expiresAt: number; counts: Promise<VisitCounts> }>();

  function visitCounts(gymId: string, today: string): Promise<VisitCounts> {
    const now = deps.clock.now().getTime();
    const hit = cached.get(gymId);
    if (hit && hit.today === today && hit.expiresAt > now) return hit.counts;
    const counts = busyHoursRepository.countPaidVisitsByHour(db, gymId, addDays(today, -7 * BUSY_HOURS_WEEKS), today);
    const entry = { today, expiresAt: now + BUSY_HOURS_CACHE_MS, counts };
    cached.set(gymId, entry);
    counts.catch(() => {
      if (cached.get(gymId) === entry) cached.delete(gymId);
    });
    return counts;
  }

  return {
    async forGym(gymId: string): Promise<Omit<BusyHoursReply, 'success'>> {
      const capacity = isId(gymId) ? await busyHoursRepository.findPublicGymCapacity(db, gymId) : undefined;
      if (capacity === undefined) throw new AppError('not_found', { code: 'gymNotFoundDot' });
      // Whole past days only: today's slots are still filling.
      const today = istDate(deps.clock.now());
      const { counts, firstDate } = await visitCounts(gymId, today);
      // Averaged over the weeks since the first visit in the window, so a new gym is not diluted.
      const weeks = firstDate === undefined ? 0 : Math.ceil(daysBetween(firstDate, today) / 7);
      const people = new Map(counts.map((count) => [`${count.isoDay}:${count.hour}`, count.people]));
      const hours = daysOfWeek.flatMap((dayOfWeek, index) =>
        Array.from({ length: 24 }, (_, hour) => ({
          dayOfWeek,
          hour,
          level: busyLevel(people.get(`${index + 1}:${hour}`) ?? 0, weeks, capacity),
        })),
      );
      return { weeks, hours };
    },
  };
}

export type BusyHoursService = ReturnType<typeof createBusyHoursService>;
