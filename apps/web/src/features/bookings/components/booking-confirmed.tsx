import { CircleCheck } from 'lucide-react';
import type { Booking } from '@gymslot/shared/booking-schemas';
import { formatCalendarDate } from '../../../lib/date-formatters';
import { formatRupees } from '@gymslot/shared/money';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { BookingDoorPass } from './booking-door-pass';
import { BookingOtp } from './booking-otp';
import { BookingPageCard } from './booking-page-card';
import { NotLetIn } from './not-let-in';
import { SavedCopyNote } from './saved-copy-note';

const messages = i18n('bookings-confirmed', {
  title: 'Booking Confirmed!',
  gym: 'Gym',
  date: 'Date',
  time: 'Time',
  amountPaid: 'Amount paid',
  viewMyBookings: 'View My Bookings',
  exploreMore: 'Explore More Gyms',
});

/** The success state of the confirmation screen; `savedAt` when it shows the copy saved for offline use (decision 067). */
export function BookingConfirmed({ booking, savedAt }: { booking: Booking; savedAt?: string | undefined }) {
  const t = useStore(messages);
  const details = [
    [t.gym, booking.gym.name],
    [t.date, formatCalendarDate(booking.date)],
    [t.time, booking.timeSlot],
    [t.amountPaid, formatRupees(booking.amount)],
  ] as const;
  return (
    <BookingPageCard title={t.title} icon={<CircleCheck aria-hidden="true" className="size-7 shrink-0 text-green-700" />}>
      <div className="space-y-6">
        {savedAt !== undefined && <SavedCopyNote savedAt={savedAt} of="booking" />}
        <dl className="space-y-3">
          {details.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-neutral-700">{label}</dt>
              <dd className="text-right font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        {booking.isVerified ? <BookingOtp otp={booking.otp} /> : <BookingDoorPass booking={booking} />}
        <NotLetIn booking={booking} />
        <div className="grid gap-3 sm:grid-cols-2">
          <ButtonLink to={paths.myBookings.getHref()}>{t.viewMyBookings}</ButtonLink>
          <ButtonLink to={paths.explore.getHref()} variant="secondary">
            {t.exploreMore}
          </ButtonLink>
        </div>
      </div>
    </BookingPageCard>
  );
}
