import type { Booking } from '@gymslot/shared/booking-schemas';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import type { BookingSections } from '../my-bookings-sections';
import { MyBookingCard } from './my-booking-card';

const messages = i18n('bookings-sections', {
  upcoming: 'Upcoming',
  past: 'Past',
  noUpcoming: 'No upcoming bookings.',
  findGym: 'Find a gym to book',
});

interface BookingSectionsListProps {
  sections: BookingSections;
  /** The booking whose cancellation is on its way, if any. */
  cancellingId: string | undefined;
  onCancel: (booking: Booking) => Promise<void>;
}

/** My Bookings as 'Upcoming' (the next workout first) then 'Past' (the latest first). */
export function BookingSectionsList({ sections, cancellingId, onCancel }: BookingSectionsListProps) {
  const t = useStore(messages);
  const lists = [
    { key: 'upcoming' as const, bookings: sections.upcoming, upcoming: true },
    { key: 'past' as const, bookings: sections.past, upcoming: false },
  ].filter(({ bookings, upcoming }) => upcoming || bookings.length > 0);
  return (
    <div className="space-y-8">
      {lists.map(({ key, bookings, upcoming }) => (
        <section key={key} aria-labelledby={`bookings-${key}`} className="space-y-4">
          <h2 id={`bookings-${key}`} className="text-xl font-bold">
            {t[key]}
          </h2>
          {bookings.length === 0 && upcoming && (
            <p className="text-neutral-700">
              {t.noUpcoming} <TextLink to={paths.explore.getHref()}>{t.findGym}</TextLink>
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
