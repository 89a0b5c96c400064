import { useHoldCountdown } from '../hooks/use-hold-countdown';
import type { PaymentSession } from '../navigation-state';
import { paymentMessages } from '../payment-messages';
import { useStore } from '../../../i18n/use-store';
import { ContinuePaymentLink } from './continue-payment-link';
import { HoldCountdown } from './hold-countdown';

/** A held booking's card: how long it stays held, and the way to pay; once run out, says so. */
export function HeldBookingPayment({ bookingId, session }: { bookingId: string; session: PaymentSession }) {
  const t = useStore(paymentMessages);
  const secondsLeft = useHoldCountdown(session.holdExpiresAt);
  if (secondsLeft === 0) return <p className="text-sm text-neutral-700">{t.holdRanOut}</p>;
  return (
    <div className="space-y-3">
      <HoldCountdown secondsLeft={secondsLeft} />
      <ContinuePaymentLink bookingId={bookingId} session={session} />
    </div>
  );
}
