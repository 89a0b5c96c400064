import type { NotLetInStatus } from '@gymslot/shared/not-let-in';
import { DoorClosed } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { useStore } from '../../../i18n/use-store';
import { adminReportsTexts } from '../admin-reports-texts';
import { useAdminReportPagesQuery } from '../api/get-admin-reports';
import { PagedCardList } from '../components/paged-card-list';
import { ReportCard } from '../components/report-card';
import { AdminListHeading } from '../components/admin-list-heading';
import { StatusFilter } from '../components/status-filter';
import { useStatusParam } from '../hooks/use-status-param';
import { reportStatusFilters } from '../report-statuses';

function ReportList({ status }: { status: NotLetInStatus | undefined }) {
  const t = useStore(adminReportsTexts);
  const pages = useAdminReportPagesQuery(status);
  const reports = pages.data?.pages.flatMap((page) => page.reports);
  return (
    <PagedCardList
      query={pages}
      items={reports}
      texts={t}
      skeletonCount={2}
      empty={<EmptyState Icon={DoorClosed} title={t.noReports} hint={t.noReportsHint} />}
      listClassName="grid gap-4 md:grid-cols-2"
      renderItem={(report) => <ReportCard report={report} />}
    />
  );
}

/** §8.10 for admins: every 'not let in' report with its evidence, and the decision on a contested one. */
export default function AdminReportsPage() {
  const t = useStore(adminReportsTexts);
  const [status, setStatus] = useStatusParam(reportStatusFilters);
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <AdminListHeading heading={t.heading} intro={t.intro} backToDashboard={t.backToDashboard} />
      <StatusFilter
        label={t.filterLabel}
        allLabel={t.all}
        options={reportStatusFilters.map((value) => ({ value, label: t[value] }))}
        status={status}
        onChange={setStatus}
      />
      <ReportList status={status} />
    </section>
  );
}
