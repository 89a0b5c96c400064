import type { DeskBooking as Booking } from '@gymslot/shared/booking-schemas';
import type { CheckInPhase } from '@gymslot/shared/check-in-window';
import { formatCalendarDate, formatIstCalendarDate } from '../../../lib/date-formatters';
import { formatRupees } from '@gymslot/shared/money';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import { CalendarX, CircleCheck, Clock, DoorOpen, KeyRound, type LucideIcon } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { InvoiceLinks } from '../../../components/ui/invoice-links';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { orNotAvailable } from '../../../lib/or-not-available';
import { checkInStatusOf, type CheckInStatus } from '../check-in-status';
import { ownerBookingsMessages } from '../owner-messages';

const checkInIcons: Record<CheckInPhase, LucideIcon> = { not_open_yet: Clock, open: DoorOpen, closed: CalendarX };

function CheckInNote({ status }: { status: CheckInStatus }) {
  const Icon = checkInIcons[status.phase];
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium text-neutral-800">
      <Icon aria-hidden="true" className="size-4" />
      {status.text}
    </p>
  );
}

/**
 * One booking at the owner's gyms (spec §2 "Owner all bookings"). 'Verify OTP' is offered only while
 * the booking's check-in window is open at `now`; before and after it, the card says why not.
 */
export function OwnerBookingCard({ booking, now }: { booking: Booking; now: Date }) {
  const t = useStore(ownerBookingsMessages);
  const shortId = booking._id.slice(0, 8);
  const checkIn = booking.isVerified ? undefined : checkInStatusOf(booking, now);
  const canVerify = !booking.isVerified && booking.otp !== undefined && (checkIn === undefined || checkIn.phase === 'open');
  const details = [
    { term: t.gym, value: `${booking.gym.name}, ${booking.gym.city}` },
    { term: t.customer, value: orNotAvailable(booking.user.name) },
    { term: t.email, value: orNotAvailable(booking.user.email) },
    { term: t.date, value: formatCalendarDate(booking.date) },
    { term: t.timeSlot, value: booking.timeSlot },
    // Front-desk staff (§8.12) get no amount.
    ...(booking.amount === undefined ? [] : [{ term: t.amount, value: formatRupees(booking.amount) }]),
    { term: t.bookedOn, value: formatIstCalendarDate(new Date(booking.createdAt)) },
  ];

  return (
    <article className="space-y-3 rounded-2xl border border-neutral-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">
          {t.booking} <span className="font-mono">#{shortId}</span>
        </h2>
        <StatusBadge tone={booking.isVerified ? 'success' : 'pending'}>{booking.isVerified ? t.verified : t.pending}</StatusBadge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {details.map((detail) => (
          <div key={detail.term} className="contents">
            <dt className="text-neutral-700">{detail.term}</dt>
            <dd className="font-medium break-words">{detail.value}</dd>
          </div>
        ))}
      </dl>
      <div className="rounded-xl bg-neutral-100 p-3">
        <p className="flex items-center gap-1.5 text-sm text-neutral-700">
          <KeyRound aria-hidden="true" className="size-4" />
          {t.otp}
        </p>
        <p className="font-mono text-3xl font-bold tracking-widest">{booking.otp ?? t.notAvailable}</p>
        <p className="text-sm text-neutral-700">{t.otpNote}</p>
      </div>
      {booking.isVerified ? (
        <div>
          <p className="flex items-center gap-1.5 font-semibold text-green-800">
            <CircleCheck aria-hidden="true" className="size-5" />
            {t.verifiedComplete}
          </p>
          {booking.verifiedAt && <p className="text-sm text-neutral-700">{t.checkedInAt({ time: istTimeOfDay(new Date(booking.verifiedAt)) })}</p>}
        </div>
      ) : (
        <>
          {checkIn && <CheckInNote status={checkIn} />}
          {canVerify && (
            <ButtonLink to={paths.verifyBooking.getHref({ bookingId: booking._id, otp: String(booking.otp) })} className="w-full">
              {t.verifyOtp}
              <span className="sr-only">{t.ofBooking({ id: shortId })}</span>
            </ButtonLink>
          )}
        </>
      )}
      <InvoiceLinks booking={booking} />
    </article>
  );
}
