import type { Booking } from '@gymslot/shared/booking-schemas';
import { StatusBadge } from '../../../components/ui/status-badge';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';

const messages = i18n('bookings-status-badge', {
  held: 'Held, awaiting payment',
  checkedIn: 'Checked in',
  paid: 'Paid',
  cancelledRefunded: 'Cancelled and refunded',
  cancelledRefundPending: 'Cancelled, refund on its way',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  holdExpired: 'Hold expired',
});

type BadgeFacts = Pick<Booking, 'status' | 'isVerified' | 'refundStatus'>;

/** A booking's state in words: held, paid, checked in, or cancelled (and where its money is). */
export function BookingStatusBadge({ booking }: { booking: BadgeFacts }) {
  const t = useStore(messages);
  switch (booking.status) {
    case 'held':
      return <StatusBadge tone="pending">{t.held}</StatusBadge>;
    case 'confirmed':
      return <StatusBadge tone="success">{booking.isVerified ? t.checkedIn : t.paid}</StatusBadge>;
    case 'cancelled':
      if (booking.refundStatus === 'refunded') return <StatusBadge tone="ended">{t.cancelledRefunded}</StatusBadge>;
      if (booking.refundStatus === 'pending') return <StatusBadge tone="ended">{t.cancelledRefundPending}</StatusBadge>;
      return <StatusBadge tone="ended">{t.cancelled}</StatusBadge>;
    case 'refunded':
      return <StatusBadge tone="ended">{t.refunded}</StatusBadge>;
    case 'expired':
      return <StatusBadge tone="ended">{t.holdExpired}</StatusBadge>;
  }
}
