import { formatRupees } from '@gymslot/shared/money';
import type { PayoutsReply } from '@gymslot/shared/payout-schemas';
import { useStore } from '../../../i18n/use-store';
import { payoutTotalsMessages } from '../payouts-messages';

/** Held (amber) against released (green), and what refunds took back; words as well as colour (ui.md). */
export function PayoutTotals({ totals, monthTitle }: { totals: PayoutsReply['totals']; monthTitle: string }) {
  const t = useStore(payoutTotalsMessages);
  const figures = [
    { label: t.held, hint: t.heldHint, amount: totals.held, tone: 'border-amber-200 bg-amber-50 text-amber-900' },
    { label: t.released, hint: t.releasedHint, amount: totals.released, tone: 'border-green-200 bg-green-50 text-green-800' },
    { label: t.reversed, hint: t.reversedHint, amount: totals.reversed, tone: 'border-neutral-200 bg-white text-neutral-800' },
  ];
  return (
    <section aria-labelledby="payout-totals-heading">
      <h2 id="payout-totals-heading" className="sr-only">
        {t.heading({ month: monthTitle })}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className={`rounded-xl border p-4 ${figure.tone}`}>
            <dt className="text-sm font-semibold">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-bold">{formatRupees(figure.amount)}</dd>
            <dd className="text-sm">{figure.hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
