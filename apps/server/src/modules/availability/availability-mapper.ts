import type { DateAvailability, RecurringAvailability } from '@gymslot/shared/availability-schemas';
import type { DayOfWeek } from '@gymslot/shared/ist-time';
import type { DateAvailabilityRow, RecurringAvailabilityRow } from '../../db/schema/availability.js';

export function toDateAvailability(row: DateAvailabilityRow): DateAvailability {
  return { _id: row.id, gymId: row.gymId, date: row.date, availableSlots: row.availableSlots };
}

export function toRecurringAvailability(row: RecurringAvailabilityRow): RecurringAvailability {
  return {
    _id: row.id,
    gymId: row.gymId,
    // The table's check constraint admits only the seven day names.
    dayOfWeek: row.dayOfWeek as DayOfWeek,
    startTime: row.startTime,
    endTime: row.endTime,
  };
}
