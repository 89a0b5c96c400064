import type { JoinWaitlistBody, WaitlistEntry } from '@gymslot/shared/waitlist-schemas';
import { WAITLIST_JOINED_MESSAGE } from '@gymslot/shared/waitlist-schemas';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { messageFromError } from '../../../lib/api-client';
import { useJoinWaitlistMutation } from '../api/join-waitlist';
import { placeInLine } from '../waitlist-words';

/** Offered right under 'This slot is full': the same slot's waitlist, one tap away. */
export function JoinWaitlistOffer({ slot }: { slot: JoinWaitlistBody }) {
  const join = useJoinWaitlistMutation();
  const [joined, setJoined] = useState<WaitlistEntry | null>(null);

  if (joined) {
    return (
      <Alert tone="success">
        <p>
          {WAITLIST_JOINED_MESSAGE} You are {placeInLine(joined.position)}.
        </p>
        <p>
          <TextLink to={paths.myBookings.getHref()}>See your waitlist in My Bookings</TextLink>
        </p>
      </Alert>
    );
  }
  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        className="w-full"
        pending={join.isPending}
        onClick={() => join.mutate(slot, { onSuccess: ({ entry }) => setJoined(entry) })}
      >
        Join the waitlist
      </Button>
      {join.isError && <Alert tone="error">{messageFromError(join.error, 'Could not join the waitlist. Please try again.')}</Alert>}
    </div>
  );
}
