import { formatCalendarDate } from '../../../lib/date-formatters';
import { formatRupees, paiseToRupees } from '@gymslot/shared/money';
import { useStore } from '../../../i18n/use-store';
import type { PaymentSession } from '../navigation-state';
import { paymentMessages } from '../payment-messages';

/** A row's label (a key of payment-messages.ts), its value and the value's style. */
type Row = readonly ['bookingIdLabel' | 'gymLabel' | 'dateLabel' | 'timeSlotLabel' | 'amountLabel', string, string];

interface HoldSummaryProps {
  session: PaymentSession;
  /** Shown first, shortened to its first 8 characters and an ellipsis (spec §2, Payment). */
  bookingId?: string;
}

/** What a hold is for: the gym, the date, the slot and the amount due. */
export function HoldSummary({ session, bookingId }: HoldSummaryProps) {
  const t = useStore(paymentMessages);
  const idRows: Row[] = bookingId === undefined ? [] : [['bookingIdLabel', `${bookingId.slice(0, 8)}…`, 'font-mono']];
  const rows: Row[] = [
    ...idRows,
    ['gymLabel', session.gymName, 'font-semibold'],
    ['dateLabel', formatCalendarDate(session.date), 'font-semibold'],
    ['timeSlotLabel', session.timeSlot, 'font-semibold'],
    ['amountLabel', formatRupees(paiseToRupees(session.order.amount)), 'text-xl font-bold'],
  ];
  return (
    <dl className="space-y-3">
      {rows.map(([label, value, style]) => (
        <div key={label} className="flex items-baseline justify-between gap-4">
          <dt className="shrink-0 text-neutral-700">{t[label]}</dt>
          <dd className={`text-right ${style}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
