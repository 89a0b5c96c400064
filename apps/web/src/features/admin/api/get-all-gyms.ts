import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAllGyms } from '@gymslot/shared/endpoints/gyms';
import type { ManagedGym } from '@gymslot/shared/owner-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';

export async function fetchAllGyms(signal?: AbortSignal): Promise<ManagedGym[]> {
  const reply = await callEndpoint(listAllGyms, { signal });
  return reply.gyms;
}

export const allGymsQueryKey = ['admin', 'gyms'] as const;

export const allGymsQueryOptions = queryOptions({
  queryKey: allGymsQueryKey,
  queryFn: ({ signal }) => fetchAllGyms(signal),
});

export function useAllGymsQuery() {
  return useQuery(allGymsQueryOptions);
}
