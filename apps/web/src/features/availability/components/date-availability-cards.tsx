import type { DateAvailability } from '@gymslot/shared/availability-schemas';
import { formatCalendarDate } from '../../../lib/date-formatters';
import { CalendarX } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextLink } from '../../../components/ui/text-link';
import { useStore } from '../../../i18n/use-store';
import { availabilityViewMessages } from '../availability-messages';

interface DateAvailabilityCardsProps {
  entries: readonly DateAvailability[];
  /** Whether the gym has weekly hours, which customers can book without any dates. */
  hasWeeklyHours: boolean;
  /** Where to open dates, offered when there are none. */
  setDatesHref: string;
}

/** One card per date with its hourly slots (spec §2 "All availability"). */
export function DateAvailabilityCards({ entries, hasWeeklyHours, setDatesHref }: DateAvailabilityCardsProps) {
  const t = useStore(availabilityViewMessages);
  if (entries.length === 0) {
    return (
      <EmptyState
        Icon={CalendarX}
        title={t.noDates}
        hint={hasWeeklyHours ? t.noDatesWeeklyHint : t.noDatesHint}
        action={<TextLink to={setDatesHref}>{t.setDates}</TextLink>}
      />
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {entries.map((entry) => (
        <li key={entry._id} className="space-y-2 rounded-2xl border border-neutral-200 bg-white p-4">
          <h3 className="font-semibold">{formatCalendarDate(entry.date)}</h3>
          {entry.availableSlots.length === 0 ? (
            <p className="text-sm text-neutral-700">{t.noSlots}</p>
          ) : (
            <ul aria-label={t.slotsOn({ date: formatCalendarDate(entry.date) })} className="flex flex-wrap gap-1.5">
              {entry.availableSlots.map((slot) => (
                <li key={slot} className="rounded-lg border border-neutral-300 px-2 py-1 text-sm font-medium">
                  {slot}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
