import { params } from '@gymslot/shared/message-params';
import { count } from '@nanostores/i18n';
import { useQuery } from '@tanstack/react-query';
import { MAX_BOOKING_WINDOW_DAYS } from '@gymslot/shared/selling-rules';
import type { Booking } from '@gymslot/shared/booking-schemas';
import { formatCalendarDate } from '../../../lib/date-formatters';
import { addDays, isCalendarDate, istDate } from '@gymslot/shared/ist-time';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { gymSlotsQueryOptions } from '../../discovery/api/get-gym-slots';
import { useRescheduleBookingMutation } from '../api/reschedule-booking';
import { serverErrorText } from '../../../i18n/server-messages';

interface RescheduleFormProps {
  id: string;
  booking: Booking;
  onRescheduled: (booking: Booking) => void;
  onClose: () => void;
}

const messages = i18n('bookings-reschedule-form', {
  title: 'Reschedule',
  now: params('Now {date} at {time}. Your payment and OTP stay the same.'),
  newDate: 'New date',
  chooseLaterDate: 'Please choose today or a later date.',
  newTimeOn: params('New time on {date}'),
  slotsLoadFailed: "Failed to load the gym's slots. Please try again.",
  loadingSlots: 'Loading open slots…',
  noOtherSlots: params('No other slots on {date}.'),
  full: 'Full',
  costsMore: 'Costs more than you paid',
  placesLeft: count({ one: '{count} place left', other: '{count} places left' }),
  chooseTime: 'Please choose a new time.',
  rescheduleFailed: 'Failed to reschedule booking.',
  confirm: 'Confirm new time',
  keep: 'Keep current time',
});

/** §8.4a: another date (today onwards) and one of the gym's slots with a place; the server decides. */
export function RescheduleForm({ id, booking, onRescheduled, onClose }: RescheduleFormProps) {
  const t = useStore(messages);
  const today = istDate(new Date());
  const [date, setDate] = useState(booking.date >= today ? booking.date : today);
  const [time, setTime] = useState<string | null>(null);
  const [missingTime, setMissingTime] = useState(false);
  const validDate = isCalendarDate(date) && date >= today;
  const slots = useQuery({ ...gymSlotsQueryOptions(booking.gym._id, date), enabled: validDate });
  const mutation = useRescheduleBookingMutation(booking._id);
  // The booking's own slot is not somewhere to move to.
  const choices = (slots.data ?? []).filter((slot) => !(date === booking.date && slot.time === booking.timeSlot));

  function chooseDate(value: string) {
    setDate(value);
    setTime(null);
    mutation.reset();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (time === null) {
      setMissingTime(true);
      return;
    }
    mutation.mutate({ bookingDate: date, timeSlot: time }, { onSuccess: (reply) => onRescheduled(reply.booking) });
  }

  return (
    <form
      id={id}
      aria-labelledby={`${id}-title`}
      onSubmit={handleSubmit}
      noValidate
      className="space-y-4 rounded-xl border border-neutral-200 bg-neutral-50 p-4"
    >
      <h4 id={`${id}-title`} className="font-bold">
        {t.title}
      </h4>
      <p className="text-sm text-neutral-700">{t.now({ date: formatCalendarDate(booking.date), time: booking.timeSlot })}</p>
      <div className="max-w-xs space-y-1">
        <label htmlFor={`${id}-date`} className="block text-sm font-medium text-neutral-800">
          {t.newDate}
        </label>
        <input
          id={`${id}-date`}
          type="date"
          min={today}
          // The gym's own window (§8.12) is at most this; a later date than it allows gets the server's reason.
          max={addDays(today, MAX_BOOKING_WINDOW_DAYS)}
          value={date}
          onChange={(event) => chooseDate(event.target.value)}
          className="block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 focus-visible:border-accent"
        />
      </div>
      {!validDate && <Alert tone="error">{t.chooseLaterDate}</Alert>}
      {validDate && (
        <fieldset aria-live="polite" className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-neutral-800">{t.newTimeOn({ date: formatCalendarDate(date) })}</legend>
          {slots.isError ? (
            <ErrorState
              message={t.slotsLoadFailed}
              onRetry={() => void slots.refetch()}
              retrying={slots.isFetching}
            />
          ) : slots.data === undefined ? (
            <div role="status" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              <span className="sr-only">{t.loadingSlots}</span>
              {Array.from({ length: 4 }, (_, index) => (
                <SkeletonBlock key={index} className="h-14" />
              ))}
            </div>
          ) : choices.length === 0 ? (
            <p className="text-sm text-neutral-700">{t.noOtherSlots({ date: formatCalendarDate(date) })}</p>
          ) : (
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {choices.map((slot) => {
                // The amount paid stays with the booking, so a dearer hour (an off-peak band elsewhere, §8.7) is no place to move to.
                const dearer = slot.pricePerHour > booking.amount;
                return (
                  <label
                    key={slot.time}
                    className="flex min-h-14 cursor-pointer flex-col items-center justify-center rounded-lg border border-neutral-300 bg-white px-2 text-sm font-semibold text-neutral-900 has-checked:border-accent-strong has-checked:bg-accent-strong has-checked:text-white has-disabled:cursor-not-allowed has-disabled:bg-neutral-100 has-disabled:text-neutral-600 has-focus-visible:outline-2 has-focus-visible:outline-accent"
                  >
                    <input
                      type="radio"
                      name={`${id}-time`}
                      value={slot.time}
                      checked={time === slot.time}
                      disabled={slot.full || dearer}
                      onChange={() => {
                        setTime(slot.time);
                        setMissingTime(false);
                        mutation.reset();
                      }}
                      className="sr-only"
                    />
                    <span className={slot.full || dearer ? 'line-through' : undefined}>{slot.time}</span>
                    <span className="text-xs font-normal">{slot.full ? t.full : dearer ? t.costsMore : t.placesLeft(slot.remaining)}</span>
                  </label>
                );
              })}
            </div>
          )}
        </fieldset>
      )}
      {missingTime && <Alert tone="error">{t.chooseTime}</Alert>}
      {mutation.isError && <Alert tone="error">{serverErrorText(mutation.error, t.rescheduleFailed)}</Alert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <Button type="submit" pending={mutation.isPending} disabled={!validDate}>
          {t.confirm}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t.keep}
        </Button>
      </div>
    </form>
  );
}
