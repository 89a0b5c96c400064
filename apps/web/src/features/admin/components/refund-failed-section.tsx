import { REFUND_MAX_ATTEMPTS } from '@gymslot/shared/booking-rules';
import { ErrorState } from '../../../components/ui/error-state';
import { useStore } from '../../../i18n/use-store';
import { adminMessages } from '../admin-messages';
import { useRefundFailedBookingsQuery } from '../api/get-refund-failed-bookings';
import { RefundFailedBookingCard } from './refund-failed-booking-card';

/**
 * The refunds Razorpay kept refusing, for an operator to make by hand. Shown only when there is one,
 * or when the list fails to load; that failure stays here and leaves the rest of the dashboard be.
 */
export function RefundFailedSection() {
  const t = useStore(adminMessages);
  const refunds = useRefundFailedBookingsQuery();
  if (!refunds.isError && (refunds.data === undefined || refunds.data.length === 0)) return null;

  return (
    <section aria-labelledby="refund-failed-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="refund-failed-heading" className="text-2xl font-bold">
          {t.refundsHeading}
          {refunds.data ? ` (${refunds.data.length})` : ''}
        </h2>
        <p className="text-neutral-700">{t.refundsIntro({ attempts: REFUND_MAX_ATTEMPTS })}</p>
      </div>
      {refunds.isError ? (
        <ErrorState
          message={t.refundsFailed}
          onRetry={() => void refunds.refetch()}
          retrying={refunds.isFetching}
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {refunds.data.map((booking) => (
            <li key={booking._id}>
              <RefundFailedBookingCard booking={booking} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
