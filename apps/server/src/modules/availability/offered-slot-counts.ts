import { dayOfWeekOf } from '@gymslot/shared/ist-time';
import { openSlots, type ClosedHours } from '@gymslot/shared/selling-rules';
import { deriveSlots, type GymAvailability } from '@gymslot/shared/slot-derivation';

// How many slots gyms offer on each date (§4 opening hours less §8.12 closed hours): insights' capacity.

/** What the counts are made from: the rows of many gyms at once, each knowing its gym. */
export interface OpeningRowsOfGyms {
  dateSpecific: readonly (GymAvailability['dateSpecific'][number] & { gymId: string })[];
  recurring: readonly (GymAvailability['recurring'][number] & { gymId: string })[];
  closures: readonly (ClosedHours & { gymId: string; date: string })[];
}

function groupBy<R>(rows: readonly R[], keyOf: (row: R) => string): Map<string, R[]> {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** What one call works from: the dates with their weekdays, and the weekly counts already derived. */
interface CountingContext {
  dates: readonly string[];
  weekdays: ReadonlyMap<string, string>;
  /**
   * A date with no entry of its own and no closed hours offers its weekday's window, whatever the
   * gym: derived once per weekday and window (most gyms share their hours), not once per gym and date.
   */
  weeklyCounts: Map<string, number>;
}

function countsOfGym(context: CountingContext, availability: GymAvailability, closures: readonly (ClosedHours & { date: string })[]): Map<string, number> {
  const closuresByDate = groupBy(closures, (closure) => closure.date);
  const datesWithEntry = new Set(availability.dateSpecific.map((entry) => entry.date));
  const windows = new Map<string, string>();
  // The first entry of a weekday, as deriveSlots takes it.
  for (const entry of [...availability.recurring].reverse()) windows.set(entry.dayOfWeek, `${entry.startTime}-${entry.endTime}`);
  const weekdayCounts = new Map<string, number>();
  const counts = new Map<string, number>();
  for (const date of context.dates) {
    const closed = closuresByDate.get(date);
    if (closed === undefined && !datesWithEntry.has(date)) {
      const weekday = context.weekdays.get(date) ?? '';
      let count = weekdayCounts.get(weekday);
      if (count === undefined) {
        const key = `${weekday} ${windows.get(weekday) ?? 'closed'}`;
        count = context.weeklyCounts.get(key) ?? deriveSlots(availability, date).length;
        context.weeklyCounts.set(key, count);
        weekdayCounts.set(weekday, count);
      }
      counts.set(date, count);
    } else {
      counts.set(date, openSlots(deriveSlots(availability, date), closed ?? []).length);
    }
  }
  return counts;
}

/** Each gym's count per date (0 when closed), by gym id; every gym asked for has an entry. */
export function offeredSlotCounts(gymIds: readonly string[], dates: readonly string[], rows: OpeningRowsOfGyms): Map<string, Map<string, number>> {
  const dateSpecific = groupBy(rows.dateSpecific, (row) => row.gymId);
  const recurring = groupBy(rows.recurring, (row) => row.gymId);
  const closures = groupBy(rows.closures, (row) => row.gymId);
  const context: CountingContext = { dates, weekdays: new Map(dates.map((date) => [date, dayOfWeekOf(date)])), weeklyCounts: new Map() };
  return new Map(
    gymIds.map((gymId) => [
      gymId,
      countsOfGym(context, { dateSpecific: dateSpecific.get(gymId) ?? [], recurring: recurring.get(gymId) ?? [] }, closures.get(gymId) ?? []),
    ]),
  );
}
