import type { Booking } from '@gymslot/shared/booking-schemas';
import { Star } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { useRateVisitRequest } from '../hooks/use-rate-visit-request';

// The form checks with the server's own schema, so it brings zod (22 KB): it downloads when a form
// opens, instead of before My Bookings' first paint (issue 32).
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

const messages = i18n('bookings-visit-review', {
  thanks: 'Thanks for your review',
  rateVisit: 'Rate your visit',
});

/**
 * A checked-in visit: 'Rate your visit' opens the review form; once reviewed, the thanks stay on the
 * card. Arriving from the mail's link for this visit opens the form at once, or shows the thanks.
 */
export function VisitReview({ booking }: { booking: Booking }) {
  const t = useStore(messages);
  const requested = useRateVisitRequest() === booking._id;
  const [open, setOpen] = useState(requested);
  const formId = useId();
  const thanks = useRef<HTMLDivElement>(null);
  const reviewed = booking.reviewId !== undefined;

  // The form goes away on success; focus moves to the thanks instead of falling back to the page.
  useEffect(() => {
    if (reviewed && open) thanks.current?.focus();
  }, [reviewed, open]);

  if (!reviewed && !booking.canReview) return null;
  return (
    <div className="space-y-3">
      <div ref={thanks} tabIndex={-1} aria-live="polite">
        {reviewed && <Alert tone="success">{t.thanks}</Alert>}
      </div>
      {!reviewed && (
        <>
          <Button variant="secondary" aria-expanded={open} aria-controls={formId} onClick={() => setOpen(!open)} className="w-full sm:w-auto">
            <Star aria-hidden="true" className="size-4" />
            {t.rateVisit}
          </Button>
          <div id={formId} hidden={!open}>
            {open && (
              <Suspense fallback={<Spinner />}>
                <ReviewForm booking={booking} focusFirst={requested} />
              </Suspense>
            )}
          </div>
        </>
      )}
    </div>
  );
}
