import { params } from '@gymslot/shared/message-params';
import type { Booking } from '@gymslot/shared/booking-schemas';
import { createReviewBodySchema, REVIEW_COMMENT_MAX_LENGTH } from '@gymslot/shared/review-schemas';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { checkWithSchema } from '../../../lib/schema-form';
import type { FieldErrors } from '../../../lib/schema-form';
import { usePostReviewMutation } from '../api/post-review';
import { StarRatingField } from './star-rating-field';
import { serverErrorText } from '../../../i18n/server-messages';

const messages = i18n('bookings-review-form', {
  formLabel: params('Rate your visit to {gym}'),
  comment: 'Comment (optional)',
  sendFailed: 'Could not send your review. Please try again.',
  submit: 'Submit',
});

/**
 * Stars and an optional comment for a checked-in visit; checked with the server's own schema before
 * sending. `focusFirst` (arriving from the mail's link for this visit) scrolls the form into view and
 * leaves the keyboard on the first star.
 */
export function ReviewForm({ booking, focusFirst = false }: { booking: Booking; focusFirst?: boolean }) {
  const t = useStore(messages);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusFirst) form.current?.querySelector('input')?.focus();
  }, [focusFirst]);
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
    <form ref={form} noValidate onSubmit={submit} aria-label={t.formLabel({ gym: booking.gym.name })} className="space-y-4">
      <StarRatingField value={rating} onChange={setRating} error={fieldErrors.rating} />
      <TextAreaField
        label={t.comment}
        value={comment}
        maxLength={REVIEW_COMMENT_MAX_LENGTH}
        error={fieldErrors.comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {postReview.isError && <Alert tone="error">{serverErrorText(postReview.error, t.sendFailed)}</Alert>}
      <Button type="submit" pending={postReview.isPending} className="w-full sm:w-auto">
        {t.submit}
      </Button>
    </form>
  );
}
