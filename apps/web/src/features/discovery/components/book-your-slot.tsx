import { formatCalendarDate } from '@gymslot/shared/date-format';
import { isCalendarDate, istDate } from '@gymslot/shared/ist-time';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useGymSlotsQuery } from '../api/get-gym-slots';
import { SlotLinks } from './slot-links';

/** Spec §2 "Book Your Slot": pick today or a later IST date, then one of its open hours. */
export function BookYourSlot({ gymId }: { gymId: string }) {
  const dateInputId = useId();
  const today = istDate(new Date());
  const [date, setDate] = useState('');
  const isPastDate = isCalendarDate(date) && date < today;
  const chosenDate = isCalendarDate(date) && !isPastDate ? date : null;
  const slots = useGymSlotsQuery(gymId, chosenDate);

  return (
    <section aria-labelledby="book-your-slot-heading" className="space-y-4 rounded-2xl border border-neutral-200 bg-white p-5">
      <h2 id="book-your-slot-heading" className="text-xl font-bold">
        Book Your Slot
      </h2>
      <div className="max-w-xs space-y-1">
        <label htmlFor={dateInputId} className="block text-sm font-medium text-neutral-800">
          Choose a date
        </label>
        <input
          id={dateInputId}
          type="date"
          min={today}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          className="block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 focus-visible:border-accent"
        />
      </div>
      {isPastDate && <Alert tone="error">Please choose today or a later date.</Alert>}
      {chosenDate !== null && (
        <div aria-live="polite" className="space-y-3">
          {slots.isError ? (
            <ErrorState
              message="Failed to load gym details or availability. Please try again."
              onRetry={() => void slots.refetch()}
              retrying={slots.isFetching}
            />
          ) : slots.data === undefined ? (
            <div role="status" className="grid grid-cols-3 gap-2 sm:grid-cols-6">
              <span className="sr-only">Loading open slots…</span>
              {Array.from({ length: 6 }, (_, index) => (
                <SkeletonBlock key={index} className="h-11" />
              ))}
            </div>
          ) : slots.data.length === 0 ? (
            <p className="text-neutral-700">No availability found for {formatCalendarDate(chosenDate)}.</p>
          ) : (
            <>
              <h3 className="font-semibold">Open slots on {formatCalendarDate(chosenDate)}</h3>
              <SlotLinks gymId={gymId} date={chosenDate} slots={slots.data} />
            </>
          )}
        </div>
      )}
    </section>
  );
}
