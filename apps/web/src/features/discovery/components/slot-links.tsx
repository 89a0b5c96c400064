import { Link } from 'wouter';
import type { SlotDetail } from '@gymslot/shared/availability-schemas';
import { paths } from '../../../config/paths';

interface SlotLinksProps {
  gymId: string;
  date: string;
  slots: readonly SlotDetail[];
}

function placesLeft(remaining: number): string {
  return remaining === 1 ? '1 place left' : `${remaining} places left`;
}

/** Each open hour opens the booking form with that date and time filled in; a full hour says so. */
export function SlotLinks({ gymId, date, slots }: SlotLinksProps) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
      {slots.map((slot) => (
        <li key={slot.time}>
          {slot.full ? (
            // Not a link and not focusable: there is nothing to book. The words say 'Full', not only the colour.
            <span className="flex min-h-14 flex-col items-center justify-center rounded-lg border border-neutral-300 bg-neutral-100 px-2 text-sm text-neutral-600">
              <span className="font-semibold line-through">{slot.time}</span>
              <span className="sr-only">, </span>
              <span className="text-xs font-semibold text-red-700">Full</span>
            </span>
          ) : (
            <Link
              to={paths.book.getHref(gymId, { date, time: slot.time })}
              aria-label={`${slot.time}, ${placesLeft(slot.remaining)}`}
              className="flex min-h-14 flex-col items-center justify-center rounded-lg border border-accent-strong bg-white px-2 text-sm font-semibold text-accent-strong hover:bg-accent-soft"
            >
              <span>{slot.time}</span>
              <span className="text-xs font-normal text-neutral-700">{placesLeft(slot.remaining)}</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
