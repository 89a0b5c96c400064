import { formatRupees } from '@gymslot/shared/money';
import type { PayoutLine, PayoutStatus } from '@gymslot/shared/payout-schemas';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useStore } from '../../../i18n/use-store';
import { formatCalendarDate, formatIstCalendarDate } from '../../../lib/date-formatters';
import { payoutsTableMessages } from '../payouts-messages';

const tones: Record<PayoutStatus, 'success' | 'pending' | 'ended'> = { held: 'pending', released: 'success', reversed: 'ended', failed: 'ended' };

/** The month's payouts, newest first; scrolls sideways on a phone rather than squeezing the amounts. */
export function PayoutsTable({ payouts, monthTitle }: { payouts: readonly PayoutLine[]; monthTitle: string }) {
  const t = useStore(payoutsTableMessages);
  const cell = 'px-3 py-2 whitespace-nowrap';
  return (
    <div className="overflow-x-auto rounded-2xl border border-neutral-200 bg-white" tabIndex={0} role="region" aria-label={t.caption({ month: monthTitle })}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t.caption({ month: monthTitle })}</caption>
        <thead className="bg-neutral-100">
          <tr>
            {[t.date, t.booking, t.gym, t.amount, t.fee, t.payout, t.status].map((heading) => (
              <th key={heading} scope="col" className={`${cell} font-semibold`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {payouts.map((line) => (
            <tr key={line.bookingId} className="border-t border-neutral-200">
              <td className={cell}>{formatCalendarDate(line.date)}</td>
              <th scope="row" className={`${cell} font-mono font-medium`}>
                {line.bookingId.slice(-8)}
              </th>
              <td className={cell}>{line.gymName}</td>
              <td className={cell}>{formatRupees(line.amount)}</td>
              <td className={cell}>{formatRupees(line.fee)}</td>
              <td className={`${cell} font-semibold`}>{formatRupees(line.payout)}</td>
              <td className={cell}>
                <StatusBadge tone={tones[line.status]}>{t[line.status]}</StatusBadge>
                {line.status === 'held' && line.releasesAt && (
                  <span className="mt-1 block text-sm text-neutral-700">{t.releasesOn({ date: formatIstCalendarDate(new Date(line.releasesAt)) })}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
