import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotDetail, SlotsReply } from '@gymslot/shared/availability-schemas';
import { apiRequest } from '../../../lib/api-client';

/**
 * The bookable slots of one IST date with the places each has left; the server leaves out those
 * that have already started.
 */
export async function fetchGymSlots(gymId: string, date: string, signal?: AbortSignal): Promise<SlotDetail[]> {
  const query = new URLSearchParams({ date }).toString();
  const reply = await apiRequest<SlotsReply>(`/availability/user/${encodeURIComponent(gymId)}/slots?${query}`, { signal });
  return reply.slotDetails;
}

export const gymSlotsQueryOptions = (gymId: string, date: string) =>
  queryOptions({
    queryKey: ['availability', gymId, 'slots', date],
    queryFn: ({ signal }) => fetchGymSlots(gymId, date, signal),
  });

export function useGymSlotsQuery(gymId: string, date: string | null) {
  return useQuery({ ...gymSlotsQueryOptions(gymId, date ?? ''), enabled: date !== null });
}
