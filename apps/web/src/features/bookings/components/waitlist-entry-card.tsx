import { params } from '@gymslot/shared/message-params';
import { formatCalendarDate } from '../../../lib/date-formatters';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import type { WaitlistEntry } from '@gymslot/shared/waitlist-schemas';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { useLeaveWaitlistMutation } from '../../waitlist/api/leave-waitlist';
import { leaveWaitlistQuestion, placeInLine, waitlistWords } from '../../../components/waitlist/waitlist-words';
import { CardDetails } from './card-details';
import { serverErrorText } from '../../../i18n/server-messages';

const messages = i18n('bookings-waitlist-entry', {
  onWaitlist: 'On waitlist',
  placeHeld: 'Place held for you',
  booked: 'Booked',
  offerRanOut: 'Offer ran out',
  date: 'Date',
  timeSlot: 'Time slot',
  city: 'City',
  leaveFailed: 'Could not leave the waitlist. Please try again.',
  heldForYou: 'A place is held for you',
  yoursUntil: params('A place is yours until {time}'),
  payNow: 'Pay now',
  leave: 'Leave waitlist',
});

interface WaitlistEntryCardProps {
  entry: WaitlistEntry;
  /** Told the result of leaving, which takes the card away with it. */
  onLeft: (message: string) => void;
}

function EntryBadge({ status }: { status: WaitlistEntry['status'] }) {
  const t = useStore(messages);
  switch (status) {
    case 'waiting':
      return <StatusBadge tone="pending">{t.onWaitlist}</StatusBadge>;
    case 'offered':
      return <StatusBadge tone="pending">{t.placeHeld}</StatusBadge>;
    case 'booked':
      return <StatusBadge tone="success">{t.booked}</StatusBadge>;
    case 'expired':
      return <StatusBadge tone="ended">{t.offerRanOut}</StatusBadge>;
  }
}

/** One slot the person waits for: where they are in its line, or the place held for them and until when. */
export function WaitlistEntryCard({ entry, onLeft }: WaitlistEntryCardProps) {
  const t = useStore(messages);
  const words = useStore(waitlistWords);
  const leave = useLeaveWaitlistMutation();
  const [error, setError] = useState<string | null>(null);
  const inLine = entry.status === 'waiting' || entry.status === 'offered';
  const details = [
    [t.date, formatCalendarDate(entry.date)],
    [t.timeSlot, entry.timeSlot],
    [t.city, entry.gym.city],
  ] as const;

  function handleLeave() {
    if (!window.confirm(leaveWaitlistQuestion(entry, words))) return;
    setError(null);
    leave.mutate(entry, {
      onSuccess: (reply) => onLeft(reply.message),
      onError: (leaveError) => setError(serverErrorText(leaveError, t.leaveFailed)),
    });
  }

  return (
    <article aria-labelledby={`waitlist-${entry._id}`} className="space-y-3 rounded-2xl border border-neutral-200 bg-white p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`waitlist-${entry._id}`} className="text-lg font-bold">
          {entry.gym.name}
        </h3>
        <EntryBadge status={entry.status} />
      </header>
      <CardDetails details={details} />
      {entry.status === 'waiting' && <p className="font-semibold text-neutral-900">{placeInLine(entry.position, words)}</p>}
      {entry.status === 'offered' && entry.bookingId !== undefined && (
        <p className="font-semibold text-amber-900">
          {entry.offerExpiresAt === undefined
            ? t.heldForYou
            : t.yoursUntil({ time: istTimeOfDay(new Date(entry.offerExpiresAt)) })}{' '}
          — <TextLink to={paths.payment.getHref(entry.bookingId)}>{t.payNow}</TextLink>
        </p>
      )}
      {inLine && (
        <Button variant="secondary" pending={leave.isPending} onClick={handleLeave}>
          {t.leave}
        </Button>
      )}
      {error && <Alert tone="error">{error}</Alert>}
    </article>
  );
}
