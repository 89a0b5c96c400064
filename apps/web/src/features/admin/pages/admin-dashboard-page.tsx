import { CalendarPlus, CalendarX, Download, Plus, Store } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { bookingFilterMessages } from '../../../components/ui/booking-filter-messages';
import { BookingFiltersForm } from '../../../components/ui/booking-filters-form';
import { buttonClassName } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { bookingsCsvHref, noBookingFilters, type BookingFilters } from '../../../lib/booking-filters';
import { adminMessages } from '../admin-messages';
import { useAllBookingPagesQuery } from '../api/get-all-bookings';
import { useAllGymsQuery } from '../api/get-all-gyms';
import { AdminBookingCard } from '../components/admin-booking-card';
import { AdminGymCard } from '../components/admin-gym-card';
import { MessagesLink } from '../components/messages-link';
import { PaymentMismatchesSection } from '../components/payment-mismatches-section';
import { RefundFailedSection } from '../components/refund-failed-section';
import { ReportsSection } from '../components/reports-section';
import { DisputesSection } from '../components/disputes-section';

/** Every booking counted once all are loaded; while older ones remain, the heading says these are the latest. */
function allBookingsHeading(t: ReturnType<typeof adminMessages.get>, loaded: number | undefined, more: boolean): string {
  if (loaded === undefined) return t.allBookings;
  return more ? t.allBookingsLatest({ count: loaded }) : `${t.allBookings} (${loaded})`;
}

export default function AdminDashboardPage() {
  const t = useStore(adminMessages);
  const paging = useStore(bookingFilterMessages);
  // §8.7: the admin's list takes B6's filters and pages by cursor.
  const [filters, setFilters] = useState<BookingFilters>(noBookingFilters);
  const bookings = useAllBookingPagesQuery(filters);
  const loadedBookings = bookings.data?.pages.flatMap((page) => page.bookings);
  const gyms = useAllGymsQuery();
  // Spec §8: when both lists fail, both messages show, joined with ' | '.
  const failures = [
    bookings.isError ? t.bookingsFailed : null,
    gyms.isError ? t.gymsFailed : null,
  ].filter((message) => message !== null);

  function retry() {
    if (bookings.isError) void bookings.refetch();
    if (gyms.isError) void gyms.refetch();
  }

  return (
    <section className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <title>{`${t.heading} | GymSlot`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t.heading}</h1>
          <p className="mt-2 text-neutral-700">{t.intro}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={paths.addGym.getHref()}>
            <Plus aria-hidden="true" className="size-4" />
            {t.addGym}
          </ButtonLink>
          <ButtonLink to={paths.adminDateAvailability.getHref()} variant="secondary">
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t.setDateAvailability}
          </ButtonLink>
          <MessagesLink />
        </div>
      </div>
      <RefundFailedSection />
      <ReportsSection />
      <DisputesSection />
      <PaymentMismatchesSection />
      {failures.length > 0 && (
        <ErrorState message={failures.join(' | ')} onRetry={retry} retrying={bookings.isFetching || gyms.isFetching} />
      )}
      {!bookings.isError && (
        <section aria-labelledby="all-bookings-heading" className="space-y-4">
          <h2 id="all-bookings-heading" className="text-2xl font-bold">
            {allBookingsHeading(t, loadedBookings?.length, bookings.hasNextPage)}
          </h2>
          <BookingFiltersForm filters={filters} gyms={gyms.data ?? []} onApply={setFilters} />
          <a href={bookingsCsvHref(filters)} download className={buttonClassName('secondary')}>
            <Download aria-hidden="true" className="size-4" />
            {paging.downloadCsv}
          </a>
          {loadedBookings === undefined ? (
            <CardGridSkeleton label={t.loadingBookings} count={3} />
          ) : loadedBookings.length === 0 ? (
            <EmptyState Icon={CalendarX} title={t.noBookings} hint={t.noBookingsHint} />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {loadedBookings.map((booking) => (
                <li key={booking._id}>
                  <AdminBookingCard booking={booking} />
                </li>
              ))}
            </ul>
          )}
          {bookings.hasNextPage && (
            <Button variant="secondary" pending={bookings.isFetchingNextPage} onClick={() => void bookings.fetchNextPage()}>
              {paging.loadMore}
            </Button>
          )}
        </section>
      )}
      {!gyms.isError && (
        <section aria-labelledby="all-gyms-heading" className="space-y-4">
          <h2 id="all-gyms-heading" className="text-2xl font-bold">
            {t.allGyms}
            {gyms.data ? ` (${gyms.data.length})` : ''}
          </h2>
          {gyms.data === undefined ? (
            <CardGridSkeleton label={t.loadingGyms} />
          ) : gyms.data.length === 0 ? (
            <EmptyState
              Icon={Store}
              title={t.noGyms}
              hint={t.noGymsHint}
              action={<ButtonLink to={paths.addGym.getHref()}>{t.addGym}</ButtonLink>}
            />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {gyms.data.map((gym) => (
                <li key={gym._id}>
                  <AdminGymCard gym={gym} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </section>
  );
}
