import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AllPublicGymsReply, PublicGym } from '@gymslot/shared/gym-schemas';
import { apiRequest } from '../../../lib/api-client';

export async function fetchPublicGyms(signal?: AbortSignal): Promise<PublicGym[]> {
  const reply = await apiRequest<AllPublicGymsReply>('/gyms/all-public', { signal });
  return reply.data;
}

export const publicGymsQueryOptions = queryOptions({
  queryKey: ['gyms', 'all-public'],
  queryFn: ({ signal }) => fetchPublicGyms(signal),
});

export function usePublicGymsQuery() {
  return useQuery(publicGymsQueryOptions);
}
