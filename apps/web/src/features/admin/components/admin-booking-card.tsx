import type { Booking } from '@gymslot/shared/booking-schemas';
import { formatCalendarDate } from '../../../lib/date-formatters';
import { formatRupees } from '@gymslot/shared/money';
import type { ReactNode } from 'react';
import { InvoiceLinks } from '../../../components/ui/invoice-links';
import { StatusBadge } from '../../../components/ui/status-badge';
import { DetailsList, type Detail } from './details-list';
import { useStore } from '../../../i18n/use-store';
import { orNotAvailable } from '../../../lib/or-not-available';
import { adminMessages } from '../admin-messages';


interface AdminBookingCardProps {
  booking: Booking;
  /** The pill beside the heading; whether the customer has checked in, unless the list says otherwise. */
  badge?: ReactNode;
  /** The rows after who, where, when and how much; the OTP, unless the list says otherwise. */
  extraDetails?: readonly Detail[];
}

function CheckInBadge({ booking }: { booking: Booking }) {
  const t = useStore(adminMessages);
  return (
    <StatusBadge tone={booking.isVerified ? 'success' : 'pending'}>
      {booking.isVerified ? t.verified : t.pendingVerification}
    </StatusBadge>
  );
}

function otpDetail(booking: Booking): Detail {
  return { term: 'OTP', value: booking.otp === undefined ? 'N/A' : String(booking.otp), className: 'font-mono text-base' };
}

/** One booking anywhere in the system (spec §2 "Admin dashboard"). */
export function AdminBookingCard({
  booking,
  badge = <CheckInBadge booking={booking} />,
  extraDetails = [otpDetail(booking)],
}: AdminBookingCardProps) {
  const t = useStore(adminMessages);
  const details: readonly Detail[] = [
    { term: t.user, value: orNotAvailable(booking.user.name) },
    { term: t.email, value: orNotAvailable(booking.user.email) },
    { term: t.gym, value: `${booking.gym.name}, ${booking.gym.city}` },
    { term: t.date, value: formatCalendarDate(booking.date) },
    { term: t.timeSlot, value: booking.timeSlot },
    { term: t.amount, value: formatRupees(booking.amount) },
    ...extraDetails,
  ];
  return (
    <article className="space-y-3 rounded-2xl border border-neutral-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold">
          {t.booking} <span className="font-mono">#{booking._id.slice(0, 8)}</span>
        </h3>
        {badge}
      </div>
      <DetailsList details={details} />
      <InvoiceLinks booking={booking} />
    </article>
  );
}
