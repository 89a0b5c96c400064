import type { JoinWaitlistBody, WaitlistEntry } from '@gymslot/shared/waitlist-schemas';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { useJoinWaitlistMutation } from '../../waitlist/api/join-waitlist';
import { linePlace, waitlistWords } from '../../../components/waitlist/waitlist-words';
import { serverErrorText } from '../../../i18n/server-messages';

// `joined` is WAITLIST_JOINED_MESSAGE of @gymslot/shared/waitlist-schemas word for word in English.
const messages = i18n('bookings-join-waitlist', {
  joined: "You're on the waitlist. We'll e-mail you if a place frees up.",
  seeWaitlist: 'See your waitlist in My Bookings',
  join: 'Join the waitlist',
  joinFailed: 'Could not join the waitlist. Please try again.',
});

/** Offered right under 'This slot is full': the same slot's waitlist, one tap away. */
export function JoinWaitlistOffer({ slot }: { slot: JoinWaitlistBody }) {
  const t = useStore(messages);
  const words = useStore(waitlistWords);
  const join = useJoinWaitlistMutation();
  const [joined, setJoined] = useState<WaitlistEntry | null>(null);

  if (joined) {
    return (
      <Alert tone="success">
        <p>
          {t.joined} {words.youAreInLine({ place: linePlace(joined.position) })}
        </p>
        <p>
          <TextLink to={paths.myBookings.getHref()}>{t.seeWaitlist}</TextLink>
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
        {t.join}
      </Button>
      {join.isError && <Alert tone="error">{serverErrorText(join.error, t.joinFailed)}</Alert>}
    </div>
  );
}
