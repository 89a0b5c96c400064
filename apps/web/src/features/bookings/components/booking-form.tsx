import { useEffect, useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { UNPAID_HOLDS_MESSAGE } from '@gymslot/shared/booking-rules';
import { initiateBookingBodySchema } from '@gymslot/shared/booking-schemas';
import type { Booking, InitiateBookingReply } from '@gymslot/shared/booking-schemas';
import type { PublicGym } from '@gymslot/shared/gym-schemas';
import { istDate } from '@gymslot/shared/ist-time';
import { SLOT_FULL_MESSAGE } from '@gymslot/shared/booking-rules';
import type { JoinWaitlistBody } from '@gymslot/shared/waitlist-schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { ApiError } from '../../../lib/api-client';
import { readTextFields } from '../../../lib/form-fields';
import { checkWithSchema } from '../../../lib/schema-form';
import { useNavigate } from '../../../lib/navigation';
import { bookingOfSlotTaken, useInitiateBookingMutation } from '../api/initiate-booking';
import { bookingMessages } from '../booking-messages';
import { paymentSessionOf } from '../navigation-state';
import { CancellationPolicy } from './cancellation-policy';
import { JoinWaitlistOffer } from './join-waitlist-offer';
import { SlotPriceRow } from './slot-price-row';
import { serverErrorText } from '../../../i18n/server-messages';

/** Long enough to read the one-line message, short against the 15-minute hold. */
const REDIRECT_DELAY_MS = 1000;

const messages = i18n('bookings-booking-form', {
  gym: 'Gym',
  date: 'Date',
  timeSlot: 'Time slot',
  slotHint: 'Please ensure this slot is available for the selected date.',
  price: 'Price',
  goToMyBookings: 'Go to My Bookings to pay for or cancel a held slot',
  proceed: 'Proceed to Payment',
});

interface BookingFormProps {
  gym: Pick<PublicGym, '_id' | 'name' | 'pricePerHour'>;
  initialDate: string;
  initialTimeSlot: string;
  /** The person's own booking of a slot from this screen, shown above Proceed: its payment while held. */
  existingBooking: ReactNode;
  /** Called with the person's booking of the slot: the new hold just before going to pay, or the one B1 refused a second of. */
  onBooking: (booking: Booking) => void;
}

export function BookingForm({ gym, initialDate, initialTimeSlot, existingBooking, onBooking }: BookingFormProps) {
  const t = useStore(messages);
  const spec = useStore(bookingMessages);
  const navigate = useNavigate();
  const hintId = useId();
  const [today] = useState(() => istDate(new Date()));
  const initiateMutation = useInitiateBookingMutation();
  const [formError, setFormError] = useState<string | null>(null);
  // B1 refused because the person already has the most unpaid holds allowed: My Bookings is where to settle one.
  const [tooManyHolds, setTooManyHolds] = useState(false);
  // The slot B1 found full, whose waitlist is offered in its place.
  const [fullSlot, setFullSlot] = useState<JoinWaitlistBody | null>(null);
  const [initiated, setInitiated] = useState<InitiateBookingReply | null>(null);
  // The slot as typed so far, whose own price (§8.7) the form shows.
  const [slotShown, setSlotShown] = useState({ bookingDate: initialDate, timeSlot: initialTimeSlot });

  useEffect(() => {
    if (initiated === null) return;
    const timer = setTimeout(() => {
      onBooking(initiated.booking);
      // Without a session (never for a fresh hold) the payment screen reads the booking itself.
      navigate(paths.payment.getHref(initiated.bookingId), { state: paymentSessionOf(initiated.booking) });
    }, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [initiated, navigate, onBooking]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = readTextFields(event.currentTarget, ['bookingDate', 'timeSlot']);
    // The shared B1 schema's only refusal here, a missing field, reads as the spec's 'Please select both date and time slot.'.
    const check = checkWithSchema(initiateBookingBodySchema, { gymId: gym._id, ...fields });
    if (!check.ok) {
      setFormError(spec.selectDateAndSlot);
      setTooManyHolds(false);
      return;
    }
    setFormError(null);
    setTooManyHolds(false);
    setFullSlot(null);
    initiateMutation.mutate(
      check.data,
      {
        onSuccess: setInitiated,
        onError: (error) => {
          const existing = bookingOfSlotTaken(error);
          // The person's own booking of the slot is shown instead, with the way to its payment.
          if (existing) onBooking(existing);
          else setFormError(serverErrorText(error, spec.initiateFailed));
          // Told by the server's own words, whatever language the shown message is in.
          setTooManyHolds(error instanceof ApiError && error.serverMessage === UNPAID_HOLDS_MESSAGE);
          if (error instanceof ApiError && error.status === 409 && error.serverMessage === SLOT_FULL_MESSAGE) setFullSlot(check.data);
        },
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      onChange={(event) => setSlotShown(readTextFields(event.currentTarget, ['bookingDate', 'timeSlot']))}
      className="space-y-4"
    >
      <TextField label={t.gym} value={gym.name} readOnly />
      <TextField label={t.date} name="bookingDate" type="date" min={today} defaultValue={initialDate} required />
      <div className="space-y-1">
        <TextField
          label={t.timeSlot}
          name="timeSlot"
          defaultValue={initialTimeSlot}
          placeholder="09:00 AM"
          autoComplete="off"
          required
          aria-describedby={hintId}
        />
        <p id={hintId} className="text-sm text-neutral-600">
          {t.slotHint}
        </p>
      </div>
      <SlotPriceRow label={t.price} gymId={gym._id} gymPricePerHour={gym.pricePerHour} date={slotShown.bookingDate} timeSlot={slotShown.timeSlot} />
      <CancellationPolicy />
      {existingBooking}
      {formError && <Alert tone="error">{formError}</Alert>}
      {fullSlot && <JoinWaitlistOffer slot={fullSlot} />}
      {formError && tooManyHolds && (
        <p>
          <TextLink to={paths.myBookings.getHref()}>{t.goToMyBookings}</TextLink>
        </p>
      )}
      {initiated && <Alert tone="success">{spec.initiated}</Alert>}
      {/* With a booking shown above, its own button leads; this one stays for another date or time. */}
      <Button
        type="submit"
        variant={existingBooking ? 'secondary' : 'primary'}
        className="w-full"
        pending={initiateMutation.isPending || initiated !== null}
      >
        {t.proceed}
      </Button>
    </form>
  );
}
