import { EARLIEST_MONTH } from '@gymslot/shared/date-window';
import { istDate } from '@gymslot/shared/ist-time';
import { isPayoutMonth } from '@gymslot/shared/payout-schemas';
import { Download, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { BackLinkPage } from '../../../components/ui/back-link-page';
import { buttonClassName } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { formatMonthTitle } from '../../../lib/date-formatters';
import { payoutStatementHref, usePayoutsQuery } from '../api/get-payouts';
import { PayoutGyms } from '../components/payout-gyms';
import { PayoutTotals } from '../components/payout-totals';
import { PayoutsTable } from '../components/payouts-table';
import { payoutsPageMessages } from '../payouts-messages';

/** §8.7: the owner's payouts through Razorpay Route for a month, held against released, and the statement. */
export default function OwnerPayoutsPage() {
  const t = useStore(payoutsPageMessages);
  const today = istDate(new Date());
  const [month, setMonth] = useState(() => today.slice(0, 7));
  const payouts = usePayoutsQuery(month);
  const monthTitle = formatMonthTitle(month);

  return (
    <BackLinkPage title={t.pageTitle} heading={t.heading} back={{ href: paths.ownerDashboard.getHref(), label: t.backToDashboard }} width="max-w-5xl">
      <p className="mt-2 text-neutral-700">{t.intro}</p>
      <div className="mt-6 flex flex-wrap items-end gap-4 rounded-xl border border-neutral-200 bg-white p-4">
        <div className="w-full sm:w-56">
          <TextField
            label={t.month}
            type="month"
            value={month}
            required
            // Nothing is paid before GymSlot's first month or in a month to come.
            min={EARLIEST_MONTH}
            max={today.slice(0, 7)}
            // A half-typed month is left alone, and so is one the server refuses (issue 26): the last good one stays on screen.
            onChange={(event) => isPayoutMonth(event.target.value, today) && setMonth(event.target.value)}
          />
        </div>
        <a href={payoutStatementHref(month)} download className={buttonClassName('secondary')}>
          <Download aria-hidden="true" className="size-4" />
          {t.downloadStatement}
        </a>
      </div>
      <div className="mt-6">
        {payouts.isError ? (
          <ErrorState message={t.loadFailed} onRetry={() => void payouts.refetch()} retrying={payouts.isFetching} />
        ) : payouts.data === undefined ? (
          <div role="status" className="space-y-4">
            <span className="sr-only">{t.loading}</span>
            <SkeletonBlock className="h-24 w-full" />
            <SkeletonBlock className="h-48 w-full" />
          </div>
        ) : (
          <div aria-busy={payouts.isFetching} className="space-y-6">
            {!payouts.data.linkedAccount && <Alert tone="warning">{t.paidOutside}</Alert>}
            <PayoutGyms gyms={payouts.data.gyms} />
            <PayoutTotals totals={payouts.data.totals} monthTitle={monthTitle} />
            {payouts.data.payouts.length === 0 ? (
              <EmptyState Icon={Wallet} title={t.noPayouts({ month: monthTitle })} hint={t.noPayoutsHint} />
            ) : (
              <PayoutsTable payouts={payouts.data.payouts} monthTitle={monthTitle} />
            )}
          </div>
        )}
      </div>
    </BackLinkPage>
  );
}
