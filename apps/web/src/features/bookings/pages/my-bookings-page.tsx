import { CalendarX } from 'lucide-react';
import type { Booking } from '@gymslot/shared/booking-schemas';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { FlashToast } from '../../../components/ui/flash-toast';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { useCancelBookingMutation } from '../api/cancel-booking';
import { useMyBookingsQuery } from '../api/my-bookings';
import { bookingMessages } from '../booking-messages';
import { BookingSectionsList } from '../components/booking-sections-list';
import { MyBookingsSkeleton } from '../components/my-bookings-skeleton';
import { SavedCopyNote } from '../components/saved-copy-note';
import { WaitlistSection } from '../components/waitlist-section';
import { useFlashMessage } from '../hooks/use-flash-message';
import { useVisitsToRate } from '../hooks/use-visits-to-rate';
import { splitBookingsByTime } from '../my-bookings-sections';
import { serverErrorText } from '../../../i18n/server-messages';

// Spec §9: the success message clears after 3 s, an error after 5 s.
const CANCELLED_MESSAGE_MS = 3000;
const CANCEL_FAILED_MESSAGE_MS = 5000;

const messages = i18n('bookings-my-bookings-page', {
  heading: 'My Bookings',
  noBookings: 'You have no bookings yet.',
  noBookingsHint: 'Start by exploring gyms and making your first booking!',
  exploreGyms: 'Explore Gyms',
});

export default function MyBookingsPage() {
  const t = useStore(messages);
  const spec = useStore(bookingMessages);
  const bookingsQuery = useMyBookingsQuery();
  const cancelMutation = useCancelBookingMutation();
  const { flash, showFlash } = useFlashMessage();
  const visitsToRate = useVisitsToRate(bookingsQuery.data?.bookings);

  // mutateAsync, not mutate: each cancellation reports its own outcome even if another starts meanwhile.
  async function handleCancel(booking: Booking) {
    if (!window.confirm(spec.cancelQuestion)) return;
    try {
      await cancelMutation.mutateAsync(booking._id);
      showFlash('success', spec.cancelled, CANCELLED_MESSAGE_MS);
    } catch (error) {
      showFlash('error', serverErrorText(error, spec.cancelFailed), CANCEL_FAILED_MESSAGE_MS);
    }
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <title>{`${t.heading} | GymSlot`}</title>
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{t.heading}</h1>
      {bookingsQuery.data?.savedAt !== undefined && (
        <div className="mb-6">
          <SavedCopyNote savedAt={bookingsQuery.data.savedAt} of="bookings" />
        </div>
      )}
      <WaitlistSection onLeft={(message) => showFlash('success', message, CANCELLED_MESSAGE_MS)} />
      {bookingsQuery.isPending && <MyBookingsSkeleton />}
      {bookingsQuery.isError && (
        <ErrorState
          message={spec.listLoadFailed}
          retrying={bookingsQuery.isFetching}
          onRetry={() => void bookingsQuery.refetch()}
        />
      )}
      {bookingsQuery.isSuccess && bookingsQuery.data.bookings.length === 0 && (
        <EmptyState
          Icon={CalendarX}
          title={t.noBookings}
          hint={t.noBookingsHint}
          action={<ButtonLink to={paths.explore.getHref()}>{t.exploreGyms}</ButtonLink>}
        />
      )}
      {bookingsQuery.isSuccess && bookingsQuery.data.bookings.length > 0 && (
        <BookingSectionsList
          // "Now" is when the list was read (always afresh on arrival), so a render does not move a booking.
          sections={splitBookingsByTime(bookingsQuery.data.bookings, bookingsQuery.dataUpdatedAt, visitsToRate)}
          cancellingId={cancelMutation.isPending ? cancelMutation.variables : undefined}
          onCancel={handleCancel}
        />
      )}
      <FlashToast message={flash} />
    </div>
  );
}
