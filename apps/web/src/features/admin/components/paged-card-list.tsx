import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { ErrorState } from '../../../components/ui/error-state';
import { serverErrorText } from '../../../i18n/server-messages';

/** What the list reads of its infinite query (TanStack Query's useInfiniteQuery). */
interface PagedQuery {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch(): Promise<unknown>;
  fetchNextPage(): Promise<unknown>;
}

interface PagedCardListProps<Item extends { _id: string }> {
  query: PagedQuery;
  /** The rows of every page read so far; undefined until the first page came. */
  items: Item[] | undefined;
  texts: { loadFailed: string; loading: string; loadMore: string };
  skeletonCount: number;
  /** What an empty list shows. */
  empty: ReactNode;
  listClassName: string;
  renderItem(item: Item): ReactNode;
}

/**
 * An admin list read page by page (Messages, Reports, Disputes): a skeleton, then the cards with
 * 'Load more' while there are more; a failed refetch keeps the cards already shown, and only a list
 * never read gives way to the error.
 */
export function PagedCardList<Item extends { _id: string }>({ query, items, texts, skeletonCount, empty, listClassName, renderItem }: PagedCardListProps<Item>) {
  if (items === undefined) {
    return query.isError ? (
      <ErrorState message={serverErrorText(query.error, texts.loadFailed)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : (
      <CardGridSkeleton label={texts.loading} count={skeletonCount} />
    );
  }
  if (items.length === 0) return empty;
  return (
    <>
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={item._id}>{renderItem(item)}</li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button variant="secondary" pending={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {texts.loadMore}
        </Button>
      )}
    </>
  );
}
