import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeskBooking as Booking } from '@gymslot/shared/booking-schemas';
import { listGymBookings } from '@gymslot/shared/endpoints/managed-bookings';
import { callEndpoint } from '../../../lib/call-endpoint';

export async function fetchOwnerBookings(signal?: AbortSignal): Promise<Booking[]> {
  const reply = await callEndpoint(listGymBookings, { signal });
  return reply.bookings;
}

export const ownerBookingsQueryKey = ['owner', 'bookings'] as const;

// Customers book and get verified all day, so the front desk always sees a fresh list on arrival.
export const ownerBookingsQueryOptions = queryOptions({
  queryKey: ownerBookingsQueryKey,
  queryFn: ({ signal }) => fetchOwnerBookings(signal),
  staleTime: 0,
});

export function useOwnerBookingsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...ownerBookingsQueryOptions, enabled });
}
