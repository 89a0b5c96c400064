import type { Booking } from '@gymslot/shared/booking-schemas';
import { formatCalendarDate } from '@gymslot/shared/date-format';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useDoorPassQuery } from '../api/door-pass';
import { BookingOtp } from './booking-otp';
import { DoorPassQr } from './door-pass-qr';

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
  const label = `Door pass QR code for ${booking.gym.name}, ${formatCalendarDate(booking.date)} at ${booking.timeSlot}`;
  return (
    <div className="grid items-center gap-4 sm:grid-cols-[auto_1fr]">
      {!pass.isError && (
        <figure className="mx-auto flex flex-col items-center gap-2 rounded-xl border border-neutral-200 bg-white p-3">
          {pass.data ? <DoorPassQr token={pass.data.token} label={label} /> : <SkeletonBlock className="size-56 rounded-none" />}
          <figcaption className="text-sm font-semibold text-neutral-900">Show this at the door</figcaption>
        </figure>
      )}
      <BookingOtp otp={booking.otp} size={size} />
    </div>
  );
}
