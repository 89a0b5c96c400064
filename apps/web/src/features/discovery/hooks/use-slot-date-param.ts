import { latestDate } from '@gymslot/shared/date-window';
import { isCalendarDate } from '@gymslot/shared/ist-time';
import { useSearchParams } from 'wouter';

/**
 * The gym page's chosen day, kept in `?date=` so Back and reload bring it back; `today` (IST) when
 * the URL names none, or a day that is past, more than two years ahead (the server refuses those,
 * issue 26) or not a date. Choosing replaces the history entry, so
 * Back leaves the gym page instead of stepping through the days looked at.
 */
export function useSlotDateParam(today: string): [string, (date: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('date') ?? '';
  const date = isCalendarDate(asked) && asked >= today && asked <= latestDate(today) ? asked : today;

  function chooseDate(nextDate: string) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (nextDate === today) next.delete('date');
        else next.set('date', nextDate);
        return next;
      },
      { replace: true },
    );
  }

  return [date, chooseDate];
}
