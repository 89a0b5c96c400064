import { useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { BookingPageCard } from '../components/booking-page-card';
import { PaymentPanel } from '../components/payment-panel';
import { RecoveredPayment } from '../components/recovered-payment';
import { readPaymentSession } from '../navigation-state';
import { paymentMessages } from '../payment-messages';
import { useStore } from '../../../i18n/use-store';

export default function PaymentPage() {
  const { bookingId = '' } = useParams();
  const session = readPaymentSession(useHistoryState());
  const t = useStore(paymentMessages);
  return (
    <BookingPageCard title={t.pageTitle}>
      {session ? <PaymentPanel bookingId={bookingId} session={session} /> : <RecoveredPayment bookingId={bookingId} />}
    </BookingPageCard>
  );
}
