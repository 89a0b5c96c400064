import { DoorClosed } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { ErrorState } from '../../../components/ui/error-state';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { adminReportsTexts } from '../admin-reports-texts';
import { useAdminReportPagesQuery } from '../api/get-admin-reports';

/**
 * The dashboard's way to §8.10's reports, with how many wait for a decision. It reads the first page
 * of contested ones (the same cached list the screen's 'To decide' filter shows), so many say '50+'.
 */
export function ReportsSection() {
  const t = useStore(adminReportsTexts);
  const contested = useAdminReportPagesQuery('contested');
  const waiting = contested.data?.pages.flatMap((page) => page.reports).filter((report) => report.status === 'contested').length ?? 0;
  const href = paths.adminReports.getHref();

  return (
    <section aria-labelledby="reports-heading" className="space-y-2">
      <h2 id="reports-heading" className="text-2xl font-bold">
        {t.dashboardHeading}
      </h2>
      {contested.isError ? (
        <ErrorState message={t.dashboardFailed} onRetry={() => void contested.refetch()} retrying={contested.isFetching} />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-neutral-700">{waiting > 0 ? t.toDecide(contested.hasNextPage ? 50 : waiting) : t.noneToDecide}</p>
          <ButtonLink to={waiting > 0 ? `${href}?status=contested` : href} variant="secondary">
            <DoorClosed aria-hidden="true" className="size-4" />
            {t.openReports}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
