import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { replyToReview as replyToReviewEndpoint } from '@gymslot/shared/endpoints/reviews';
import type { ReviewListReply, ReviewReply } from '@gymslot/shared/review-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { gymReviewsQueryKey } from './get-gym-reviews';

export interface ReplyToReviewInput {
  reviewId: string;
  text: string;
}

/** The gym owner's one reply to a review; sending again replaces it. */
export function replyToReview({ reviewId, text }: ReplyToReviewInput): Promise<ReviewReply> {
  return callEndpoint(replyToReviewEndpoint, { params: { reviewId }, body: { text } });
}

/** The saved review replaces its old copy in the pages already loaded, so the reply shows at once. */
export function useReplyToReviewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: ({ review }) => {
      queryClient.setQueryData<InfiniteData<ReviewListReply, string | null>>(gymReviewsQueryKey(review.gymId), (data) => {
        if (data === undefined) return data;
        const pages = data.pages.map((page) => ({
          ...page,
          reviews: page.reviews.map((shown) => (shown._id === review._id ? review : shown)),
        }));
        return { ...data, pages };
      });
    },
  });
}
