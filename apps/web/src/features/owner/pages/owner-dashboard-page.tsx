import { Building2, CalendarPlus } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useMyGymsQuery } from '../api/get-my-gyms';
import { useOwnerBookingsQuery } from '../api/get-owner-bookings';
import { addStats, statsOfBookings } from '../booking-stats';
import { BookingStatsList } from '../components/booking-stats-list';
import { OwnerGymCard } from '../components/owner-gym-card';

export default function OwnerDashboardPage() {
  const gyms = useMyGymsQuery();
  // my-gyms may carry each gym's figures; only when one lacks them are the bookings counted here.
  const needsBookings = gyms.data?.some((gym) => gym.stats === undefined) ?? false;
  const bookings = useOwnerBookingsQuery({ enabled: needsBookings });

  const gymsWithStats = (gyms.data ?? []).map((gym) => ({
    gym,
    stats: gym.stats ?? statsOfBookings(bookings.data?.filter((booking) => booking.gym._id === gym._id) ?? []),
  }));
  const overall = addStats(gymsWithStats.map((entry) => entry.stats));
  const loading = gyms.data === undefined || (needsBookings && bookings.data === undefined);

  function retry() {
    if (gyms.isError) void gyms.refetch();
    if (bookings.isError) void bookings.refetch();
  }

  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <title>Your Gym's Dashboard | GymSlot</title>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Your Gym's Dashboard</h1>
        <p className="mt-2 text-neutral-700">Bookings, revenue and photos for each of your gyms.</p>
      </div>
      {gyms.isError || bookings.isError ? (
        <ErrorState
          message="Failed to load your data. Please try again."
          onRetry={retry}
          retrying={gyms.isFetching || bookings.isFetching}
        />
      ) : loading ? (
        <CardGridSkeleton label="Loading your gyms…" count={2} />
      ) : gymsWithStats.length === 0 ? (
        <EmptyState
          Icon={Building2}
          title="You don't have any gyms registered yet."
          hint="Contact an admin to add gyms to your account."
          action={<TextLink to={paths.contact.getHref()}>Contact Us</TextLink>}
        />
      ) : (
        <>
          {overall.totalBookings > 0 && <BookingStatsList stats={overall} label="Booking figures for all your gyms" />}
          <ul className="grid gap-6 lg:grid-cols-2">
            {gymsWithStats.map(({ gym, stats }) => (
              <li key={gym._id}>
                <OwnerGymCard gym={gym} stats={stats} />
              </li>
            ))}
          </ul>
        </>
      )}
      <footer className="border-t border-neutral-200 pt-6">
        <ButtonLink to={paths.ownerDateAvailability.getHref()} variant="secondary">
          <CalendarPlus aria-hidden="true" className="size-4" />
          Set Date-Specific Availability
        </ButtonLink>
      </footer>
    </section>
  );
}
