import type { BookingStatus } from '@gymslot/shared/booking-schemas';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useStore } from '../../../i18n/use-store';
import { adminMessages } from '../admin-messages';
import type { RefundFailedBooking } from '../api/get-refund-failed-bookings';
import { AdminBookingCard } from './admin-booking-card';

/** Why the money is owed, for the two ways a booking usually gets here; any other shows its plain status. */
const bookingStates = {
  cancelled: 'statusCancelled',
  refunded: 'statusRefunded',
  held: 'statusHeld',
  confirmed: 'statusConfirmed',
  expired: 'statusExpired',
} as const satisfies Record<BookingStatus, keyof ReturnType<typeof adminMessages.get>>;

/** A booking whose payment an operator must refund by hand in Razorpay's dashboard. */
export function RefundFailedBookingCard({ booking }: { booking: RefundFailedBooking }) {
  const t = useStore(adminMessages);
  return (
    <AdminBookingCard
      booking={booking}
      badge={<StatusBadge tone="pending">{t.refundOwed}</StatusBadge>}
      extraDetails={[
        { term: t.bookingStatus, value: t[bookingStates[booking.status]] },
        // Alone in its cell and selected whole on a click, so it copies without stray text.
        { term: t.paymentId, value: booking.refund.paymentId, className: 'font-mono select-all' },
        { term: t.refundAttempts, value: String(booking.refund.attempts) },
      ]}
    />
  );
}
