import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedGym, ManagedGymsReply } from '@gymslot/shared/owner-schemas';
import { apiRequest } from '../../../lib/api-client';

export async function fetchAllGyms(signal?: AbortSignal): Promise<ManagedGym[]> {
  const reply = await apiRequest<ManagedGymsReply>('/gyms/all-gyms', { signal });
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
