import type { Booking } from '@gymslot/shared/booking-schemas';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import type { BookingSections } from '../my-bookings-sections';
import { MyBookingCard } from './my-booking-card';

interface BookingSectionsListProps {
  sections: BookingSections;
  /** The booking whose cancellation is on its way, if any. */
  cancellingId: string | undefined;
  onCancel: (booking: Booking) => Promise<void>;
}

/** My Bookings as 'Upcoming' (the next workout first) then 'Past' (the latest first). */
export function BookingSectionsList({ sections, cancellingId, onCancel }: BookingSectionsListProps) {
  const lists = [
    { title: 'Upcoming', bookings: sections.upcoming, upcoming: true },
    { title: 'Past', bookings: sections.past, upcoming: false },
  ].filter(({ bookings, upcoming }) => upcoming || bookings.length > 0);
  return (
    <div className="space-y-8">
      {lists.map(({ title, bookings, upcoming }) => (
        <section key={title} aria-labelledby={`bookings-${title}`} className="space-y-4">
          <h2 id={`bookings-${title}`} className="text-xl font-bold">
            {title}
          </h2>
          {bookings.length === 0 && upcoming && (
            <p className="text-neutral-700">
              No upcoming bookings. <TextLink to={paths.explore.getHref()}>Find a gym to book</TextLink>
            </p>
          )}
          {bookings.length > 0 && (
            <ul className="space-y-4">
              {bookings.map((booking) => (
                <li key={booking._id}>
                  <MyBookingCard
                    booking={booking}
                    upcoming={upcoming}
                    cancelling={cancellingId === booking._id}
                    onCancel={onCancel}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
