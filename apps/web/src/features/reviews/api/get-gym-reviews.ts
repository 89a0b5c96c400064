import { useInfiniteQuery } from '@tanstack/react-query';
import { listGymReviews } from '@gymslot/shared/endpoints/reviews';
import type { ReviewListReply } from '@gymslot/shared/review-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';

/** One page of a gym's reviews, newest first (API contract §8.2); `cursor` is the last page's `nextCursor`. */
export function fetchGymReviews(gymId: string, cursor: string | null, signal?: AbortSignal): Promise<ReviewListReply> {
  return callEndpoint(listGymReviews, { params: { id: gymId }, query: { cursor: cursor ?? undefined }, signal });
}

/** Under ['gyms'], so whatever refreshes a gym's figures refreshes its reviews too. */
export const gymReviewsQueryKey = (gymId: string) => ['gyms', 'reviews', gymId] as const;

/** The gym page and the owner's dashboard: page after page as 'Show more' asks. */
export function useGymReviewsQuery(gymId: string) {
  return useInfiniteQuery({
    queryKey: gymReviewsQueryKey(gymId),
    queryFn: ({ pageParam, signal }) => fetchGymReviews(gymId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
