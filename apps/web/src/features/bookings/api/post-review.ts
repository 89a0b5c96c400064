import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingListReply } from '@gymslot/shared/booking-schemas';
import { createReview } from '@gymslot/shared/endpoints/reviews';
import type { CreateReviewBody, ReviewReply } from '@gymslot/shared/review-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { myBookingsQueryKey } from '../../../lib/query-keys';

export interface PostReviewInput {
  gymId: string;
  body: CreateReviewBody;
}

export function postReview({ gymId, body }: PostReviewInput): Promise<ReviewReply> {
  return callEndpoint(createReview, { params: { id: gymId }, body });
}

/** The booking is marked reviewed at once; the gym's reviews and its average everywhere are read again. */
export function usePostReviewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReview,
    onSuccess: ({ review }, { body }) => {
      queryClient.setQueryData<BookingListReply>(myBookingsQueryKey, (list) => {
        if (list === undefined) return list;
        const bookings = list.bookings.map((booking) =>
          booking._id === body.bookingId ? { ...booking, canReview: false, reviewId: review._id } : booking,
        );
        return { ...list, bookings };
      });
      void queryClient.invalidateQueries({ queryKey: ['gyms'] });
    },
  });
}
