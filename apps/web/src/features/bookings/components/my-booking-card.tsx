import { CreditCard } from 'lucide-react';
import type { Booking } from '@gymslot/shared/booking-schemas';
import { formatCalendarDate } from '@gymslot/shared/date-format';
import { formatRupees } from '@gymslot/shared/money';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { buttonClassName } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { paymentSessionOf } from '../navigation-state';
import { BookingOtp } from './booking-otp';
import { BookingStatusBadge } from './booking-status-badge';
import { CancellationPolicy } from './cancellation-policy';
import { DirectionsLink } from './directions-link';

interface MyBookingCardProps {
  booking: Booking;
  cancelling: boolean;
  onCancel: (booking: Booking) => Promise<void>;
}

export function MyBookingCard({ booking, cancelling, onCancel }: MyBookingCardProps) {
  const gymName = booking.gym.name || 'Gym Name Not Available';
  const paymentSession = paymentSessionOf(booking);
  const details = [
    ['Date', formatCalendarDate(booking.date)],
    ['Time slot', booking.timeSlot],
    ['Amount', formatRupees(booking.amount)],
  ] as const;

  return (
    <article aria-labelledby={`booking-${booking._id}`} className="space-y-4 rounded-2xl border border-neutral-200 bg-white p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`booking-${booking._id}`} className="text-lg font-bold">
          {gymName}
        </h2>
        <BookingStatusBadge booking={booking} />
      </header>
      <dl className="grid grid-cols-3 gap-3 text-sm">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt className="text-neutral-600">{label}</dt>
            <dd className="font-semibold text-neutral-900">{value}</dd>
          </div>
        ))}
      </dl>
      {booking.isPaid ? (
        <BookingOtp otp={booking.otp} size="medium" />
      ) : (
        paymentSession && (
          <Link to={paths.payment.getHref(booking._id)} state={paymentSession} className={buttonClassName('primary', 'w-full')}>
            <CreditCard aria-hidden="true" className="size-4" />
            Complete payment
          </Link>
        )
      )}
      <p className="text-sm text-neutral-600">
        Booking ID: <span className="font-mono break-all text-neutral-800">{booking._id}</span>
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <DirectionsLink gym={booking.gym} />
        {booking.isVerified ? (
          <Button variant="secondary" disabled>
            Already Verified
          </Button>
        ) : (
          <Button variant="danger" pending={cancelling} onClick={() => void onCancel(booking)}>
            Cancel Booking
          </Button>
        )}
      </div>
      {!booking.isVerified && <CancellationPolicy />}
    </article>
  );
}
