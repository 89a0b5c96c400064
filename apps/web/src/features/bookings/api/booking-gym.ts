import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GymReply, PublicGym } from '@gymslot/shared/gym-schemas';
import { ApiError, apiRequest } from '../../../lib/api-client';

export async function fetchBookingGym(gymId: string, signal?: AbortSignal): Promise<PublicGym> {
  const reply = await apiRequest<GymReply>(`/gyms/${encodeURIComponent(gymId)}`, { signal });
  return reply.gym;
}

// The same key and shape as the gym page's own query, so arriving from a slot there needs no second request.
export const bookingGymQueryOptions = (gymId: string) =>
  queryOptions({
    queryKey: ['gyms', 'by-id', gymId],
    queryFn: ({ signal }) => fetchBookingGym(gymId, signal),
    retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.status === 404),
  });

/** The gym being booked: its name and price per hour. */
export function useBookingGymQuery(gymId: string) {
  return useQuery(bookingGymQueryOptions(gymId));
}
