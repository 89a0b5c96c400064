import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { decideReport } from '@gymslot/shared/endpoints/not-let-in';
import type { AdminReport, AdminReportsReply, DecideReportBody, DecideReportReply } from '@gymslot/shared/not-let-in-schemas';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminReportsQueryKey } from './get-admin-reports';

export function decideAdminReport(reportId: string, body: DecideReportBody): Promise<DecideReportReply> {
  return callEndpoint(decideReport, { params: { id: reportId }, body });
}

type ReportPages = InfiniteData<AdminReportsReply, string | undefined>;

function withReport(pages: ReportPages, changed: AdminReport): ReportPages {
  return { ...pages, pages: pages.pages.map((page) => ({ ...page, reports: page.reports.map((report) => (report._id === changed._id ? changed : report)) })) };
}

/** A contested report decided: its card shows the outcome where the admin pressed; every list is read again later. */
export function useDecideReportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, body }: { reportId: string; body: DecideReportBody }) => decideAdminReport(reportId, body),
    onSuccess: ({ report }) => {
      queryClient.setQueriesData<ReportPages>({ queryKey: adminReportsQueryKey }, (pages) => pages && withReport(pages, report));
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) void queryClient.invalidateQueries({ queryKey: adminReportsQueryKey });
    },
  });
}
