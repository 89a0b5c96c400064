import { useMutation, useQueryClient } from '@tanstack/react-query';
import { respondToReport } from '@gymslot/shared/endpoints/not-let-in';
import type { OwnerReportsReply, RespondToReportReply } from '@gymslot/shared/not-let-in-schemas';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { ownerReportsQueryKey } from './get-owner-reports';

export function answerReport(reportId: string, note: string): Promise<RespondToReportReply> {
  return callEndpoint(respondToReport, { params: { id: reportId }, body: { note } });
}

/** The owner's answer to a report: its card shows it at once; a report that moved on meanwhile is read again. */
export function useRespondToReportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, note }: { reportId: string; note: string }) => answerReport(reportId, note),
    onSuccess: ({ report }) => {
      queryClient.setQueryData<OwnerReportsReply>(
        ownerReportsQueryKey,
        (reply) => reply && { ...reply, reports: reply.reports.map((shown) => (shown._id === report._id ? report : shown)) },
      );
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: ownerReportsQueryKey });
    },
  });
}
