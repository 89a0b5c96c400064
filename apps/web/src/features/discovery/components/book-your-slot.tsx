import { formatCalendarDate } from '../../../lib/date-formatters';
import { latestDate } from '@gymslot/shared/date-window';
import { isCalendarDate, istDate } from '@gymslot/shared/ist-time';
import { params } from '@gymslot/shared/message-params';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { useMyWaitlistQuery } from '../../waitlist/api/my-waitlist';
import { useGymSlotsQuery } from '../api/get-gym-slots';
import { useSlotDateParam } from '../hooks/use-slot-date-param';
import { DayChips } from './day-chips';
import { NoOpenSlotsNote } from './no-open-slots-note';
import { SlotLinks } from './slot-links';

const messages = i18n('discovery-book-your-slot', {
  heading: 'Book Your Slot',
  noOpeningHours: 'This gym has not published its opening hours yet. Please check back soon.',
  chooseDate: 'Choose a date',
  pastDate: 'Please choose today or a later date.',
  tooFarAhead: 'Please choose a date at most 2 years ahead.',
  loadFailed: 'Failed to load gym details or availability. Please try again.',
  loading: 'Loading open slots…',
  openSlotsOn: params('Open slots on {date}'),
});

interface BookYourSlotProps {
  gymId: string;
  /** The gym's own price, against which each slot's own price is tagged (§8.7). */
  gymPricePerHour: number;
  /** False when the gym has published no weekly hours and no date with slots. */
  hasOpeningHours: boolean;
}

/**
 * Spec §2 "Book Your Slot": today (IST) is chosen on arrival and its slots show at once; the week
 * ahead is one tap away, and the date picker (no past dates) reaches further.
 */
export function BookYourSlot({ gymId, gymPricePerHour, hasOpeningHours }: BookYourSlotProps) {
  const t = useStore(messages);
  const dateInputId = useId();
  const today = istDate(new Date());
  const [date, chooseDate] = useSlotDateParam(today);
  // What was typed into the date picker while `date` was chosen; a past date stays there, refused.
  const [typed, setTyped] = useState<{ value: string; over: string } | null>(null);
  const typedNow = typed?.over === date ? typed.value : null;
  const isPastDate = typedNow !== null && isCalendarDate(typedNow) && typedNow < today;
  // The server answers dates up to two years ahead (issue 26); a later one is refused here too.
  const lastDate = latestDate(today);
  const isTooFarAhead = typedNow !== null && isCalendarDate(typedNow) && typedNow > lastDate;
  const slots = useGymSlotsQuery(gymId, hasOpeningHours ? date : null);
  // Asked beside the slots, not after them. Unread, full slots still offer to join: the server knows who is already in line.
  const waitlist = useMyWaitlistQuery(hasOpeningHours);

  function handleDateInput(value: string) {
    setTyped({ value, over: date });
    if (isCalendarDate(value) && value >= today && value <= lastDate) chooseDate(value);
  }

  return (
    <section aria-labelledby="book-your-slot-heading" className="space-y-4 rounded-2xl border border-neutral-200 bg-white p-5">
      <h2 id="book-your-slot-heading" className="text-xl font-bold">
        {t.heading}
      </h2>
      {!hasOpeningHours ? (
        <p className="text-neutral-800">{t.noOpeningHours}</p>
      ) : (
        <>
          <DayChips today={today} chosen={date} onChoose={chooseDate} />
          <div className="max-w-xs space-y-1">
            <label htmlFor={dateInputId} className="block text-sm font-medium text-neutral-800">
              {t.chooseDate}
            </label>
            <input
              id={dateInputId}
              type="date"
              min={today}
              max={lastDate}
              value={typedNow ?? date}
              onChange={(event) => handleDateInput(event.target.value)}
              className="block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 focus-visible:border-accent"
            />
          </div>
          {isPastDate && <Alert tone="error">{t.pastDate}</Alert>}
          {isTooFarAhead && <Alert tone="error">{t.tooFarAhead}</Alert>}
          <div aria-live="polite" className="space-y-3">
            {slots.isError ? (
              <ErrorState
                message={t.loadFailed}
                onRetry={() => void slots.refetch()}
                retrying={slots.isFetching}
              />
            ) : slots.data === undefined ? (
              <div role="status" className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
                <span className="sr-only">{t.loading}</span>
                {Array.from({ length: 4 }, (_, index) => (
                  <SkeletonBlock key={index} className="h-14" />
                ))}
              </div>
            ) : slots.data.length === 0 ? (
              <NoOpenSlotsNote gymId={gymId} date={date} today={today} onChooseDate={chooseDate} />
            ) : (
              <>
                <h3 className="font-semibold">{t.openSlotsOn({ date: formatCalendarDate(date) })}</h3>
                <SlotLinks
                  gymId={gymId}
                  date={date}
                  slots={slots.data}
                  gymPricePerHour={gymPricePerHour}
                  waitlist={waitlist.data?.entries ?? []}
                />
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}
