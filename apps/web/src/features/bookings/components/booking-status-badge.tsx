import type { Booking } from '@gymslot/shared/booking-schemas';
import { StatusBadge } from '../../../components/ui/status-badge';

/** Verified, paid and waiting for the owner's check, or still a hold waiting for payment. */
export function BookingStatusBadge({ booking }: { booking: Pick<Booking, 'isPaid' | 'isVerified'> }) {
  if (booking.isVerified) return <StatusBadge tone="success">Verified</StatusBadge>;
  return <StatusBadge tone="pending">{booking.isPaid ? 'Pending Verification' : 'Awaiting payment'}</StatusBadge>;
}
