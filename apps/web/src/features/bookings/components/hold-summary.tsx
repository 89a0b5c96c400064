import { formatCalendarDate } from '@gymslot/shared/date-format';
import { formatRupees, paiseToRupees } from '@gymslot/shared/money';
import type { PaymentSession } from '../navigation-state';

interface HoldSummaryProps {
  session: PaymentSession;
  /** Shown first, shortened to its first 8 characters and an ellipsis (spec §2, Payment). */
  bookingId?: string;
}

/** What a hold is for: the gym, the date, the slot and the amount due. */
export function HoldSummary({ session, bookingId }: HoldSummaryProps) {
  const rows = [
    ...(bookingId === undefined ? [] : [['Booking ID', `${bookingId.slice(0, 8)}…`, 'font-mono']]),
    ['Gym', session.gymName, 'font-semibold'],
    ['Date', formatCalendarDate(session.date), 'font-semibold'],
    ['Time slot', session.timeSlot, 'font-semibold'],
    ['Amount', formatRupees(paiseToRupees(session.order.amount)), 'text-xl font-bold'],
  ] as const;
  return (
    <dl className="space-y-3">
      {rows.map(([label, value, style]) => (
        <div key={label} className="flex items-baseline justify-between gap-4">
          <dt className="shrink-0 text-neutral-700">{label}</dt>
          <dd className={`text-right ${style}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
