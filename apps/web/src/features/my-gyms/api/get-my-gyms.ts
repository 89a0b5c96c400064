import { queryOptions, useQuery } from '@tanstack/react-query';
import { listMyGyms } from '@gymslot/shared/endpoints/gyms';
import type { ManagedGym } from '@gymslot/shared/owner-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * The fields of G10's ManagedGym that the owner screens read. `stats` is optional on purpose: a
 * server that does not count per gym (the spec's own did not) leaves the dashboard to count bookings.
 */
export type OwnerGym = Pick<
  ManagedGym,
  '_id' | 'name' | 'city' | 'address' | 'pricePerHour' | 'contactNumber' | 'imageUrls' | 'imageSources'
> &
  Partial<Pick<ManagedGym, 'stats'>>;

/** The whole ManagedGym of each gym: the dashboard reads OwnerGym's part, the edit-gym screen all of it. */
export async function fetchMyGyms(signal?: AbortSignal): Promise<ManagedGym[]> {
  const reply = await callEndpoint(listMyGyms, { signal });
  return reply.gyms;
}

export const myGymsQueryKey = ['owner', 'my-gyms'] as const;

export const myGymsQueryOptions = queryOptions({
  queryKey: myGymsQueryKey,
  queryFn: ({ signal }) => fetchMyGyms(signal),
});

export function useMyGymsQuery() {
  return useQuery(myGymsQueryOptions);
}
