import { formatRupees, paiseToRupees } from '@gymslot/shared/money';
import { useEffect, useEffectEvent, useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { HoldCountdown } from '../components/hold-countdown';
import { SandboxCheckoutSheet } from '../components/sandbox-checkout-sheet';
import { useHoldCountdown } from '../hooks/use-hold-countdown';
import { usePaymentCheckout } from '../hooks/use-payment-checkout';
import type { PaymentSession } from '../navigation-state';
import { paymentMessages } from '../payment-messages';
import { quickCheckoutMessages } from './quick-checkout-messages';

interface HeldSlotCheckoutProps {
  bookingId: string;
  session: PaymentSession;
  /** Told whether the checkout (Razorpay's window or the sandbox sheet) is open over the quick sheet. */
  onCheckoutOpen: (open: boolean) => void;
}

/**
 * The quick sheet once the slot is held: the checkout opens at once, as on the payment screen's Pay.
 * Closed without paying, the hold stays (api-contract §8.1): Pay here opens it again, and My Bookings
 * keeps the way to pay until the hold runs out.
 */
export function HeldSlotCheckout({ bookingId, session, onCheckoutOpen }: HeldSlotCheckoutProps) {
  const t = useStore(quickCheckoutMessages);
  const payment = useStore(paymentMessages);
  const secondsLeft = useHoldCountdown(session.holdExpiresAt);
  const checkout = usePaymentCheckout(bookingId, session);
  const payRef = useRef<HTMLButtonElement>(null);
  const amount = paiseToRupees(session.order.amount);
  const expired = secondsLeft === 0 && !checkout.confirming;
  const checkoutOpen = checkout.sandbox.open || checkout.busy;

  // The tap on Pay that made the hold opens the checkout too: once, however often the effect runs.
  const opened = useRef(false);
  const openCheckout = useEffectEvent(() => checkout.pay());
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    openCheckout();
  }, []);

  const reportOpen = useEffectEvent((open: boolean) => {
    onCheckoutOpen(open);
    // Pay was busy (and so lost the focus) while the checkout ran: the focus comes back to it.
    if (!open && (document.activeElement === null || document.activeElement === document.body)) payRef.current?.focus();
  });
  useEffect(() => reportOpen(checkoutOpen), [checkoutOpen]);

  return (
    <div className="space-y-3">
      {expired ? (
        <Alert tone="error">{payment.holdRanOut}</Alert>
      ) : (
        <>
          <HoldCountdown secondsLeft={secondsLeft} />
          <p className="text-sm text-neutral-700">{t.held}</p>
        </>
      )}
      {!expired && checkout.checkoutError && <Alert tone="error">{checkout.checkoutError}</Alert>}
      {checkout.confirming && (
        <p role="status" className="text-neutral-700">
          {payment.verifying}
        </p>
      )}
      <Button ref={payRef} className="w-full" onClick={checkout.pay} pending={checkout.busy} disabled={expired}>
        {t.pay({ amount: formatRupees(amount) })}
      </Button>
      <p className="text-center">
        <TextLink to={paths.myBookings.getHref()}>{t.payLater}</TextLink>
      </p>
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
