import { useStore } from '../../../i18n/use-store';
import { formatCalendarDate } from '../../../lib/date-formatters';
import { dateAvailabilityMessages } from '../availability-messages';

/** Reads back the chosen days in date order, so the choice can be checked before it is sent. */
export function ChosenDates({ dates }: { dates: readonly string[] }) {
  const t = useStore(dateAvailabilityMessages);
  const sorted = [...dates].sort();
  return (
    <div aria-live="polite" className="text-sm text-neutral-800">
      {sorted.length === 0 ? (
        <p>{t.noneChosen}</p>
      ) : (
        <>
          <p className="font-medium">{t.chosen(sorted.length)}</p>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {sorted.map((date) => (
              <li key={date} className="rounded-full bg-accent-soft px-2.5 py-0.5 text-accent-stronger">
                {formatCalendarDate(date)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
