import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotDetail } from '@gymslot/shared/availability-schemas';
import { listGymSlots } from '@gymslot/shared/endpoints/availability';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * The bookable slots of one IST date with the places each has left; the server leaves out those
 * that have already started. The server answers the gym page's first call at this same address
 * (apps/server/src/modules/web/boot-replies.ts): keep the query as it is there.
 */
export async function fetchGymSlots(gymId: string, date: string, signal?: AbortSignal): Promise<SlotDetail[]> {
  const reply = await callEndpoint(listGymSlots, { params: { gymId }, query: { date }, signal });
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
