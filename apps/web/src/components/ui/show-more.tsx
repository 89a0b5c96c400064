import { Alert } from './alert';
import { Button } from './button';

interface ShowMoreProps {
  /** What the button asks for, e.g. 'Show more reviews'. */
  label: string;
  /** Said when the last request for more failed. */
  failedMessage: string;
  /** The list's infinite query, as TanStack Query reports it. */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; isFetchNextPageError: boolean; fetchNextPage: () => Promise<unknown> };
}

/** The end of a paged list: the next page on request, and what went wrong if it could not come. */
export function ShowMore({ label, failedMessage, query }: ShowMoreProps) {
  return (
    <>
      {query.isFetchNextPageError && <Alert tone="error">{failedMessage}</Alert>}
      {query.hasNextPage && (
        <Button variant="secondary" pending={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {label}
        </Button>
      )}
    </>
  );
}
