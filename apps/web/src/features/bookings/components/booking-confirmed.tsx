import { CircleCheck } from 'lucide-react';
import type { Booking } from '@gymslot/shared/booking-schemas';
import { formatCalendarDate } from '@gymslot/shared/date-format';
import { formatRupees } from '@gymslot/shared/money';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { BookingDoorPass } from './booking-door-pass';
import { BookingOtp } from './booking-otp';
import { BookingPageCard } from './booking-page-card';

/** The success state of the confirmation screen. */
export function BookingConfirmed({ booking }: { booking: Booking }) {
  const details = [
    ['Gym', booking.gym.name],
    ['Date', formatCalendarDate(booking.date)],
    ['Time', booking.timeSlot],
    ['Amount paid', formatRupees(booking.amount)],
  ] as const;
  return (
    <BookingPageCard title="Booking Confirmed!" icon={<CircleCheck aria-hidden="true" className="size-7 shrink-0 text-green-700" />}>
      <div className="space-y-6">
        <dl className="space-y-3">
          {details.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-neutral-700">{label}</dt>
              <dd className="text-right font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        {booking.isVerified ? <BookingOtp otp={booking.otp} /> : <BookingDoorPass booking={booking} />}
        <div className="grid gap-3 sm:grid-cols-2">
          <ButtonLink to={paths.myBookings.getHref()}>View My Bookings</ButtonLink>
          <ButtonLink to={paths.explore.getHref()} variant="secondary">
            Explore More Gyms
          </ButtonLink>
        </div>
      </div>
    </BookingPageCard>
  );
}
