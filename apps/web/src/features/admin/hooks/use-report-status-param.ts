import type { NotLetInStatus } from '@gymslot/shared/not-let-in';
import { useSearchParams } from 'wouter';

/** The statuses the filter offers, the ones waiting for someone first. */
export const reportStatusFilters = ['contested', 'open', 'refunded', 'rejected', 'resolved'] as const satisfies readonly NotLetInStatus[];

const isReportStatus = (value: string | null): value is NotLetInStatus => reportStatusFilters.some((status) => status === value);

/** The Reports screen's filter, kept in `?status=` (reload, Back and the dashboard's link keep it); replacing, so Back leaves the screen. */
export function useReportStatusParam(): [NotLetInStatus | undefined, (status: NotLetInStatus | undefined) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('status');
  const status = isReportStatus(asked) ? asked : undefined;

  function chooseStatus(next: NotLetInStatus | undefined) {
    setSearchParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === undefined) updated.delete('status');
        else updated.set('status', next);
        return updated;
      },
      { replace: true },
    );
  }

  return [status, chooseStatus];
}
