import { Redirect } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useBookingQuery } from '../api/booking';
import { recoverPaymentSession } from '../navigation-state';
import type { ConfirmationState } from '../navigation-state';
import { paymentMessages } from '../payment-messages';
import { useStore } from '../../../i18n/use-store';
import { PaymentPanel } from './payment-panel';

/** The payment screen opened without a session (typed URL, new tab, link from My Bookings): rebuilt from the hold. */
export function RecoveredPayment({ bookingId }: { bookingId: string }) {
  const bookingQuery = useBookingQuery(bookingId);
  const t = useStore(paymentMessages);

  if (bookingQuery.isPending) return <Spinner label={t.loadingBooking} />;
  if (bookingQuery.isError) {
    const notFound = bookingQuery.error instanceof ApiError && bookingQuery.error.status === 404;
    return notFound ? (
      <Alert tone="error">{t.bookingNotFound}</Alert>
    ) : (
      <ErrorState
        message={t.bookingLoadFailed}
        retrying={bookingQuery.isFetching}
        onRetry={() => void bookingQuery.refetch()}
      />
    );
  }

  const { booking } = bookingQuery.data;
  const recovery = recoverPaymentSession(booking, bookingQuery.dataUpdatedAt);
  switch (recovery.kind) {
    case 'live':
      return <PaymentPanel bookingId={bookingId} session={recovery.session} />;
    case 'paid': {
      const state: ConfirmationState = { success: true, booking };
      return <Redirect to={paths.confirmation.getHref(bookingId)} replace state={state} />;
    }
    case 'expired':
      return (
        <div className="space-y-4">
          <Alert tone="error">{t.sessionExpired}</Alert>
          <p className="text-center">
            <TextLink to={paths.gymDetails.getHref(booking.gym._id)}>{t.chooseSlotAgain}</TextLink>
          </p>
        </div>
      );
    case 'incomplete':
      return <Alert tone="error">{t.missingOrder}</Alert>;
  }
}
