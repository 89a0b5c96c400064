import type { DisputeStatus } from '@gymslot/shared/dispute-schemas';
import { useSearchParams } from 'wouter';
import { disputeStatusFilters } from '../dispute-statuses';

const isDisputeStatus = (value: string | null): value is DisputeStatus => disputeStatusFilters.some((status) => status === value);

/**
 * The Disputes screen's filter, kept in `?status=` so reload and Back bring it back; none (every
 * dispute) when the URL names no known status. Choosing replaces the history entry.
 */
export function useDisputeStatusParam(): [DisputeStatus | undefined, (status: DisputeStatus | undefined) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('status');
  const status = isDisputeStatus(asked) ? asked : undefined;

  function chooseStatus(next: DisputeStatus | undefined) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === undefined) params.delete('status');
        else params.set('status', next);
        return params;
      },
      { replace: true },
    );
  }

  return [status, chooseStatus];
}
