import { istDate } from '@gymslot/shared/ist-time';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import { formatCalendarDate } from '../../lib/date-formatters';

/** When a saved copy was saved, as a person reads it: '05:42 PM' today (IST), else 'Sat, 21 Nov 2026, 05:42 PM'. */
export function savedCopyTimeText(savedAt: string, now: Date): string {
  const saved = new Date(savedAt);
  const time = istTimeOfDay(saved);
  return istDate(saved) === istDate(now) ? time : `${formatCalendarDate(istDate(saved))}, ${time}`;
}
