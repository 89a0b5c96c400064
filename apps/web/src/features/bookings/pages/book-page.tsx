import { useState } from 'react';
import { useParams, useSearchParams } from 'wouter';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { useGymQuery } from '../../discovery/api/get-gym';
import { bookingMessages } from '../booking-messages';
import { BookingForm } from '../components/booking-form';
import { BookingPageCard } from '../components/booking-page-card';
import { ExistingBookingNotice } from '../components/existing-booking-notice';
import { useHeldBooking } from '../hooks/use-held-booking';
import { usePageRestored } from '../hooks/use-page-restored';
import { serverErrorText } from '../../../i18n/server-messages';

const messages = i18n('bookings-book-page', {
  title: 'Book Your Slot',
  loadingGym: 'Loading gym details…',
});

/** /book/{gymId}?date=YYYY-MM-DD&time=hh:mm AM, reached from a slot on the gym page. */
export default function BookPage() {
  const t = useStore(messages);
  const spec = useStore(bookingMessages);
  const { gymId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const gymQuery = useGymQuery(gymId);
  const held = useHeldBooking();
  // Shown again from the back-forward cache, the form starts afresh and the hold is read anew.
  const [formKey, setFormKey] = useState(0);
  usePageRestored(() => {
    setFormKey((key) => key + 1);
    held.refresh();
  });

  return (
    <BookingPageCard title={t.title}>
      {gymQuery.isPending && <Spinner label={t.loadingGym} />}
      {gymQuery.isError && (
        <ErrorState
          message={serverErrorText(gymQuery.error, spec.gymLoadFailed)}
          retrying={gymQuery.isFetching}
          onRetry={() => void gymQuery.refetch()}
        />
      )}
      {gymQuery.isSuccess && (
        <BookingForm
          key={`${searchParams.toString()} ${formKey}`}
          gym={gymQuery.data}
          initialDate={searchParams.get('date') ?? ''}
          initialTimeSlot={searchParams.get('time') ?? ''}
          existingBooking={held.booking && <ExistingBookingNotice booking={held.booking} receivedAt={held.receivedAt} />}
          onBooking={held.remember}
        />
      )}
    </BookingPageCard>
  );
}
