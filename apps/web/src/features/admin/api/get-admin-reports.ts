import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listAdminReports } from '@gymslot/shared/endpoints/not-let-in';
import type { NotLetInStatus } from '@gymslot/shared/not-let-in';
import type { AdminReportsReply } from '@gymslot/shared/not-let-in-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';

/** One page of §8.10's reports: 50, newest first; no `status` lists every report. */
export function fetchAdminReportsPage(status: NotLetInStatus | undefined, cursor: string | undefined, signal?: AbortSignal): Promise<AdminReportsReply> {
  return callEndpoint(listAdminReports, { query: { status, cursor }, signal });
}

/** Every cached report list, whatever its filter: a decision refreshes them all. */
export const adminReportsQueryKey = ['admin', 'not-let-in-reports'] as const;

export const adminReportPagesQueryOptions = (status: NotLetInStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: [...adminReportsQueryKey, status ?? 'all'],
    queryFn: ({ pageParam, signal }) => fetchAdminReportsPage(status, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // Reports move on by themselves (a check-in, the refund round), so the list is read afresh each time.
    staleTime: 0,
  });

export function useAdminReportPagesQuery(status: NotLetInStatus | undefined) {
  return useInfiniteQuery(adminReportPagesQueryOptions(status));
}
