import { useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { PageSpinner } from '../../../components/ui/spinner';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { ApiError } from '../../../lib/api-client';
import { useBookingQuery } from '../api/booking';
import { bookingMessages } from '../booking-messages';
import { BookingConfirmed } from '../components/booking-confirmed';
import { BookingNotConfirmed } from '../components/booking-not-confirmed';
import { readConfirmationState } from '../navigation-state';

const messages = i18n('bookings-confirmation-page', {
  loadingBooking: 'Loading your booking…',
});

/** Success comes with the navigation from Payment; after a reload or from a link, the booking is fetched. */
export default function ConfirmationPage() {
  const t = useStore(messages);
  const spec = useStore(bookingMessages);
  const { bookingId = '' } = useParams();
  const handedOver = readConfirmationState(useHistoryState());
  const bookingQuery = useBookingQuery(bookingId, handedOver === null);

  if (handedOver) return <BookingConfirmed booking={handedOver.booking} />;
  if (bookingQuery.isPending) return <PageSpinner label={t.loadingBooking} />;
  if (bookingQuery.isError) {
    const notFound = bookingQuery.error instanceof ApiError && bookingQuery.error.status === 404;
    return <BookingNotConfirmed message={notFound ? spec.confirmationNotFound : spec.confirmationLoadFailed} />;
  }
  const { booking } = bookingQuery.data;
  return booking.isPaid ? <BookingConfirmed booking={booking} /> : <BookingNotConfirmed message={spec.confirmationUnknown} />;
}
