import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPublicGyms } from '@gymslot/shared/endpoints/gyms';
import type { PublicGym } from '@gymslot/shared/gym-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';

export async function fetchPublicGyms(signal?: AbortSignal): Promise<PublicGym[]> {
  const reply = await callEndpoint(listPublicGyms, { signal });
  return reply.data;
}

export const publicGymsQueryOptions = queryOptions({
  queryKey: ['gyms', 'all-public'],
  queryFn: ({ signal }) => fetchPublicGyms(signal),
});

export function usePublicGymsQuery() {
  return useQuery(publicGymsQueryOptions);
}
