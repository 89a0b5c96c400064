import { Dumbbell, FlaskConical, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { PaymentResult } from '@gymslot/shared/booking-schemas';
import { formatRupees } from '@gymslot/shared/money';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSandboxPayMutation } from '../api/sandbox-pay';
import { useStore } from '../../../i18n/use-store';
import { paymentMessages } from '../payment-messages';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';
import { SandboxCheckoutMethods } from './sandbox-checkout-methods';
import type { SandboxMethod } from './sandbox-checkout-methods';
import { serverErrorText } from '../../../i18n/server-messages';

interface SandboxCheckoutSheetProps {
  bookingId: string;
  /** Rupees. */
  amount: number;
  onPaid: (payment: PaymentResult) => void;
  onFailed: () => void;
  onDismiss: () => void;
}

/**
 * The checkout used when no Razorpay keys are set: it looks and behaves like Razorpay's window,
 * and the server answers with a signed payment or a failure just as the real provider would.
 */
export function SandboxCheckoutSheet({ bookingId, amount, onPaid, onFailed, onDismiss }: SandboxCheckoutSheetProps) {
  const t = useStore(paymentMessages);
  const titleId = useId();
  const [method, setMethod] = useState<SandboxMethod>('card');
  const payMutation = useSandboxPayMutation();
  const [outcomeSent, setOutcomeSent] = useState<'success' | 'failure' | null>(null);
  const busy = payMutation.isPending;
  // While the answer is on its way the sheet stays put, so a payment never goes unconfirmed.
  const dismiss = () => {
    if (!busy) onDismiss();
  };

  function send(outcome: 'success' | 'failure') {
    setOutcomeSent(outcome);
    payMutation.mutate(
      { bookingId, outcome },
      { onSuccess: (reply) => (reply.outcome === 'success' ? onPaid(reply.payment) : onFailed()) },
    );
  }

  return (
    <SandboxCheckoutDialog labelledBy={titleId} onDismiss={dismiss}>
      <div className="flex items-center gap-3 bg-accent-strong px-4 py-3 text-white">
        <span className="flex size-10 items-center justify-center rounded-lg bg-white">
          <Dumbbell aria-hidden="true" className="size-6 text-accent-strong" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-bold">
            GymSlot
          </h2>
          <p className="text-2xl font-bold">{formatRupees(amount)}</p>
        </div>
        <button
          type="button"
          aria-label={t.closeCheckout}
          onClick={dismiss}
          disabled={busy}
          className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-white/15 disabled:opacity-60"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <div className="space-y-4 p-4">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          <FlaskConical aria-hidden="true" className="size-4" />
          {t.testMode}
        </p>
        <SandboxCheckoutMethods value={method} onChange={setMethod} disabled={busy} />
        {payMutation.isError && (
          <Alert tone="error">{serverErrorText(payMutation.error, t.paymentFailed)}</Alert>
        )}
        <div className="space-y-2">
          <Button className="w-full" pending={busy && outcomeSent === 'success'} disabled={busy} onClick={() => send('success')}>
            {t.payAmount({ amount: formatRupees(amount) })}
          </Button>
          <Button
            variant="secondary"
            className="w-full"
            pending={busy && outcomeSent === 'failure'}
            disabled={busy}
            onClick={() => send('failure')}
          >
            {t.simulateFailure}
          </Button>
        </div>
        <p className="text-center text-xs text-neutral-600">{t.sandboxNote}</p>
      </div>
    </SandboxCheckoutDialog>
  );
}
