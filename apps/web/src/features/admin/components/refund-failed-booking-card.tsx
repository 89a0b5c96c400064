import type { BookingStatus } from '@gymslot/shared/booking-schemas';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { RefundFailedBooking } from '../api/get-refund-failed-bookings';
import { AdminBookingCard } from './admin-booking-card';

/** Why the money is owed, for the two ways a booking usually gets here; any other shows its plain status. */
const bookingStates: Record<BookingStatus, string> = {
  cancelled: 'Cancelled by the customer',
  refunded: 'Late payment turned away',
  held: 'Held',
  confirmed: 'Confirmed',
  expired: 'Expired',
};

/** A booking whose payment an operator must refund by hand in Razorpay's dashboard. */
export function RefundFailedBookingCard({ booking }: { booking: RefundFailedBooking }) {
  return (
    <AdminBookingCard
      booking={booking}
      badge={<StatusBadge tone="pending">Refund owed</StatusBadge>}
      extraDetails={[
        { term: 'Booking status', value: bookingStates[booking.status] },
        // Alone in its cell and selected whole on a click, so it copies without stray text.
        { term: 'Payment ID', value: booking.refund.paymentId, className: 'font-mono select-all' },
        { term: 'Refund attempts', value: String(booking.refund.attempts) },
      ]}
    />
  );
}
