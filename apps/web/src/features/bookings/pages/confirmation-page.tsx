import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { PageSpinner } from '../../../components/ui/spinner';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { ApiError } from '../../../lib/api-client';
import { bookingQueryOptions } from '../api/booking';
import { bookingMessages } from '../booking-messages';
import { BookingConfirmed } from '../components/booking-confirmed';
import { BookingNotConfirmed } from '../components/booking-not-confirmed';
import { BookingUnreachable } from '../components/booking-unreachable';
import { readConfirmationState } from '../navigation-state';

const messages = i18n('bookings-confirmation-page', {
  loadingBooking: 'Loading your booking…',
});

/**
 * Success comes with the navigation from Payment; after a reload or from a link, the booking is
 * fetched. It is asked for on every arrival, also when handed over, so the service worker keeps
 * the paid booking and its pass for the door (decision 067). 'Failed' is said only when the server
 * answers that the booking is not paid (or does not exist), never because it could not be reached.
 */
export default function ConfirmationPage() {
  const t = useStore(messages);
  const spec = useStore(bookingMessages);
  const { bookingId = '' } = useParams();
  const handedOver = readConfirmationState(useHistoryState());
  const bookingQuery = useQuery({ ...bookingQueryOptions(bookingId), refetchOnMount: 'always' });
  const fetched = bookingQuery.data;

  if (fetched?.booking.isPaid) return <BookingConfirmed booking={fetched.booking} savedAt={fetched.savedAt} />;
  if (handedOver) return <BookingConfirmed booking={handedOver.booking} />;
  if (bookingQuery.isPending) return <PageSpinner label={t.loadingBooking} />;
  const retry = { retrying: bookingQuery.isFetching, onRetry: () => void bookingQuery.refetch() };
  if (bookingQuery.isError) {
    const notFound = bookingQuery.error instanceof ApiError && bookingQuery.error.status === 404;
    return notFound ? <BookingNotConfirmed message={spec.confirmationNotFound} /> : <BookingUnreachable {...retry} />;
  }
  // A saved copy from before the payment says nothing of the booking now.
  if (bookingQuery.data.savedAt !== undefined) return <BookingUnreachable {...retry} />;
  return <BookingNotConfirmed message={spec.confirmationUnknown} />;
}
