import { paiseToRupees } from '@gymslot/shared/money';
import { CreditCard } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useHoldCountdown } from '../hooks/use-hold-countdown';
import { usePaymentCheckout } from '../hooks/use-payment-checkout';
import type { PaymentSession } from '../navigation-state';
import { paymentMessages } from '../payment-messages';
import { useStore } from '../../../i18n/use-store';
import { HoldCountdown } from './hold-countdown';
import { HoldSummary } from './hold-summary';
import { SandboxCheckoutSheet } from './sandbox-checkout-sheet';

interface PaymentPanelProps {
  bookingId: string;
  session: PaymentSession;
}

/** The pending state of the payment screen: what is due and for what, how long the slot stays held, and Pay. */
export function PaymentPanel({ bookingId, session }: PaymentPanelProps) {
  const t = useStore(paymentMessages);
  const secondsLeft = useHoldCountdown(session.holdExpiresAt);
  const checkout = usePaymentCheckout(bookingId, session);
  const amount = paiseToRupees(session.order.amount);
  // A payment already on its way to verification is not cut short by the clock.
  const expired = secondsLeft === 0 && !checkout.confirming;

  return (
    <div className="space-y-5">
      <HoldSummary session={session} bookingId={bookingId} />
      {!expired && <HoldCountdown secondsLeft={secondsLeft} />}
      {expired && <Alert tone="error">{t.sessionExpired}</Alert>}
      {!expired && checkout.checkoutError && <Alert tone="error">{checkout.checkoutError}</Alert>}
      {checkout.confirming && (
        <p role="status" className="text-neutral-700">
          {t.verifying}
        </p>
      )}
      <Button className="w-full" onClick={checkout.pay} pending={checkout.busy} disabled={expired}>
        <CreditCard aria-hidden="true" className="size-5" />
        {t.payNow}
      </Button>
      {expired && (
        <p className="text-center">
          <TextLink to={paths.gymDetails.getHref(session.gymId)}>{t.chooseSlotAgain}</TextLink>
        </p>
      )}
      {checkout.sandbox.open && !expired && (
        <SandboxCheckoutSheet
          bookingId={bookingId}
          amount={amount}
          onPaid={checkout.sandbox.paid}
          onFailed={checkout.sandbox.failed}
          onDismiss={checkout.sandbox.dismiss}
        />
      )}
    </div>
  );
}
