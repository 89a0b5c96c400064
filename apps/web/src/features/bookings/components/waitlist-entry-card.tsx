import { formatCalendarDate } from '@gymslot/shared/date-format';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import type { WaitlistEntry } from '@gymslot/shared/waitlist-schemas';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { messageFromError } from '../../../lib/api-client';
import { useLeaveWaitlistMutation } from '../api/leave-waitlist';
import { leaveWaitlistQuestion, placeInLine } from '../waitlist-words';
import { CardDetails } from './card-details';

interface WaitlistEntryCardProps {
  entry: WaitlistEntry;
  /** Told the result of leaving, which takes the card away with it. */
  onLeft: (message: string) => void;
}

function EntryBadge({ status }: { status: WaitlistEntry['status'] }) {
  switch (status) {
    case 'waiting':
      return <StatusBadge tone="pending">On waitlist</StatusBadge>;
    case 'offered':
      return <StatusBadge tone="pending">Place held for you</StatusBadge>;
    case 'booked':
      return <StatusBadge tone="success">Booked</StatusBadge>;
    case 'expired':
      return <StatusBadge tone="ended">Offer ran out</StatusBadge>;
  }
}

/** One slot the person waits for: where they are in its line, or the place held for them and until when. */
export function WaitlistEntryCard({ entry, onLeft }: WaitlistEntryCardProps) {
  const leave = useLeaveWaitlistMutation();
  const [error, setError] = useState<string | null>(null);
  const inLine = entry.status === 'waiting' || entry.status === 'offered';
  const details = [
    ['Date', formatCalendarDate(entry.date)],
    ['Time slot', entry.timeSlot],
    ['City', entry.gym.city],
  ] as const;

  function handleLeave() {
    if (!window.confirm(leaveWaitlistQuestion(entry))) return;
    setError(null);
    leave.mutate(entry, {
      onSuccess: (reply) => onLeft(reply.message),
      onError: (leaveError) => setError(messageFromError(leaveError, 'Could not leave the waitlist. Please try again.')),
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
      {entry.status === 'waiting' && <p className="font-semibold text-neutral-900">{placeInLine(entry.position)}</p>}
      {entry.status === 'offered' && entry.bookingId !== undefined && (
        <p className="font-semibold text-amber-900">
          {entry.offerExpiresAt === undefined
            ? 'A place is held for you'
            : `A place is yours until ${istTimeOfDay(new Date(entry.offerExpiresAt))}`}{' '}
          — <TextLink to={paths.payment.getHref(entry.bookingId)}>Pay now</TextLink>
        </p>
      )}
      {inLine && (
        <Button variant="secondary" pending={leave.isPending} onClick={handleLeave}>
          Leave waitlist
        </Button>
      )}
      {error && <Alert tone="error">{error}</Alert>}
    </article>
  );
}
