import type { PaymentMismatch } from '@gymslot/shared/payment-mismatch-schemas';
import { formatRupees } from '@gymslot/shared/money';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { StatusBadge } from '../../../components/ui/status-badge';
import { DetailsList } from './details-list';
import { useStore } from '../../../i18n/use-store';
import { formatCalendarDate } from '../../../lib/date-formatters';
import { adminMessages } from '../admin-messages';
import { usePaymentMismatchesQuery, useResolvePaymentMismatchMutation } from '../api/payment-mismatches';

function MismatchCard({ mismatch }: { mismatch: PaymentMismatch }) {
  const t = useStore(adminMessages);
  const resolve = useResolvePaymentMismatchMutation();
  const details = [
    // Alone in their cells and selected whole on a click, so they copy into Razorpay's search.
    { term: t.paymentId, value: mismatch.paymentId, className: 'font-mono select-all break-all' },
    { term: t.orderId, value: mismatch.orderId, className: 'font-mono select-all break-all' },
    { term: t.booking, value: mismatch.bookingId ?? '—', className: 'font-mono break-all' },
    { term: t.paidOn, value: formatCalendarDate(mismatch.day) },
    { term: t.amount, value: formatRupees(mismatch.amount) },
    { term: t.razorpaySays, value: mismatch.providerStatus },
    { term: t.gymSlotSays, value: mismatch.ledgerStatus === 'none' ? t.neverHeard : mismatch.ledgerStatus },
  ];
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-neutral-200 bg-white p-4">
      <StatusBadge tone="failed">{t.mismatchBadge}</StatusBadge>
      <DetailsList details={details} />
      <Button variant="secondary" className="mt-auto" disabled={resolve.isPending} onClick={() => resolve.mutate(mismatch.paymentId)}>
        {t.markSettled}
      </Button>
    </article>
  );
}

/**
 * Payments the daily check could not match to a booking or a refund, for an operator to put right
 * at Razorpay. Shown only when there is one, or when the list fails to load.
 */
export function PaymentMismatchesSection() {
  const t = useStore(adminMessages);
  const mismatches = usePaymentMismatchesQuery();
  if (!mismatches.isError && (mismatches.data === undefined || mismatches.data.length === 0)) return null;

  return (
    <section aria-labelledby="payment-mismatches-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="payment-mismatches-heading" className="text-2xl font-bold">
          {t.mismatchesHeading}
          {mismatches.data ? ` (${mismatches.data.length})` : ''}
        </h2>
        <p className="text-neutral-700">{t.mismatchesIntro}</p>
      </div>
      {mismatches.isError ? (
        <ErrorState message={t.mismatchesFailed} onRetry={() => void mismatches.refetch()} retrying={mismatches.isFetching} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {mismatches.data.map((mismatch) => (
            <li key={mismatch.paymentId}>
              <MismatchCard mismatch={mismatch} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
