import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { messageFromError } from '../../../lib/api-client';
import { useParams } from '../../../lib/router/use-params';
import { useSearchParams } from '../../../lib/router/use-search-params';
import { useBookingGymQuery } from '../api/booking-gym';
import { bookingMessages } from '../booking-messages';
import { BookingForm } from '../components/booking-form';
import { BookingPageCard } from '../components/booking-page-card';

/** /book/{gymId}?date=YYYY-MM-DD&time=hh:mm AM, reached from a slot on the gym page. */
export default function BookPage() {
  const { gymId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const gymQuery = useBookingGymQuery(gymId);

  return (
    <BookingPageCard title="Book Your Slot">
      {gymQuery.isPending && <Spinner label="Loading gym details…" />}
      {gymQuery.isError && (
        <ErrorState
          message={messageFromError(gymQuery.error, bookingMessages.gymLoadFailed)}
          retrying={gymQuery.isFetching}
          onRetry={() => void gymQuery.refetch()}
        />
      )}
      {gymQuery.isSuccess && (
        <BookingForm
          gym={gymQuery.data}
          initialDate={searchParams.get('date') ?? ''}
          initialTimeSlot={searchParams.get('time') ?? ''}
        />
      )}
    </BookingPageCard>
  );
}
