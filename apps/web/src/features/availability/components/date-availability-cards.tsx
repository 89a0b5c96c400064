import type { DateAvailability } from '@gymslot/shared/availability-schemas';
import { formatCalendarDate } from '@gymslot/shared/date-format';
import { CalendarX } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextLink } from '../../../components/ui/text-link';

interface DateAvailabilityCardsProps {
  entries: readonly DateAvailability[];
  /** Whether the gym has weekly hours, which customers can book without any dates. */
  hasWeeklyHours: boolean;
  /** Where to open dates, offered when there are none. */
  setDatesHref: string;
}

/** One card per date with its hourly slots (spec §2 "All availability"). */
export function DateAvailabilityCards({ entries, hasWeeklyHours, setDatesHref }: DateAvailabilityCardsProps) {
  if (entries.length === 0) {
    return (
      <EmptyState
        Icon={CalendarX}
        title="No date-specific availability set."
        hint={
          hasWeeklyHours
            ? 'Customers can still book the weekly hours. Open extra dates when you need them.'
            : 'Customers cannot book this gym until dates or weekly hours are set.'
        }
        action={<TextLink to={setDatesHref}>Set Date-Specific Availability</TextLink>}
      />
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {entries.map((entry) => (
        <li key={entry._id} className="space-y-2 rounded-2xl border border-neutral-200 bg-white p-4">
          <h3 className="font-semibold">{formatCalendarDate(entry.date)}</h3>
          {entry.availableSlots.length === 0 ? (
            <p className="text-sm text-neutral-700">No slots available.</p>
          ) : (
            <ul aria-label={`Slots on ${formatCalendarDate(entry.date)}`} className="flex flex-wrap gap-1.5">
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
