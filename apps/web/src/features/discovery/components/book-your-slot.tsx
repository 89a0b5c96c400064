import { formatCalendarDate } from '@gymslot/shared/date-format';
import { isCalendarDate, istDate } from '@gymslot/shared/ist-time';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useMyWaitlistQuery } from '../../bookings/api/my-waitlist';
import { useGymSlotsQuery } from '../api/get-gym-slots';
import { useSlotDateParam } from '../hooks/use-slot-date-param';
import { DayChips } from './day-chips';
import { SlotLinks } from './slot-links';

interface BookYourSlotProps {
  gymId: string;
  /** False when the gym has published no weekly hours and no date with slots. */
  hasOpeningHours: boolean;
}

/**
 * Spec §2 "Book Your Slot": today (IST) is chosen on arrival and its slots show at once; the week
 * ahead is one tap away, and the date picker (no past dates) reaches further.
 */
export function BookYourSlot({ gymId, hasOpeningHours }: BookYourSlotProps) {
  const dateInputId = useId();
  const today = istDate(new Date());
  const [date, chooseDate] = useSlotDateParam(today);
  // What was typed into the date picker while `date` was chosen; a past date stays there, refused.
  const [typed, setTyped] = useState<{ value: string; over: string } | null>(null);
  const typedNow = typed?.over === date ? typed.value : null;
  const isPastDate = typedNow !== null && isCalendarDate(typedNow) && typedNow < today;
  const slots = useGymSlotsQuery(gymId, hasOpeningHours ? date : null);
  // Asked beside the slots, not after them. Unread, full slots still offer to join: the server knows who is already in line.
  const waitlist = useMyWaitlistQuery(hasOpeningHours);

  function handleDateInput(value: string) {
    setTyped({ value, over: date });
    if (isCalendarDate(value) && value >= today) chooseDate(value);
  }

  return (
    <section aria-labelledby="book-your-slot-heading" className="space-y-4 rounded-2xl border border-neutral-200 bg-white p-5">
      <h2 id="book-your-slot-heading" className="text-xl font-bold">
        Book Your Slot
      </h2>
      {!hasOpeningHours ? (
        <p className="text-neutral-800">This gym has not published its opening hours yet. Please check back soon.</p>
      ) : (
        <>
          <DayChips today={today} chosen={date} onChoose={chooseDate} />
          <div className="max-w-xs space-y-1">
            <label htmlFor={dateInputId} className="block text-sm font-medium text-neutral-800">
              Choose a date
            </label>
            <input
              id={dateInputId}
              type="date"
              min={today}
              value={typedNow ?? date}
              onChange={(event) => handleDateInput(event.target.value)}
              className="block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 focus-visible:border-accent"
            />
          </div>
          {isPastDate && <Alert tone="error">Please choose today or a later date.</Alert>}
          <div aria-live="polite" className="space-y-3">
            {slots.isError ? (
              <ErrorState
                message="Failed to load gym details or availability. Please try again."
                onRetry={() => void slots.refetch()}
                retrying={slots.isFetching}
              />
            ) : slots.data === undefined ? (
              <div role="status" className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
                <span className="sr-only">Loading open slots…</span>
                {Array.from({ length: 4 }, (_, index) => (
                  <SkeletonBlock key={index} className="h-14" />
                ))}
              </div>
            ) : slots.data.length === 0 ? (
              <p className="text-neutral-700">No availability found for {formatCalendarDate(date)}.</p>
            ) : (
              <>
                <h3 className="font-semibold">Open slots on {formatCalendarDate(date)}</h3>
                <SlotLinks gymId={gymId} date={date} slots={slots.data} waitlist={waitlist.data?.entries ?? []} />
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}
