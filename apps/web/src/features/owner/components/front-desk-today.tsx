import type { DeskBooking as Booking } from '@gymslot/shared/booking-schemas';
import { istDate } from '@gymslot/shared/ist-time';
import { slotStart } from '@gymslot/shared/slot-derivation';
import { CalendarX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { bookingFilterMessages } from '../../../components/ui/booking-filter-messages';
import { ButtonLink } from '../../../components/ui/button-link';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { formatCalendarDate } from '../../../lib/date-formatters';
import { useOwnerBookingPagesQuery } from '../api/get-owner-booking-pages';
import { useIsDeskStaff } from '../hooks/use-is-desk-staff';
import { NotLetInReports } from './not-let-in-reports';
import { ownerBookingsMessages, ownerFrontDeskMessages } from '../owner-messages';
import { serverErrorText } from '../../../i18n/server-messages';

/** Today's slots in the order they start, each with its bookings. */
function bySlot(bookings: Booking[]): { timeSlot: string; bookings: Booking[] }[] {
  const groups = new Map<string, Booking[]>();
  for (const booking of bookings) groups.set(booking.timeSlot, [...(groups.get(booking.timeSlot) ?? []), booking]);
  const startOf = (group: Booking[]) => (group[0] ? (slotStart(group[0].date, group[0].timeSlot)?.getTime() ?? 0) : 0);
  return [...groups.entries()].sort((a, b) => startOf(a[1]) - startOf(b[1])).map(([timeSlot, slot]) => ({ timeSlot, bookings: slot }));
}

function TodayRow({ booking }: { booking: Booking }) {
  const t = useStore(ownerFrontDeskMessages);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-neutral-200 bg-white p-3">
      <div className="min-w-0">
        <p className="font-semibold break-words">{booking.user.name}</p>
        <p className="text-sm text-neutral-700">{booking.gym.name}</p>
      </div>
      <div className="flex items-center gap-2">
        <StatusBadge tone={booking.isVerified ? 'success' : 'pending'}>{booking.isVerified ? t.checkedIn : t.notCheckedIn}</StatusBadge>
        {!booking.isVerified && booking.otp !== undefined && (
          <ButtonLink to={paths.verifyBooking.getHref({ bookingId: booking._id, otp: String(booking.otp) })}>
            {t.checkIn}
            <span className="sr-only">{t.checkInWho({ name: booking.user.name })}</span>
          </ButtonLink>
        )}
      </div>
    </li>
  );
}

/** The front desk's view (§8.7): today's paid bookings (IST) at the owner's gyms, grouped by slot, soonest first. */
export function FrontDeskToday() {
  const t = useStore(ownerFrontDeskMessages);
  const list = useStore(ownerBookingsMessages);
  const paging = useStore(bookingFilterMessages);
  const today = istDate(new Date());
  const pages = useOwnerBookingPagesQuery({ from: today, to: today, gymId: '', status: '' }, 100);
  const isStaff = useIsDeskStaff();
  const bookings = pages.data?.pages.flatMap((page) => page.bookings) ?? [];

  return (
    <section aria-labelledby="today-heading" className="space-y-4">
      <h2 id="today-heading" className="text-2xl font-bold">
        {t.todayHeading({ date: formatCalendarDate(today) })}
      </h2>
      {/* Answering 'not let in' reports is the owner's (§8.12). */}
      {!isStaff && <NotLetInReports />}
      {pages.isError ? (
        <ErrorState message={serverErrorText(pages.error, list.loadFailed)} onRetry={() => void pages.refetch()} retrying={pages.isFetching} />
      ) : pages.data === undefined ? (
        <CardGridSkeleton label={list.loading} count={2} />
      ) : bookings.length === 0 ? (
        <EmptyState Icon={CalendarX} title={t.noneToday} hint={t.noneTodayHint} />
      ) : (
        <>
          {bySlot(bookings).map((slot) => (
            <section key={slot.timeSlot} aria-label={slot.timeSlot} className="space-y-2">
              <h3 className="flex items-baseline gap-2 text-lg font-bold">
                {slot.timeSlot}
                <span className="text-sm font-normal text-neutral-700">{t.slotCount(slot.bookings.length)}</span>
              </h3>
              <ul className="space-y-2">
                {slot.bookings.map((booking) => (
                  <TodayRow key={booking._id} booking={booking} />
                ))}
              </ul>
            </section>
          ))}
          {pages.hasNextPage && (
            <Button variant="secondary" pending={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
              {paging.loadMore}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
