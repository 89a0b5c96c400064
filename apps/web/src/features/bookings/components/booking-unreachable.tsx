import { CloudOff } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { BookingPageCard } from './booking-page-card';

const messages = i18n('bookings-unreachable', {
  title: 'Could not reach GymSlot',
  explanation:
    'Your booking is not lost: we could not ask GymSlot about it just now. Check your connection and try again. A paid booking is always in My Bookings.',
  tryAgain: 'Try again',
  checkMyBookings: 'Check My Bookings',
});

interface BookingUnreachableProps {
  retrying: boolean;
  onRetry: () => void;
}

/**
 * The confirmation screen when the server could not be asked and no copy was saved: a network
 * failure says nothing about the booking, so it is never shown as failed (decision 067).
 */
export function BookingUnreachable({ retrying, onRetry }: BookingUnreachableProps) {
  const t = useStore(messages);
  return (
    <BookingPageCard title={t.title} icon={<CloudOff aria-hidden="true" className="size-7 shrink-0 text-amber-700" />}>
      <div className="space-y-6">
        <Alert tone="warning">{t.explanation}</Alert>
        <div className="grid gap-3 sm:grid-cols-2">
          <Button pending={retrying} onClick={onRetry}>
            {t.tryAgain}
          </Button>
          <ButtonLink to={paths.myBookings.getHref()} variant="secondary">
            {t.checkMyBookings}
          </ButtonLink>
        </div>
      </div>
    </BookingPageCard>
  );
}
