import { Building2, CalendarPlus, ChartColumn, Wallet } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { useMyGymsQuery } from '../../my-gyms/api/get-my-gyms';
import { useOwnerBookingsQuery } from '../api/get-owner-bookings';
import { addStats, statsOfBookings } from '../booking-stats';
import { BookingStatsList } from '../components/booking-stats-list';
import { NotLetInReports } from '../components/not-let-in-reports';
import { OwnerGymCard } from '../components/owner-gym-card';
import { ownerDashboardMessages } from '../owner-messages';

export default function OwnerDashboardPage() {
  const t = useStore(ownerDashboardMessages);
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
      <title>{t.pageTitle}</title>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t.heading}</h1>
        <p className="mt-2 text-neutral-700">{t.intro}</p>
      </div>
      <NotLetInReports />
      {gyms.isError || bookings.isError ? (
        <ErrorState
          message={t.loadFailed}
          onRetry={retry}
          retrying={gyms.isFetching || bookings.isFetching}
        />
      ) : loading ? (
        <CardGridSkeleton label={t.loadingGyms} count={2} />
      ) : gymsWithStats.length === 0 ? (
        <EmptyState
          Icon={Building2}
          title={t.noGyms}
          hint={t.noGymsHint}
          action={<TextLink to={paths.contact.getHref()}>{t.contactUs}</TextLink>}
        />
      ) : (
        <>
          {overall.totalBookings > 0 && <BookingStatsList stats={overall} label={t.allFigures} />}
          <ul className="grid gap-6 lg:grid-cols-2">
            {gymsWithStats.map(({ gym, stats }) => (
              <li key={gym._id}>
                <OwnerGymCard gym={gym} stats={stats} />
              </li>
            ))}
          </ul>
        </>
      )}
      <footer className="flex flex-wrap gap-3 border-t border-neutral-200 pt-6">
        <ButtonLink to={paths.ownerDateAvailability.getHref()} variant="secondary">
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t.setDateAvailability}
        </ButtonLink>
        <ButtonLink to={paths.ownerInsights.getHref()} variant="secondary">
          <ChartColumn aria-hidden="true" className="size-4" />
          {t.insights}
        </ButtonLink>
        <ButtonLink to={paths.ownerPayouts.getHref()} variant="secondary">
          <Wallet aria-hidden="true" className="size-4" />
          {t.payouts}
        </ButtonLink>
      </footer>
    </section>
  );
}
