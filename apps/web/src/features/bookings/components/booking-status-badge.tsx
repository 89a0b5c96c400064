import type { Booking } from '@gymslot/shared/booking-schemas';
import { StatusBadge } from '../../../components/ui/status-badge';

type BadgeFacts = Pick<Booking, 'status' | 'isVerified' | 'refundStatus'>;

/** A booking's state in words: held, paid, checked in, or cancelled (and where its money is). */
export function BookingStatusBadge({ booking }: { booking: BadgeFacts }) {
  switch (booking.status) {
    case 'held':
      return <StatusBadge tone="pending">Held, awaiting payment</StatusBadge>;
    case 'confirmed':
      return <StatusBadge tone="success">{booking.isVerified ? 'Checked in' : 'Paid'}</StatusBadge>;
    case 'cancelled':
      if (booking.refundStatus === 'refunded') return <StatusBadge tone="ended">Cancelled and refunded</StatusBadge>;
      if (booking.refundStatus === 'pending') return <StatusBadge tone="ended">Cancelled, refund on its way</StatusBadge>;
      return <StatusBadge tone="ended">Cancelled</StatusBadge>;
    case 'refunded':
      return <StatusBadge tone="ended">Refunded</StatusBadge>;
    case 'expired':
      return <StatusBadge tone="ended">Hold expired</StatusBadge>;
  }
}
