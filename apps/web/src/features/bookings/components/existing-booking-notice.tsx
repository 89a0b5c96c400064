import { params } from '@gymslot/shared/message-params';
import type { Booking } from '@gymslot/shared/booking-schemas';
import { formatCalendarDate } from '../../../lib/date-formatters';
import { Alert } from '../../../components/ui/alert';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { useHoldCountdown } from '../hooks/use-hold-countdown';
import { recoverPaymentSession } from '../navigation-state';
import type { PaymentSession } from '../navigation-state';
import { ContinuePaymentLink } from './continue-payment-link';
import { HoldCountdown } from './hold-countdown';
import { HoldSummary } from './hold-summary';

const messages = i18n('bookings-existing-booking', {
  alreadyBooked: params('You have already booked this slot: {gym}, {date}, {time}.'),
  viewInMyBookings: 'View it in My Bookings',
  heldForYou: 'This slot is held for you',
});

interface ExistingBookingNoticeProps {
  booking: Booking;
  /** When the booking was read from the server (epoch ms), to judge whether its hold still runs. */
  receivedAt: number;
}

/** The person's own booking of a slot they try to book again: its payment while held, else where to find it. */
export function ExistingBookingNotice({ booking, receivedAt }: ExistingBookingNoticeProps) {
  const t = useStore(messages);
  const recovery = recoverPaymentSession(booking, receivedAt);
  if (recovery.kind === 'paid') {
    return (
      <Alert tone="success">
        {t.alreadyBooked({ gym: booking.gym.name, date: formatCalendarDate(booking.date), time: booking.timeSlot })}{' '}
        <TextLink to={paths.myBookings.getHref()}>{t.viewInMyBookings}</TextLink>
      </Alert>
    );
  }
  return recovery.kind === 'live' ? <HeldSlot bookingId={booking._id} session={recovery.session} /> : null;
}

function HeldSlot({ bookingId, session }: { bookingId: string; session: PaymentSession }) {
  const t = useStore(messages);
  const secondsLeft = useHoldCountdown(session.holdExpiresAt);
  // Once the hold runs out the place is free again, and the form books it anew.
  if (secondsLeft === 0) return null;
  return (
    <section aria-labelledby="held-slot-title" className="space-y-4 rounded-xl border border-amber-300 p-4">
      <h2 id="held-slot-title" className="font-bold">
        {t.heldForYou}
      </h2>
      <HoldSummary session={session} />
      <HoldCountdown secondsLeft={secondsLeft} />
      <ContinuePaymentLink bookingId={bookingId} session={session} />
    </section>
  );
}
