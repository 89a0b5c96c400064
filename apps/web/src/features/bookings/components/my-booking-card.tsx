import { params } from '@gymslot/shared/message-params';
import type { Booking } from '@gymslot/shared/booking-schemas';
import { formatCalendarDate } from '../../../lib/date-formatters';
import { formatRupees } from '@gymslot/shared/money';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InvoiceLinks } from '../../../components/ui/invoice-links';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { canCancelAt, cancellationDeadlineOf } from '../cancellation-deadline';
import { useMinuteClock } from '../hooks/use-minute-clock';
import { paymentSessionOf } from '../navigation-state';
import { canReschedule } from '../reschedule-eligibility';
import { BookingDoorPass } from './booking-door-pass';
import { BookingOtp } from './booking-otp';
import { BookingStatusBadge } from './booking-status-badge';
import { CardDetails } from './card-details';
import { CancellationDeadlineNote } from './cancellation-deadline-note';
import { CancellationPolicy } from './cancellation-policy';
import { DirectionsLink } from './directions-link';
import { HeldBookingPayment } from './held-booking-payment';
import { NotLetIn } from './not-let-in';
import { RescheduleForm } from './reschedule-form';
import { VisitReview } from './visit-review';

const messages = i18n('bookings-my-booking-card', {
  gymNameMissing: 'Gym Name Not Available',
  rescheduledTo: params('Booking rescheduled to {date} at {time}.'),
  date: 'Date',
  timeSlot: 'Time slot',
  amount: 'Amount',
  bookingId: 'Booking ID:',
  alreadyVerified: 'Already Verified',
  reschedule: 'Reschedule',
  cancelBooking: 'Cancel Booking',
});

interface MyBookingCardProps {
  booking: Booking;
  /** True in the Upcoming list: only a slot still to come can be cancelled. */
  upcoming: boolean;
  cancelling: boolean;
  onCancel: (booking: Booking) => Promise<void>;
}

export function MyBookingCard({ booking, upcoming, cancelling, onCancel }: MyBookingCardProps) {
  const t = useStore(messages);
  const gymName = booking.gym.name || t.gymNameMissing;
  const paymentSession = paymentSessionOf(booking);
  const now = useMinuteClock();
  // Inside the cut-off the server refuses a cancellation: the button goes and the deadline says why.
  const cancellable = upcoming && canCancelAt(booking, now);
  const deadline = upcoming ? cancellationDeadlineOf(booking) : null;
  const formId = useId();
  const rescheduleButton = useRef<HTMLButtonElement>(null);
  const [rescheduling, setRescheduling] = useState(false);
  // The booking as moved, named in the success message until the form opens again.
  const [movedTo, setMovedTo] = useState<Booking | null>(null);
  // Read when the card renders: the list is read afresh on arrival, and the server has the last word.
  const reschedulable = upcoming && canReschedule(booking, now);

  // Closing the form takes focus back to the button that opened it, not to the page's start.
  function closeForm() {
    setRescheduling(false);
    rescheduleButton.current?.focus();
  }

  function handleRescheduled(moved: Booking) {
    closeForm();
    setMovedTo(moved);
  }
  const details = [
    [t.date, formatCalendarDate(booking.date)],
    [t.timeSlot, booking.timeSlot],
    [t.amount, formatRupees(booking.amount)],
  ] as const;

  return (
    <article aria-labelledby={`booking-${booking._id}`} className="space-y-4 rounded-2xl border border-neutral-200 bg-white p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`booking-${booking._id}`} className="text-lg font-bold">
          {gymName}
        </h3>
        <BookingStatusBadge booking={booking} />
      </header>
      <CardDetails details={details} />
      {booking.isPaid &&
        (upcoming && !booking.isVerified ? <BookingDoorPass booking={booking} size="medium" /> : <BookingOtp otp={booking.otp} size="medium" />)}
      {paymentSession && <HeldBookingPayment bookingId={booking._id} session={paymentSession} />}
      <NotLetIn booking={booking} />
      <p className="text-sm text-neutral-600">
        {/* Spec §9: booking ids are shown as their first 8 characters. */}
        {t.bookingId} <span className="font-mono text-neutral-800">{booking._id.slice(0, 8)}</span>
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <DirectionsLink gym={booking.gym} />
        <InvoiceLinks booking={booking} />
        {booking.isVerified && (
          <Button variant="secondary" disabled>
            {t.alreadyVerified}
          </Button>
        )}
        {reschedulable && (
          <Button
            ref={rescheduleButton}
            variant="secondary"
            aria-expanded={rescheduling}
            aria-controls={rescheduling ? formId : undefined}
            onClick={() => {
              setRescheduling(!rescheduling);
              setMovedTo(null);
            }}
          >
            {t.reschedule}
          </Button>
        )}
        {cancellable && (
          <Button variant="danger" pending={cancelling} onClick={() => void onCancel(booking)}>
            {t.cancelBooking}
          </Button>
        )}
      </div>
      {movedTo && <Alert tone="success">{t.rescheduledTo({ date: formatCalendarDate(movedTo.date), time: movedTo.timeSlot })}</Alert>}
      {rescheduling && <RescheduleForm id={formId} booking={booking} onRescheduled={handleRescheduled} onClose={closeForm} />}
      {deadline && <CancellationDeadlineNote deadline={deadline} now={now} />}
      {cancellable && <CancellationPolicy />}
      <VisitReview booking={booking} />
    </article>
  );
}
