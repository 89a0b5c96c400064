import { RATE_VISIT_PARAM } from '@gymslot/shared/rate-visit-param';
import { useSearch } from 'wouter';

/** The booking whose rating form My Bookings was opened for (`?rate={bookingId}`, the 'Rate your visit' mail's link), if any. */
export function useRateVisitRequest(): string | null {
  return new URLSearchParams(useSearch()).get(RATE_VISIT_PARAM);
}
