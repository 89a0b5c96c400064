import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { messageFromError } from '../../../lib/api-client';
import { useMyGymsQuery } from '../api/get-my-gyms';
import { useOwnerBookingsQuery } from '../api/get-owner-bookings';
import { statsOfBookings } from '../booking-stats';
import { BookingStatsList } from '../components/booking-stats-list';
import { GymFilterButtons } from '../components/gym-filter-buttons';
import type { GymFilterOption } from '../components/gym-filter-buttons';
import { OwnerBookingCard } from '../components/owner-booking-card';
import { useNow } from '../hooks/use-now';

/** How often the cards' check-in text is brought up to date. */
const CHECK_IN_TICK_MS = 15_000;

export default function OwnerBookingsPage() {
  const bookings = useOwnerBookingsQuery();
  const gyms = useMyGymsQuery();
  const [selectedGymId, setSelectedGymId] = useState<string | null>(null);
  const now = useNow(CHECK_IN_TICK_MS);
  const failure = bookings.error ?? gyms.error;

  const allBookings = bookings.data ?? [];
  const shownBookings = selectedGymId === null ? allBookings : allBookings.filter((booking) => booking.gym._id === selectedGymId);
  const filterOptions: GymFilterOption[] = [
    { gymId: null, label: 'All Gyms', count: allBookings.length },
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
      <title>All Your Gym Bookings | GymSlot</title>
      <p>
        <TextLink to={paths.ownerDashboard.getHref()}>← Back to Dashboard</TextLink>
      </p>
      <h1 className="text-3xl font-bold tracking-tight">All Your Gym Bookings</h1>
      {failure ? (
        <ErrorState
          message={messageFromError(failure, 'Failed to load bookings.')}
          onRetry={retry}
          retrying={bookings.isFetching || gyms.isFetching}
        />
      ) : bookings.data === undefined || gyms.data === undefined ? (
        <CardGridSkeleton label="Loading bookings…" />
      ) : (
        <>
          {gyms.data.length > 1 && (
            <GymFilterButtons options={filterOptions} selectedGymId={selectedGymId} onSelect={setSelectedGymId} />
          )}
          <BookingStatsList stats={statsOfBookings(shownBookings)} label="Booking figures" />
          {shownBookings.length === 0 ? (
            <EmptyState
              Icon={CalendarX}
              title={selectedGymId === null ? 'No bookings found for your gyms yet.' : 'No bookings found for this gym yet.'}
              hint="New bookings show up here as soon as customers pay."
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
