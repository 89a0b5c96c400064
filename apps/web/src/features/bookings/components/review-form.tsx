import type { Booking } from '@gymslot/shared/booking-schemas';
import { createReviewBodySchema, REVIEW_COMMENT_MAX_LENGTH } from '@gymslot/shared/review-schemas';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { messageFromError } from '../../../lib/api-client';
import { checkWithSchema } from '../../../lib/schema-form';
import type { FieldErrors } from '../../../lib/schema-form';
import { usePostReviewMutation } from '../../reviews/api/post-review';
import { StarRatingField } from './star-rating-field';

/** Stars and an optional comment for a checked-in visit; checked with the server's own schema before sending. */
export function ReviewForm({ booking }: { booking: Booking }) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const postReview = usePostReviewMutation();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkWithSchema(createReviewBodySchema, {
      bookingId: booking._id,
      rating: rating ?? undefined,
      ...(comment.trim() === '' ? {} : { comment }),
    });
    setFieldErrors(check.fieldErrors);
    if (check.ok) postReview.mutate({ gymId: booking.gym._id, body: check.data });
  }

  return (
    <form noValidate onSubmit={submit} aria-label={`Rate your visit to ${booking.gym.name}`} className="space-y-4">
      <StarRatingField value={rating} onChange={setRating} error={fieldErrors.rating} />
      <TextAreaField
        label="Comment (optional)"
        value={comment}
        maxLength={REVIEW_COMMENT_MAX_LENGTH}
        error={fieldErrors.comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {postReview.isError && <Alert tone="error">{messageFromError(postReview.error, 'Could not send your review. Please try again.')}</Alert>}
      <Button type="submit" pending={postReview.isPending} className="w-full sm:w-auto">
        Submit
      </Button>
    </form>
  );
}
