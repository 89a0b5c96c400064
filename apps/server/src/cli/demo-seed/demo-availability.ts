import { addDays, daysOfWeek } from '@gymslot/shared/ist-time';
import { hourlySlots } from '@gymslot/shared/slot-derivation';
import type { Executor } from '../../db/client.js';
import { dateAvailability, recurringAvailability } from '../../db/schema/availability.js';
import { newId } from '../../lib/ids.js';
import type { DemoDateOverride, WeeklyHours } from './demo-gym-types.js';

export async function addWeeklyHours(db: Executor, gymId: string, hours: WeeklyHours, createdAt: Date): Promise<void> {
  const rows = daysOfWeek.flatMap((dayOfWeek) => {
    const window = hours[dayOfWeek];
    if (!window) return [];
    const [startTime, endTime] = window;
    return [{ id: newId(), gymId, dayOfWeek, startTime, endTime, createdAt, updatedAt: createdAt }];
  });
  if (rows.length > 0) await db.insert(recurringAvailability).values(rows);
}

/** `istToday` is the seed's IST date, so "in 3 days" means the same day for every server zone. */
export async function addDateOverrides(
  db: Executor,
  gymId: string,
  overrides: readonly DemoDateOverride[],
  istToday: string,
): Promise<void> {
  if (overrides.length === 0) return;
  await db.insert(dateAvailability).values(
    overrides.map((override) => ({
      id: newId(),
      gymId,
      date: addDays(istToday, override.daysFromToday),
      availableSlots: override.hours === 'closed' ? [] : hourlySlots(override.hours[0], override.hours[1]),
    })),
  );
}
