import { formatCalendarDate } from '@gymslot/shared/date-format';

/** Reads back the chosen days in date order, so the choice can be checked before it is sent. */
export function ChosenDates({ dates }: { dates: readonly string[] }) {
  const sorted = [...dates].sort();
  return (
    <div aria-live="polite" className="text-sm text-neutral-800">
      {sorted.length === 0 ? (
        <p>No dates chosen yet. Pick one or more days above.</p>
      ) : (
        <>
          <p className="font-medium">{sorted.length} date(s) chosen:</p>
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
