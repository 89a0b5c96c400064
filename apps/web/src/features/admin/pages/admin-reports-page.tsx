import type { NotLetInStatus } from '@gymslot/shared/not-let-in';
import { DoorClosed } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { serverErrorText } from '../../../i18n/server-messages';
import { useStore } from '../../../i18n/use-store';
import { adminReportsTexts } from '../admin-reports-texts';
import { useAdminReportPagesQuery } from '../api/get-admin-reports';
import { ReportCard } from '../components/report-card';
import { reportStatusFilters, useReportStatusParam } from '../hooks/use-report-status-param';

function StatusFilter({ status, onChange }: { status: NotLetInStatus | undefined; onChange: (status: NotLetInStatus | undefined) => void }) {
  const t = useStore(adminReportsTexts);
  const options = [{ value: undefined, label: t.all }, ...reportStatusFilters.map((value) => ({ value, label: t[value] }))];
  return (
    <div role="group" aria-label={t.filterLabel} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option.value ?? 'all'}
          type="button"
          aria-pressed={status === option.value}
          onClick={() => onChange(option.value)}
          className="min-h-11 rounded-full border border-neutral-300 bg-white px-4 py-2 text-sm font-semibold text-neutral-900 transition-colors hover:bg-neutral-100 aria-pressed:border-accent-strong aria-pressed:bg-accent-strong aria-pressed:text-white"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

function ReportList({ status }: { status: NotLetInStatus | undefined }) {
  const t = useStore(adminReportsTexts);
  const pages = useAdminReportPagesQuery(status);
  const reports = pages.data?.pages.flatMap((page) => page.reports);
  if (reports === undefined) {
    return pages.isError ? (
      <ErrorState message={serverErrorText(pages.error, t.loadFailed)} onRetry={() => void pages.refetch()} retrying={pages.isFetching} />
    ) : (
      <CardGridSkeleton label={t.loading} count={2} />
    );
  }
  if (reports.length === 0) return <EmptyState Icon={DoorClosed} title={t.noReports} hint={t.noReportsHint} />;
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {reports.map((report) => (
          <li key={report._id}>
            <ReportCard report={report} />
          </li>
        ))}
      </ul>
      {pages.hasNextPage && (
        <Button variant="secondary" pending={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {t.loadMore}
        </Button>
      )}
    </>
  );
}

/** §8.10 for admins: every 'not let in' report with its evidence, and the decision on a contested one. */
export default function AdminReportsPage() {
  const t = useStore(adminReportsTexts);
  const [status, setStatus] = useReportStatusParam();
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <title>{`${t.heading} | GymSlot`}</title>
      <p>
        <TextLink to={paths.adminDashboard.getHref()}>{t.backToDashboard}</TextLink>
      </p>
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t.heading}</h1>
        <p className="text-neutral-700">{t.intro}</p>
      </div>
      <StatusFilter status={status} onChange={setStatus} />
      <ReportList status={status} />
    </section>
  );
}
