import { params } from '@gymslot/shared/message-params';
import { BOOKING_HOLD_MINUTES } from '@gymslot/shared/booking-rules';
import { ErrorState } from '../../../components/ui/error-state';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { useMyWaitlistQuery } from '../../waitlist/api/my-waitlist';
import { WaitlistEntryCard } from './waitlist-entry-card';

const messages = i18n('bookings-waitlist-section', {
  heading: 'Waitlist',
  loadFailed: 'Failed to load your waitlist. Please try again.',
  howItWorks: params('When a place frees up, the first in line gets it for {minutes} minutes and an e-mail with a link to pay.'),
});

/**
 * My Bookings' 'Waitlist': the full slots the person waits for, shown only when there are some (API
 * contract §8.4). An entry that became a paid booking has left the line: it is in Upcoming, not here.
 */
export function WaitlistSection({ onLeft }: { onLeft: (message: string) => void }) {
  const t = useStore(messages);
  const waitlist = useMyWaitlistQuery();
  const entries = waitlist.data?.entries.filter((entry) => entry.status !== 'booked');
  // Nothing while it loads or when there is nothing to wait for; a failed first read says so.
  if (entries === undefined ? !waitlist.isError : entries.length === 0) return null;

  return (
    <section aria-labelledby="waitlist-heading" className="mb-8 space-y-4">
      <h2 id="waitlist-heading" className="text-xl font-bold">
        {t.heading}
      </h2>
      {entries === undefined ? (
        <ErrorState
          message={t.loadFailed}
          retrying={waitlist.isFetching}
          onRetry={() => void waitlist.refetch()}
        />
      ) : (
        <>
          <p className="text-sm text-neutral-700">{t.howItWorks({ minutes: BOOKING_HOLD_MINUTES })}</p>
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
