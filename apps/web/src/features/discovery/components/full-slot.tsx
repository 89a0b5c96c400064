import type { WaitlistEntry } from '@gymslot/shared/waitlist-schemas';
import { params } from '@gymslot/shared/message-params';
import { LoaderCircle } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { useJoinWaitlistMutation } from '../../waitlist/api/join-waitlist';
import { useLeaveWaitlistMutation } from '../../waitlist/api/leave-waitlist';
import { leaveWaitlistQuestion, placeInLine } from '../../../components/waitlist/waitlist-words';
import { serverErrorText } from '../../../i18n/server-messages';

const messages = i18n('discovery-full-slot', {
  joinFailed: 'Could not join the waitlist. Please try again.',
  leaveFailed: 'Could not leave the waitlist. Please try again.',
  heldPayNow: 'A place is held for you · Pay now',
  bookedYours: 'Booked · yours',
  full: 'Full',
  onWaitlist: params('On waitlist · {place}'),
  leave: 'Leave',
  leaveWaitlistFor: params('the waitlist for {time}'),
  joinWaitlist: 'Join waitlist',
});

interface FullSlotProps {
  gymId: string;
  date: string;
  time: string;
  /** The person's own entry for this slot, if they have one to show. */
  entry: WaitlistEntry | undefined;
}

const cell = 'flex min-h-14 w-full flex-col items-center justify-center rounded-lg border px-2 text-sm';

/**
 * A slot with no places left (API contract §8.4): a way into its waitlist, then the person's place in
 * line with a way out, or the place held for them. It takes a whole row on a phone when it has more
 * to say than the slot's time, so nothing is cut short.
 */
export function FullSlot({ gymId, date, time, entry }: FullSlotProps) {
  const t = useStore(messages);
  const { markLoggedOut } = useAuth();
  const join = useJoinWaitlistMutation();
  const leave = useLeaveWaitlistMutation();
  const [error, setError] = useState<string | null>(null);
  // Joining or leaving swaps the control under the person's finger; the new one takes the focus.
  const focusNextControl = useRef(false);
  const takeFocus = useCallback((element: HTMLElement | null) => {
    if (element === null || !focusNextControl.current) return;
    focusNextControl.current = false;
    element.focus();
  }, []);

  function handleJoin() {
    setError(null);
    focusNextControl.current = true;
    join.mutate(
      { gymId, bookingDate: date, timeSlot: time },
      {
        onError: (joinError) => {
          focusNextControl.current = false;
          // A session that ended meanwhile: the page's guard then sends the person to log in, and back here after.
          if (joinError instanceof ApiError && joinError.status === 401) markLoggedOut();
          else setError(serverErrorText(joinError, t.joinFailed));
        },
      },
    );
  }

  function handleLeave(waiting: WaitlistEntry) {
    if (!window.confirm(leaveWaitlistQuestion(waiting))) return;
    setError(null);
    focusNextControl.current = true;
    leave.mutate(waiting, {
      onError: (leaveError) => {
        focusNextControl.current = false;
        setError(serverErrorText(leaveError, t.leaveFailed));
      },
    });
  }

  const errorAlert = error && <Alert tone="error">{error}</Alert>;

  if (entry?.status === 'offered' && entry.bookingId !== undefined) {
    return (
      <li className="col-span-2">
        <Link
          to={paths.payment.getHref(entry.bookingId)}
          aria-label={`${time}, ${t.heldPayNow}`}
          className={`${cell} border-amber-400 bg-amber-50 font-semibold text-amber-900 hover:bg-amber-100`}
        >
          <span>{time}</span>
          <span className="text-xs">{t.heldPayNow}</span>
        </Link>
      </li>
    );
  }

  if (entry?.status === 'booked') {
    return (
      <li>
        <Link
          to={paths.myBookings.getHref()}
          aria-label={`${time}, ${t.bookedYours}`}
          className={`${cell} border-green-300 bg-green-50 font-semibold text-green-800 hover:bg-green-100`}
        >
          <span>{time}</span>
          <span className="text-xs">{t.bookedYours}</span>
        </Link>
      </li>
    );
  }

  if (entry?.status === 'waiting') {
    return (
      <li className="col-span-2 space-y-2">
        <div className="flex min-h-14 flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
          <p className="text-neutral-900">
            <span className="font-semibold">{time}</span> · {t.full}
            <span className="block font-semibold text-amber-900">{t.onWaitlist({ place: placeInLine(entry.position) })}</span>
          </p>
          <Button ref={takeFocus} variant="secondary" pending={leave.isPending} onClick={() => handleLeave(entry)}>
            {t.leave}
            <span className="sr-only"> {t.leaveWaitlistFor({ time })}</span>
          </Button>
        </div>
        {errorAlert}
      </li>
    );
  }

  return (
    <li className={error ? 'col-span-2 space-y-2' : undefined}>
      <button
        ref={takeFocus}
        type="button"
        disabled={join.isPending}
        aria-busy={join.isPending || undefined}
        aria-label={`${time}, ${t.full} · ${t.joinWaitlist}`}
        onClick={handleJoin}
        className={`${cell} border-neutral-300 bg-neutral-100 text-neutral-700 hover:bg-neutral-200 disabled:cursor-wait`}
      >
        <span className="flex items-center gap-1 font-semibold">
          {join.isPending && <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin motion-reduce:animate-none" />}
          <span className="line-through">{time}</span>
        </span>
        <span className="text-xs font-semibold">
          <span className="text-red-700">{t.full}</span> · <span className="text-accent-strong">{t.joinWaitlist}</span>
        </span>
      </button>
      {errorAlert}
    </li>
  );
}
