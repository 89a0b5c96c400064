import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusyHoursReply } from '@gymslot/shared/busy-hours-schemas';
import { apiRequest } from '../../../lib/api-client';

/** How busy the gym usually is by IST hour of the week (API contract §8.4a). */
export function fetchBusyHours(gymId: string, signal?: AbortSignal): Promise<BusyHoursReply> {
  return apiRequest<BusyHoursReply>(`/gyms/${encodeURIComponent(gymId)}/busy-hours`, { signal });
}

export const busyHoursQueryOptions = (gymId: string) =>
  queryOptions({
    queryKey: ['gyms', 'busy-hours', gymId],
    queryFn: ({ signal }) => fetchBusyHours(gymId, signal),
    // The server averages weeks of visits and reuses them for minutes: no need to ask again soon.
    staleTime: 5 * 60 * 1000,
  });

export function useBusyHoursQuery(gymId: string) {
  return useQuery(busyHoursQueryOptions(gymId));
}
