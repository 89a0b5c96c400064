import { Link } from 'react-router';
import { paths } from '../../../config/paths';

interface SlotLinksProps {
  gymId: string;
  date: string;
  slots: readonly string[];
}

/** Each bookable hour opens the booking form with that date and time filled in. */
export function SlotLinks({ gymId, date, slots }: SlotLinksProps) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6">
      {slots.map((slot) => (
        <li key={slot}>
          <Link
            to={paths.book.getHref(gymId, { date, time: slot })}
            className="flex min-h-11 items-center justify-center rounded-lg border border-accent-strong bg-white px-2 text-sm font-semibold text-accent-strong hover:bg-accent-soft"
          >
            {slot}
          </Link>
        </li>
      ))}
    </ul>
  );
}
