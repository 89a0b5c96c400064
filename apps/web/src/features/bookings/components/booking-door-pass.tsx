import { params } from '@gymslot/shared/message-params';
import type { Booking } from '@gymslot/shared/booking-schemas';
import { formatCalendarDate } from '../../../lib/date-formatters';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { useDoorPassQuery } from '../api/door-pass';
import { BookingOtp } from './booking-otp';
import { DoorPassQr } from './door-pass-qr';

const messages = i18n('bookings-door-pass', {
  qrLabel: params('Door pass QR code for {gym}, {date} at {time}'),
  showAtDoor: 'Show this at the door',
});

interface BookingDoorPassProps {
  booking: Booking;
  size?: 'large' | 'medium';
}

/**
 * What the customer shows at the door (API contract §8.5): the signed pass as a QR code beside the
 * large OTP. The OTP is the fallback, so while the pass loads or when there is none it stands alone.
 */
export function BookingDoorPass({ booking, size }: BookingDoorPassProps) {
  const pass = useDoorPassQuery(booking._id);
  const t = useStore(messages);
  const label = t.qrLabel({ gym: booking.gym.name, date: formatCalendarDate(booking.date), time: booking.timeSlot });
  return (
    <div className="grid items-center gap-4 sm:grid-cols-[auto_1fr]">
      {!pass.isError && (
        <figure className="mx-auto flex flex-col items-center gap-2 rounded-xl border border-neutral-200 bg-white p-3">
          {pass.data ? <DoorPassQr token={pass.data.token} label={label} /> : <SkeletonBlock className="size-56 rounded-none" />}
          <figcaption className="text-sm font-semibold text-neutral-900">{t.showAtDoor}</figcaption>
        </figure>
      )}
      <BookingOtp otp={booking.otp} size={size} />
    </div>
  );
}
