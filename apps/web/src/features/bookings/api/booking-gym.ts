import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GymReply } from '@gymslot/shared/gym-schemas';
import { apiRequest } from '../../../lib/api-client';

export function fetchBookingGym(gymId: string): Promise<GymReply> {
  return apiRequest<GymReply>(`/gyms/${encodeURIComponent(gymId)}`);
}

export const bookingGymQueryOptions = (gymId: string) =>
  queryOptions({
    queryKey: ['bookings', 'gym', gymId],
    queryFn: () => fetchBookingGym(gymId),
  });

/** The gym being booked: its name and price per hour. */
export function useBookingGymQuery(gymId: string) {
  return useQuery(bookingGymQueryOptions(gymId));
}
