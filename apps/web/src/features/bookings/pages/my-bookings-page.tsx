import { CalendarX } from 'lucide-react';
import type { Booking } from '@gymslot/shared/booking-schemas';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { FlashToast } from '../../../components/ui/flash-toast';
import { paths } from '../../../config/paths';
import { messageFromError } from '../../../lib/api-client';
import { useCancelBookingMutation } from '../api/cancel-booking';
import { useMyBookingsQuery } from '../api/my-bookings';
import { bookingMessages } from '../booking-messages';
import { BookingSectionsList } from '../components/booking-sections-list';
import { MyBookingsSkeleton } from '../components/my-bookings-skeleton';
import { WaitlistSection } from '../components/waitlist-section';
import { useFlashMessage } from '../hooks/use-flash-message';
import { splitBookingsByTime } from '../my-bookings-sections';

// Spec §9: the success message clears after 3 s, an error after 5 s.
const CANCELLED_MESSAGE_MS = 3000;
const CANCEL_FAILED_MESSAGE_MS = 5000;

export default function MyBookingsPage() {
  const bookingsQuery = useMyBookingsQuery();
  const cancelMutation = useCancelBookingMutation();
  const { flash, showFlash } = useFlashMessage();

  // mutateAsync, not mutate: each cancellation reports its own outcome even if another starts meanwhile.
  async function handleCancel(booking: Booking) {
    if (!window.confirm(bookingMessages.cancelQuestion)) return;
    try {
      await cancelMutation.mutateAsync(booking._id);
      showFlash('success', bookingMessages.cancelled, CANCELLED_MESSAGE_MS);
    } catch (error) {
      showFlash('error', messageFromError(error, bookingMessages.cancelFailed), CANCEL_FAILED_MESSAGE_MS);
    }
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <title>My Bookings | GymSlot</title>
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">My Bookings</h1>
      <WaitlistSection onLeft={(message) => showFlash('success', message, CANCELLED_MESSAGE_MS)} />
      {bookingsQuery.isPending && <MyBookingsSkeleton />}
      {bookingsQuery.isError && (
        <ErrorState
          message={bookingMessages.listLoadFailed}
          retrying={bookingsQuery.isFetching}
          onRetry={() => void bookingsQuery.refetch()}
        />
      )}
      {bookingsQuery.isSuccess && bookingsQuery.data.bookings.length === 0 && (
        <EmptyState
          Icon={CalendarX}
          title="You have no bookings yet."
          hint="Start by exploring gyms and making your first booking!"
          action={<ButtonLink to={paths.explore.getHref()}>Explore Gyms</ButtonLink>}
        />
      )}
      {bookingsQuery.isSuccess && bookingsQuery.data.bookings.length > 0 && (
        <BookingSectionsList
          // "Now" is when the list was read (always afresh on arrival), so a render does not move a booking.
          sections={splitBookingsByTime(bookingsQuery.data.bookings, bookingsQuery.dataUpdatedAt)}
          cancellingId={cancelMutation.isPending ? cancelMutation.variables : undefined}
          onCancel={handleCancel}
        />
      )}
      <FlashToast message={flash} />
    </div>
  );
}
