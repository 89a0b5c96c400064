import type { MessageStatus } from '@gymslot/shared/admin-message-schemas';
import { useSearchParams } from 'wouter';

/**
 * The statuses the filter offers. Written here rather than imported from the shared schema file,
 * whose zod schemas would otherwise come along into this screen's chunk; `satisfies` keeps them in step.
 */
export const messageStatusFilters = ['queued', 'failed', 'sent'] as const satisfies readonly MessageStatus[];

const isMessageStatus = (value: string | null): value is MessageStatus =>
  messageStatusFilters.some((status) => status === value);

/**
 * The Messages screen's filter, kept in `?status=` so reload, Back and the dashboard's link bring it
 * back; none (every message) when the URL names no known status. Choosing replaces the history
 * entry, so Back leaves the screen instead of stepping through the filters.
 */
export function useMessageStatusParam(): [MessageStatus | undefined, (status: MessageStatus | undefined) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('status');
  const status = isMessageStatus(asked) ? asked : undefined;

  function chooseStatus(next: MessageStatus | undefined) {
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
