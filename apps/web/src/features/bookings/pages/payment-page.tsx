import { useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { BookingPageCard } from '../components/booking-page-card';
import { PaymentPanel } from '../components/payment-panel';
import { RecoveredPayment } from '../components/recovered-payment';
import { readPaymentSession } from '../navigation-state';

export default function PaymentPage() {
  const { bookingId = '' } = useParams();
  const session = readPaymentSession(useHistoryState());
  return (
    <BookingPageCard title="Complete Payment">
      {session ? <PaymentPanel bookingId={bookingId} session={session} /> : <RecoveredPayment bookingId={bookingId} />}
    </BookingPageCard>
  );
}
