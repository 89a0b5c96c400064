import type { Booking } from '@gymslot/shared/booking-schemas';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatCalendarDate, formatRupees } from '../../../lib/formatters';
import { orNotAvailable } from '../../../lib/or-not-available';

/** One booking anywhere in the system (spec §2 "Admin dashboard"). */
export function AdminBookingCard({ booking }: { booking: Booking }) {
  const details = [
    { term: 'User', value: orNotAvailable(booking.user.name) },
    { term: 'Email', value: orNotAvailable(booking.user.email) },
    { term: 'Gym', value: `${booking.gym.name}, ${booking.gym.city}` },
    { term: 'Date', value: formatCalendarDate(booking.date) },
    { term: 'Time slot', value: booking.timeSlot },
    { term: 'Amount', value: formatRupees(booking.amount) },
    { term: 'OTP', value: booking.otp === undefined ? 'N/A' : String(booking.otp) },
  ];
  return (
    <article className="space-y-3 rounded-2xl border border-neutral-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold">
          Booking <span className="font-mono">#{booking._id.slice(0, 8)}</span>
        </h3>
        <StatusBadge tone={booking.isVerified ? 'success' : 'pending'}>
          {booking.isVerified ? 'Verified' : 'Pending Verification'}
        </StatusBadge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {details.map((detail) => (
          <div key={detail.term} className="contents">
            <dt className="text-neutral-700">{detail.term}</dt>
            <dd className={`font-medium break-words ${detail.term === 'OTP' ? 'font-mono text-base' : ''}`}>{detail.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
