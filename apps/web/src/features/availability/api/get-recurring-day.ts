import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecurringAvailability } from '@gymslot/shared/availability-schemas';
import { getRecurringDay } from '@gymslot/shared/endpoints/availability';
import type { DayOfWeek } from '@gymslot/shared/ist-time';
import { callEndpoint } from '../../../lib/call-endpoint';
import { isNotFound } from '../is-not-found';

export type RecurringHours = Pick<RecurringAvailability, 'startTime' | 'endTime'>;

/** The day's weekly hours, or null when none are set (R1 answers 404). */
export async function fetchRecurringDay(gymId: string, day: DayOfWeek, signal?: AbortSignal): Promise<RecurringHours | null> {
  try {
    // R1 answers flat: the entry's fields sit at the top level beside `success`.
    const reply = await callEndpoint(getRecurringDay, { params: { gymId, dayOfWeek: day }, signal });
    return { startTime: reply.startTime, endTime: reply.endTime };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const recurringDayQueryOptions = (gymId: string, day: DayOfWeek) =>
  queryOptions({
    queryKey: ['availability', 'recurring', gymId, day],
    queryFn: ({ signal }) => fetchRecurringDay(gymId, day, signal),
  });

export function useRecurringDayQuery(gymId: string, day: DayOfWeek, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...recurringDayQueryOptions(gymId, day), enabled });
}
