import { BOOKING_HOLD_MINUTES } from '@gymslot/shared/booking-rules';
import { ErrorState } from '../../../components/ui/error-state';
import { useMyWaitlistQuery } from '../api/my-waitlist';
import { WaitlistEntryCard } from './waitlist-entry-card';

/** My Bookings' 'Waitlist': the full slots the person waits for, shown only when there are some (API contract §8.4). */
export function WaitlistSection({ onLeft }: { onLeft: (message: string) => void }) {
  const waitlist = useMyWaitlistQuery();
  const entries = waitlist.data?.entries;
  // Nothing while it loads or when there is nothing to wait for; a failed first read says so.
  if (entries === undefined ? !waitlist.isError : entries.length === 0) return null;

  return (
    <section aria-labelledby="waitlist-heading" className="mb-8 space-y-4">
      <h2 id="waitlist-heading" className="text-xl font-bold">
        Waitlist
      </h2>
      {entries === undefined ? (
        <ErrorState
          message="Failed to load your waitlist. Please try again."
          retrying={waitlist.isFetching}
          onRetry={() => void waitlist.refetch()}
        />
      ) : (
        <>
          <p className="text-sm text-neutral-700">
            When a place frees up, the first in line gets it for {BOOKING_HOLD_MINUTES} minutes and an e-mail with a link to pay.
          </p>
          <ul className="space-y-4">
            {entries.map((entry) => (
              <li key={entry._id}>
                <WaitlistEntryCard entry={entry} onLeft={onLeft} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
