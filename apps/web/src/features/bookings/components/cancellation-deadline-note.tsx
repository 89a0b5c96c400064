import { params } from '@gymslot/shared/message-params';
import { istDate } from '@gymslot/shared/ist-time';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import { Clock } from 'lucide-react';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { formatCalendarDate } from '../../../lib/date-formatters';

const messages = i18n('bookings-cancellation-deadline', {
  openUntil: params('Free cancellation until {time}'),
  closedAt: params('Cancellation closed at {time}'),
});

/** '04:00 PM' on the IST day of `now`, else with its date first. */
function deadlineText(deadline: Date, now: Date): string {
  const time = istTimeOfDay(deadline);
  return istDate(deadline) === istDate(now) ? time : `${formatCalendarDate(istDate(deadline))}, ${time}`;
}

/** Until when a paid booking can be cancelled for a full refund, or that it no longer can (issue 31). */
export function CancellationDeadlineNote({ deadline, now }: { deadline: Date; now: Date }) {
  const t = useStore(messages);
  const open = now.getTime() <= deadline.getTime();
  const text = deadlineText(deadline, now);
  return (
    <p className={`flex items-start gap-2 text-sm font-semibold ${open ? 'text-neutral-900' : 'text-neutral-700'}`}>
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-strong" />
      <span>{open ? t.openUntil({ time: text }) : t.closedAt({ time: text })}</span>
    </p>
  );
}
