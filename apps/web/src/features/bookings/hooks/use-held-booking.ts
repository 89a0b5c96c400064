import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Booking, BookingReply } from '@gymslot/shared/booking-schemas';
import { useHistoryState } from 'wouter/use-browser-location';
import { useNavigate } from '../../../lib/navigation';
import { bookingQueryKey, useBookingQuery } from '../api/booking';
import { readBookPageState } from '../navigation-state';
import type { BookPageState } from '../navigation-state';

/**
 * The booking made from this book screen, kept in its own history entry so that Back and a reload
 * find it again. What it means now (held, paid, gone) is read from the server each time.
 */
export function useHeldBooking() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const heldBookingId = readBookPageState(useHistoryState())?.heldBookingId;
  const heldQuery = useBookingQuery(heldBookingId ?? '', heldBookingId !== undefined);

  /** Remembers `booking` on this entry; the reply it came with is fresh, so it is shown without another call. */
  const remember = useCallback(
    (booking: Booking) => {
      queryClient.setQueryData<BookingReply>(bookingQueryKey(booking._id), { success: true, booking });
      const state: BookPageState = { heldBookingId: booking._id };
      navigate(`${window.location.pathname}${window.location.search}`, { replace: true, state });
    },
    [queryClient, navigate],
  );

  return {
    booking: heldBookingId !== undefined && heldQuery.isSuccess ? heldQuery.data.booking : null,
    receivedAt: heldQuery.dataUpdatedAt,
    remember,
    refresh: () => {
      if (heldBookingId !== undefined) void heldQuery.refetch();
    },
  };
}
