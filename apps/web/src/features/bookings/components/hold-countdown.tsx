import { Timer } from 'lucide-react';
import { formatCountdown } from '../hooks/use-hold-countdown';
import { paymentMessages } from '../payment-messages';
import { useStore } from '../../../i18n/use-store';

/** "Slot held for 14:59", in amber (ui.md: amber for holds). */
export function HoldCountdown({ secondsLeft }: { secondsLeft: number }) {
  const t = useStore(paymentMessages);
  const countdown = formatCountdown(secondsLeft);
  return (
    <p className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
      <Timer aria-hidden="true" className="size-5 shrink-0" />
      <span>
        {t.slotHeldFor}{' '}
        {/* A timer is not read out on every tick; the label says what it counts. */}
        <span role="timer" aria-label={t.timeLeftToPay({ time: countdown })} className="font-mono text-lg font-bold tabular-nums">
          {countdown}
        </span>
      </span>
    </p>
  );
}
