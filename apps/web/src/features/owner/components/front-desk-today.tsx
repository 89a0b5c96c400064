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
import { useFrontDeskTodayQuery } from '../api/get-front-desk-today';
import { useIsDeskStaff } from '../hooks/use-is-desk-staff';
import { NotLetInReports } from './not-let-in-reports';
import { ownerBookingsMessages, ownerFrontDeskMessages } from '../owner-messages';
import { serverErrorText } from '../../../i18n/server-messages';

interface SlotGroup {
  date: string;
  timeSlot: string;
  bookings: Booking[];
}

/** The slots in the order they start, each with its bookings; one across midnight keeps its own date. */
function bySlot(bookings: Booking[]): SlotGroup[] {
  const groups = new Map<string, SlotGroup>();
  for (const booking of bookings) {
    const key = `${booking.date} ${booking.timeSlot}`;
    const group = groups.get(key) ?? { date: booking.date, timeSlot: booking.timeSlot, bookings: [] };
    group.bookings.push(booking);
    groups.set(key, group);
  }
  const startOf = (group: SlotGroup) => slotStart(group.date, group.timeSlot)?.getTime() ?? 0;
  return [...groups.values()].sort((a, b) => startOf(a) - startOf(b));
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

/** One slot's bookings; a slot of another day (open for check-in across midnight) says which day it is. */
function TodaySlot({ slot, today }: { slot: SlotGroup; today: string }) {
  const t = useStore(ownerFrontDeskMessages);
  const label = slot.date === today ? slot.timeSlot : `${formatCalendarDate(slot.date)}, ${slot.timeSlot}`;
  return (
    <section aria-label={label} className="space-y-2">
      <h3 className="flex items-baseline gap-2 text-lg font-bold">
        {label}
        <span className="text-sm font-normal text-neutral-700">{t.slotCount(slot.bookings.length)}</span>
      </h3>
      <ul className="space-y-2">
        {slot.bookings.map((booking) => (
          <TodayRow key={booking._id} booking={booking} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The front desk's view (§8.7): today's paid bookings (IST) at the owner's gyms, with any slot whose
 * check-in is open across midnight (the server decides, decision 067), grouped by slot, soonest first.
 */
export function FrontDeskToday() {
  const t = useStore(ownerFrontDeskMessages);
  const list = useStore(ownerBookingsMessages);
  const paging = useStore(bookingFilterMessages);
  const today = istDate(new Date());
  const pages = useFrontDeskTodayQuery();
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
            <TodaySlot key={`${slot.date} ${slot.timeSlot}`} slot={slot} today={today} />
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
