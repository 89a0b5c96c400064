import { CreditCard } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import type { PaymentSession } from '../navigation-state';
import { paymentMessages } from '../payment-messages';
import { useStore } from '../../../i18n/use-store';

/** The way back to a live hold's payment screen, carrying its session so it opens at once. */
export function ContinuePaymentLink({ bookingId, session }: { bookingId: string; session: PaymentSession }) {
  const t = useStore(paymentMessages);
  return (
    <Link to={paths.payment.getHref(bookingId)} state={session} className={buttonClassName('primary', 'w-full')}>
      <CreditCard aria-hidden="true" className="size-4" />
      {t.continueToPayment}
    </Link>
  );
}
