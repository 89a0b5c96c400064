import { useSearchParams } from 'wouter';

/**
 * An admin list's status filter (Messages, Reports, Disputes), kept in `?status=` so reload, Back and
 * the dashboard's links bring it back; none (every row) when the URL names none of `known`. Choosing
 * replaces the history entry, so Back leaves the screen instead of stepping through the filters.
 */
export function useStatusParam<Status extends string>(known: readonly Status[]): [Status | undefined, (status: Status | undefined) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('status');
  const status = known.find((candidate) => candidate === asked);

  function chooseStatus(next: Status | undefined) {
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
