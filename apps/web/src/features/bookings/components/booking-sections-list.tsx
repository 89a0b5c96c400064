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
  rateYourVisit: 'Rate your visit',
  earlier: 'Earlier',
});

interface BookingSectionsListProps {
  sections: BookingSections;
  /** The booking whose cancellation is on its way, if any. */
  cancellingId: string | undefined;
  onCancel: (booking: Booking) => Promise<void>;
}

interface CardListProps extends Omit<BookingSectionsListProps, 'sections'> {
  bookings: Booking[];
  upcoming: boolean;
}

function CardList({ bookings, upcoming, cancellingId, onCancel }: CardListProps) {
  return (
    <ul className="space-y-4">
      {bookings.map((booking) => (
        <li key={booking._id}>
          <MyBookingCard booking={booking} upcoming={upcoming} cancelling={cancellingId === booking._id} onCancel={onCancel} />
        </li>
      ))}
    </ul>
  );
}

/**
 * My Bookings as 'Upcoming' (the next workout first) then 'Past' (the latest first), which the
 * checked-in visits still to rate lead under 'Rate your visit' (issue 31).
 */
export function BookingSectionsList({ sections, cancellingId, onCancel }: BookingSectionsListProps) {
  const t = useStore(messages);
  const cards = { cancellingId, onCancel };
  const hasPast = sections.toRate.length > 0 || sections.past.length > 0;
  return (
    <div className="space-y-8">
      <section aria-labelledby="bookings-upcoming" className="space-y-4">
        <h2 id="bookings-upcoming" className="text-xl font-bold">
          {t.upcoming}
        </h2>
        {sections.upcoming.length === 0 ? (
          <p className="text-neutral-700">
            {t.noUpcoming} <TextLink to={paths.explore.getHref()}>{t.findGym}</TextLink>
          </p>
        ) : (
          <CardList bookings={sections.upcoming} upcoming {...cards} />
        )}
      </section>
      {hasPast && (
        <section aria-labelledby="bookings-past" className="space-y-4">
          <h2 id="bookings-past" className="text-xl font-bold">
            {t.past}
          </h2>
          {sections.toRate.length > 0 && (
            <section aria-labelledby="bookings-to-rate" className="space-y-4">
              <h3 id="bookings-to-rate" className="text-lg font-semibold">
                {t.rateYourVisit}
              </h3>
              <CardList bookings={sections.toRate} upcoming={false} {...cards} />
            </section>
          )}
          {sections.toRate.length > 0 && sections.past.length > 0 && (
            <h3 className="text-lg font-semibold">{t.earlier}</h3>
          )}
          {sections.past.length > 0 && <CardList bookings={sections.past} upcoming={false} {...cards} />}
        </section>
      )}
    </div>
  );
}
