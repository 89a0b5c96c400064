import { CircleAlert } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { paymentMessages } from '../payment-messages';
import { BookingPageCard } from './booking-page-card';

/** The failure state of the confirmation screen, with the reason from spec §8. */
export function BookingNotConfirmed({ message }: { message: string }) {
  const t = useStore(paymentMessages);
  return (
    <BookingPageCard
      title={t.notConfirmedTitle}
      icon={<CircleAlert aria-hidden="true" className="size-7 shrink-0 text-red-700" />}
    >
      <div className="space-y-6">
        <Alert tone="error">{message}</Alert>
        <div className="grid gap-3 sm:grid-cols-2">
          <ButtonLink to={paths.myBookings.getHref()}>{t.checkMyBookings}</ButtonLink>
          <ButtonLink to={paths.explore.getHref()} variant="secondary">
            {t.tryBookingAgain}
          </ButtonLink>
        </div>
      </div>
    </BookingPageCard>
  );
}
