import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusyHoursReply } from '@gymslot/shared/busy-hours-schemas';
import { getBusyHours } from '@gymslot/shared/endpoints/insights';
import { callEndpoint } from '../../../lib/call-endpoint';

/** How busy the gym usually is by IST hour of the week (API contract §8.4a). */
export function fetchBusyHours(gymId: string, signal?: AbortSignal): Promise<BusyHoursReply> {
  return callEndpoint(getBusyHours, { params: { id: gymId }, signal });
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
