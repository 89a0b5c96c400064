import { useLocation } from '../../../lib/router/use-location';
import { useParams } from '../../../lib/router/use-params';
import { BookingPageCard } from '../components/booking-page-card';
import { PaymentPanel } from '../components/payment-panel';
import { RecoveredPayment } from '../components/recovered-payment';
import { readPaymentSession } from '../navigation-state';

export default function PaymentPage() {
  const { bookingId = '' } = useParams();
  const session = readPaymentSession(useLocation().state);
  return (
    <BookingPageCard title="Complete Payment">
      {session ? <PaymentPanel bookingId={bookingId} session={session} /> : <RecoveredPayment bookingId={bookingId} />}
    </BookingPageCard>
  );
}
