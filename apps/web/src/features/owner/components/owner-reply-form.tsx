import type { Review } from '@gymslot/shared/review-schemas';
import { reviewReplyBodySchema, REVIEW_REPLY_MAX_LENGTH } from '@gymslot/shared/review-schemas';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useStore } from '../../../i18n/use-store';
import { checkWithSchema } from '../../../lib/schema-form';
import { useReplyToReviewMutation } from '../../reviews/api/reply-to-review';
import { ownerReviewsMessages } from '../owner-messages';
import { serverErrorText } from '../../../i18n/server-messages';

interface OwnerReplyFormProps {
  review: Review;
  onDone: () => void;
}

/** The owner's one public reply to a review, written or rewritten; keeps the text after an error. */
export function OwnerReplyForm({ review, onDone }: OwnerReplyFormProps) {
  const t = useStore(ownerReviewsMessages);
  const [text, setText] = useState(review.ownerReply?.text ?? '');
  const [error, setError] = useState<string | undefined>();
  const reply = useReplyToReviewMutation();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkWithSchema(reviewReplyBodySchema, { text });
    setError(check.fieldErrors.text);
    if (check.ok) reply.mutate({ reviewId: review._id, text: check.data.text }, { onSuccess: onDone });
  }

  return (
    <form noValidate onSubmit={submit} aria-label={t.replyTo({ author: review.authorName })} className="space-y-3 border-t border-neutral-200 pt-3">
      <TextAreaField label={t.yourReply} value={text} maxLength={REVIEW_REPLY_MAX_LENGTH} error={error} onChange={(event) => setText(event.target.value)} />
      {reply.isError && <Alert tone="error">{serverErrorText(reply.error, t.saveFailed)}</Alert>}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" pending={reply.isPending}>
          {t.send}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
