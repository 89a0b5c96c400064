import { useState } from 'react';
import type { PaymentResult } from '@gymslot/shared/booking-schemas';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { ApiError } from '../../../lib/api-client';
import { useNavigate } from '../../../lib/navigation';
import { useConfirmBookingMutation } from '../api/confirm-booking';
import { bookingMessages } from '../booking-messages';
import { loadRazorpay } from '../checkout/load-razorpay';
import type { ConfirmationState, PaymentSession } from '../navigation-state';

const CHECKOUT_THEME_COLOR = '#007AFF';

const messages = i18n('bookings-payment-checkout', {
  /** What Razorpay's window says the payment is for. */
  description: 'Gym slot booking',
});

type SpecTexts = ReturnType<typeof bookingMessages.get>;

/** A refusal the server explained (wrong signature, slot gone) is shown as sent; anything else gets the spec's text. */
function confirmErrorMessage(error: unknown, spec: SpecTexts): string {
  if (!(error instanceof ApiError)) return spec.paymentFailed;
  if (error.status >= 500 || error.serverMessage === undefined) return spec.verificationFailed;
  return error.serverMessage;
}

/**
 * Runs the checkout for a hold: opens the provider's checkout (Razorpay's script, or the in-app
 * sandbox sheet), then verifies the payment with the server and moves on to the confirmation.
 * A failed attempt keeps the hold (api-contract §8.1), so Pay stays open for another try on the
 * same order until the hold runs out.
 */
export function usePaymentCheckout(bookingId: string, session: PaymentSession) {
  const t = useStore(messages);
  const spec = useStore(bookingMessages);
  const navigate = useNavigate();
  const confirmMutation = useConfirmBookingMutation();
  const [checkoutError, setCheckoutError] = useState<string | null>(null);
  const [razorpayOpen, setRazorpayOpen] = useState(false);
  const [sandboxOpen, setSandboxOpen] = useState(false);

  function confirmPayment(payment: PaymentResult) {
    setCheckoutError(null);
    confirmMutation.mutate(
      { ...payment, bookingId },
      {
        onSuccess: ({ booking }) => {
          const state: ConfirmationState = { success: true, booking };
          // Replaced, so Back cannot reopen the checkout of a booking that is already paid.
          navigate(paths.confirmation.getHref(bookingId), { state, replace: true });
        },
        onError: (error) => setCheckoutError(confirmErrorMessage(error, spec)),
      },
    );
  }

  async function openRazorpay() {
    setRazorpayOpen(true);
    const Razorpay = await loadRazorpay().catch(() => null);
    if (Razorpay === null) {
      setRazorpayOpen(false);
      setCheckoutError(spec.razorpayLoadFailed);
      return;
    }
    const checkout = new Razorpay({
      key: session.checkout.keyId,
      amount: session.order.amount,
      currency: session.order.currency,
      order_id: session.order.id,
      name: 'GymSlot',
      description: t.description,
      prefill: session.checkout.prefill,
      notes: { bookingId },
      theme: { color: CHECKOUT_THEME_COLOR },
      handler: (response) => {
        setRazorpayOpen(false);
        confirmPayment(response);
      },
      modal: { ondismiss: () => setRazorpayOpen(false) },
    });
    // Razorpay may keep its window open for another try; the text and Pay wait behind it in case they close it.
    checkout.on('payment.failed', () => {
      setRazorpayOpen(false);
      setCheckoutError(spec.paymentFailed);
    });
    checkout.open();
  }

  function pay() {
    setCheckoutError(null);
    if (session.checkout.provider === 'sandbox') setSandboxOpen(true);
    else void openRazorpay();
  }

  return {
    pay,
    checkoutError,
    /** True while Razorpay's window is loading or open (until an attempt fails), and while the payment is being verified. */
    busy: razorpayOpen || confirmMutation.isPending,
    confirming: confirmMutation.isPending,
    sandbox: {
      open: sandboxOpen,
      dismiss: () => setSandboxOpen(false),
      paid: (payment: PaymentResult) => {
        setSandboxOpen(false);
        confirmPayment(payment);
      },
      failed: () => {
        setSandboxOpen(false);
        setCheckoutError(spec.paymentFailed);
      },
    },
  };
}
