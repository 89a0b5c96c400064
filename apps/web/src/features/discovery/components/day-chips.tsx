import { formatLongCalendarDate, formatWeekdayAndDay } from '../../../lib/date-formatters';
import { addDays } from '@gymslot/shared/ist-time';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';

const messages = i18n('discovery-day-chips', {
  today: 'Today',
  tomorrow: 'Tomorrow',
  pickDay: 'Pick a day',
});

/** Today and the six days after it: a week, one tap each. */
const daysShown = 7;

function chipLabel(date: string, today: string, t: ReturnType<typeof messages.get>): string {
  if (date === today) return t.today;
  if (date === addDays(today, 1)) return t.tomorrow;
  return formatWeekdayAndDay(date);
}

interface DayChipsProps {
  today: string;
  chosen: string;
  onChoose: (date: string) => void;
}

/** The coming week as a row of toggle buttons; on a phone the row scrolls sideways. */
export function DayChips({ today, chosen, onChoose }: DayChipsProps) {
  const t = useStore(messages);
  const days = Array.from({ length: daysShown }, (_, index) => addDays(today, index));
  return (
    <div role="group" aria-label={t.pickDay} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      {days.map((date) => (
        <button
          key={date}
          type="button"
          aria-pressed={date === chosen}
          title={formatLongCalendarDate(date)}
          onClick={() => onChoose(date)}
          className="min-h-11 shrink-0 rounded-full border border-neutral-300 bg-white px-4 text-sm font-semibold whitespace-nowrap text-neutral-900 hover:border-accent aria-pressed:border-accent-strong aria-pressed:bg-accent-strong aria-pressed:text-white"
        >
          {chipLabel(date, today, t)}
        </button>
      ))}
    </div>
  );
}
