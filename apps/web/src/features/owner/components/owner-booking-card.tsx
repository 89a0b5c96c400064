import type { Booking } from '@gymslot/shared/booking-schemas';
import { istDate } from '@gymslot/shared/ist-time';
import { CircleCheck, KeyRound } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { formatCalendarDate, formatRupees } from '../../../lib/formatters';
import { orNotAvailable } from '../../../lib/or-not-available';

/** One booking at the owner's gyms (spec §2 "Owner all bookings"). */
export function OwnerBookingCard({ booking }: { booking: Booking }) {
  const shortId = booking._id.slice(0, 8);
  const canVerify = !booking.isVerified && booking.otp !== undefined;
  const details = [
    { term: 'Gym', value: `${booking.gym.name}, ${booking.gym.city}` },
    { term: 'Customer', value: orNotAvailable(booking.user.name) },
    { term: 'Email', value: orNotAvailable(booking.user.email) },
    { term: 'Date', value: formatCalendarDate(booking.date) },
    { term: 'Time slot', value: booking.timeSlot },
    { term: 'Amount', value: formatRupees(booking.amount) },
    { term: 'Booked on', value: formatCalendarDate(istDate(new Date(booking.createdAt))) },
  ];

  return (
    <article className="space-y-3 rounded-2xl border border-neutral-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">
          Booking <span className="font-mono">#{shortId}</span>
        </h2>
        <StatusBadge tone={booking.isVerified ? 'success' : 'pending'}>{booking.isVerified ? 'Verified' : 'Pending'}</StatusBadge>
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
          OTP
        </p>
        <p className="font-mono text-3xl font-bold tracking-widest">{booking.otp ?? 'N/A'}</p>
        <p className="text-sm text-neutral-700">The customer shows this code at the front desk.</p>
      </div>
      {booking.isVerified ? (
        <p className="flex items-center gap-1.5 font-semibold text-green-800">
          <CircleCheck aria-hidden="true" className="size-5" />
          Verified &amp; Complete
        </p>
      ) : (
        canVerify && (
          <ButtonLink to={paths.verifyBooking.getHref({ bookingId: booking._id, otp: String(booking.otp) })} className="w-full">
            Verify OTP<span className="sr-only"> of booking {shortId}</span>
          </ButtonLink>
        )
      )}
    </article>
  );
}
