import { addDays } from '@gymslot/shared/ist-time';
import { params } from '@gymslot/shared/message-params';
import { Button } from '../../../components/ui/button';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { formatCalendarDate } from '../../../lib/date-formatters';
import { useGymSlotsQuery } from '../api/get-gym-slots';

const messages = i18n('discovery-no-open-slots', {
  noAvailability: params('No availability found for {date}.'),
  noMoreToday: params('No more slots today — tomorrow opens at {time}'),
  seeTomorrow: "See tomorrow's slots",
  checkingTomorrow: 'Looking at tomorrow…',
});

interface NoOpenSlotsNoteProps {
  gymId: string;
  /** The IST date shown, which has no slot left to book. */
  date: string;
  today: string;
  onChooseDate: (date: string) => void;
}

/**
 * A day with nothing left to book. Late at night today has no more slots: rather than 'No
 * availability found', it says when tomorrow opens (its first slot) and leads there (issue 31).
 */
export function NoOpenSlotsNote({ gymId, date, today, onChooseDate }: NoOpenSlotsNoteProps) {
  const t = useStore(messages);
  const tomorrow = addDays(today, 1);
  const tomorrowSlots = useGymSlotsQuery(gymId, date === today ? tomorrow : null);
  const opensAt = tomorrowSlots.data?.[0]?.time;

  if (date === today && tomorrowSlots.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t.checkingTomorrow}</span>
        <SkeletonBlock className="h-6 w-64" />
      </div>
    );
  }
  if (date !== today || opensAt === undefined) {
    return <p className="text-neutral-700">{t.noAvailability({ date: formatCalendarDate(date) })}</p>;
  }
  return (
    <div className="space-y-3">
      <p className="font-medium text-neutral-900">{t.noMoreToday({ time: opensAt })}</p>
      <Button variant="secondary" onClick={() => onChooseDate(tomorrow)}>
        {t.seeTomorrow}
      </Button>
    </div>
  );
}
