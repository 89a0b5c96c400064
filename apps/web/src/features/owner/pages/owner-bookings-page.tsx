import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { messageFromError } from '../../../lib/api-client';
import { useMyGymsQuery } from '../api/get-my-gyms';
import { useOwnerBookingsQuery } from '../api/get-owner-bookings';
import { statsOfBookings } from '../booking-stats';
import { BookingStatsList } from '../components/booking-stats-list';
import { GymFilterButtons } from '../components/gym-filter-buttons';
import type { GymFilterOption } from '../components/gym-filter-buttons';
import { OwnerBookingCard } from '../components/owner-booking-card';
import { useNow } from '../hooks/use-now';
import { ownerBookingsMessages } from '../owner-messages';

/** How often the cards' check-in text is brought up to date. */
const CHECK_IN_TICK_MS = 15_000;

export default function OwnerBookingsPage() {
  const t = useStore(ownerBookingsMessages);
  const bookings = useOwnerBookingsQuery();
  const gyms = useMyGymsQuery();
  const [selectedGymId, setSelectedGymId] = useState<string | null>(null);
  const now = useNow(CHECK_IN_TICK_MS);
  const failure = bookings.error ?? gyms.error;

  const allBookings = bookings.data ?? [];
  const shownBookings = selectedGymId === null ? allBookings : allBookings.filter((booking) => booking.gym._id === selectedGymId);
  const filterOptions: GymFilterOption[] = [
    { gymId: null, label: t.allGyms, count: allBookings.length },
    ...(gyms.data ?? []).map((gym) => ({
      gymId: gym._id,
      label: gym.name,
      count: allBookings.filter((booking) => booking.gym._id === gym._id).length,
    })),
  ];

  function retry() {
    if (bookings.isError) void bookings.refetch();
    if (gyms.isError) void gyms.refetch();
  }

  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <title>{t.pageTitle}</title>
      <p>
        <TextLink to={paths.ownerDashboard.getHref()}>{t.backToDashboard}</TextLink>
      </p>
      <h1 className="text-3xl font-bold tracking-tight">{t.heading}</h1>
      {failure ? (
        <ErrorState
          message={messageFromError(failure, t.loadFailed)}
          onRetry={retry}
          retrying={bookings.isFetching || gyms.isFetching}
        />
      ) : bookings.data === undefined || gyms.data === undefined ? (
        <CardGridSkeleton label={t.loading} />
      ) : (
        <>
          {gyms.data.length > 1 && (
            <GymFilterButtons options={filterOptions} selectedGymId={selectedGymId} onSelect={setSelectedGymId} />
          )}
          <BookingStatsList stats={statsOfBookings(shownBookings)} label={t.figures} />
          {shownBookings.length === 0 ? (
            <EmptyState
              Icon={CalendarX}
              title={selectedGymId === null ? t.noneForGyms : t.noneForGym}
              hint={t.emptyHint}
            />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {shownBookings.map((booking) => (
                <li key={booking._id}>
                  <OwnerBookingCard booking={booking} now={now} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
