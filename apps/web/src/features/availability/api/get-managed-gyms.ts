import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedGym, ManagedGymsReply } from '@gymslot/shared/owner-schemas';
import { apiRequest } from '../../../lib/api-client';

/** The fields of G10's ManagedGym the gym select reads. */
export type ManagedGymChoice = Pick<ManagedGym, '_id' | 'name' | 'city'>;

/** G10: an owner's own gyms, or every gym for an admin. */
export async function fetchManagedGyms(signal?: AbortSignal): Promise<ManagedGymChoice[]> {
  const reply = await apiRequest<ManagedGymsReply>('/gyms/my-gyms', { signal });
  return reply.gyms;
}

export const managedGymsQueryOptions = queryOptions({
  queryKey: ['availability', 'managed-gyms'],
  queryFn: ({ signal }) => fetchManagedGyms(signal),
});

export function useManagedGymsQuery() {
  return useQuery(managedGymsQueryOptions);
}
