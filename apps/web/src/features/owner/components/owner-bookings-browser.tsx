import { CalendarX, Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { bookingFilterMessages } from '../../../components/ui/booking-filter-messages';
import { BookingFiltersForm } from '../../../components/ui/booking-filters-form';
import { buttonClassName } from '../../../components/ui/button-styles';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useStore } from '../../../i18n/use-store';
import { bookingsCsvHref, noBookingFilters, type BookingFilters } from '../../../lib/booking-filters';
import { useOwnerBookingPagesQuery } from '../api/get-owner-booking-pages';
import { useNow } from '../hooks/use-now';
import { ownerBookingsMessages, ownerFrontDeskMessages } from '../owner-messages';
import { useIsDeskStaff } from '../hooks/use-is-desk-staff';
import { OwnerBookingCard } from './owner-booking-card';
import { serverErrorText } from '../../../i18n/server-messages';

/** How often the cards' check-in text is brought up to date. */
const CHECK_IN_TICK_MS = 15_000;

/** Every booking at the owner's gyms, newest first, narrowed by the filters, page by page, and as CSV (§8.7). */
export function OwnerBookingsBrowser({ gyms }: { gyms: readonly { _id: string; name: string }[] }) {
  const t = useStore(ownerBookingsMessages);
  const desk = useStore(ownerFrontDeskMessages);
  const paging = useStore(bookingFilterMessages);
  const [filters, setFilters] = useState<BookingFilters>(noBookingFilters);
  const pages = useOwnerBookingPagesQuery(filters);
  const isStaff = useIsDeskStaff();
  const now = useNow(CHECK_IN_TICK_MS);
  const bookings = pages.data?.pages.flatMap((page) => page.bookings) ?? [];
  const filtered = JSON.stringify(filters) !== JSON.stringify(noBookingFilters);

  return (
    <div className="space-y-4">
      <BookingFiltersForm filters={filters} gyms={gyms} onApply={setFilters} />
      {/* The export is the owner's (§8.12): front-desk staff get no file of amounts. */}
      {!isStaff && (
        <a href={bookingsCsvHref(filters)} download className={buttonClassName('secondary')}>
          <Download aria-hidden="true" className="size-4" />
          {paging.downloadCsv}
        </a>
      )}
      {pages.isError ? (
        <ErrorState message={serverErrorText(pages.error, t.loadFailed)} onRetry={() => void pages.refetch()} retrying={pages.isFetching} />
      ) : pages.data === undefined ? (
        <CardGridSkeleton label={t.loading} />
      ) : bookings.length === 0 ? (
        <EmptyState
          Icon={CalendarX}
          title={filtered ? desk.noneFiltered : t.noneForGyms}
          hint={filtered ? desk.noneFilteredHint : t.emptyHint}
        />
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2">
            {bookings.map((booking) => (
              <li key={booking._id}>
                <OwnerBookingCard booking={booking} now={now} />
              </li>
            ))}
          </ul>
          {pages.hasNextPage && (
            <Button variant="secondary" pending={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
              {paging.loadMore}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
