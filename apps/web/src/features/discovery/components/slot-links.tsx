import { count } from '@nanostores/i18n';
import { Link, useSearchParams } from 'wouter';
import type { SlotDetail } from '@gymslot/shared/availability-schemas';
import type { WaitlistEntry } from '@gymslot/shared/waitlist-schemas';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { waitlistEntryForSlot } from '../waitlist-entry-for-slot';
import { FullSlot } from './full-slot';
import { SlotPrice, slotPriceKind, useSlotPriceWords } from './slot-price';

interface SlotLinksProps {
  gymId: string;
  date: string;
  slots: readonly SlotDetail[];
  /** The gym's own price: a slot priced otherwise by a band (§8.7) is tagged off-peak or peak. */
  gymPricePerHour: number;
  /** The person's waitlist entries, so a full slot shows their place in its line. */
  waitlist: readonly WaitlistEntry[];
}

const messages = i18n('discovery-slot-links', {
  placesLeft: count({ one: '{count} place left', other: '{count} places left' }),
});

/**
 * Each open hour links to the booking form with that date and time filled in (spec §2); a tap opens
 * its quick checkout over this page instead (§8.13), by naming the slot in the page's own query. A
 * full hour offers its waitlist.
 */
export function SlotLinks({ gymId, date, slots, gymPricePerHour, waitlist }: SlotLinksProps) {
  const t = useStore(messages);
  const priceWords = useSlotPriceWords();
  const [, setSearchParams] = useSearchParams();

  function openQuickCheckout(time: string) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('date', date);
        next.set('time', time);
        return next;
      },
      { replace: true },
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
      {slots.map((slot) =>
        slot.full ? (
          <FullSlot
            key={slot.time}
            gymId={gymId}
            date={date}
            time={slot.time}
            entry={waitlistEntryForSlot(waitlist, { gymId, date, time: slot.time })}
          />
        ) : (
          <li key={slot.time}>
            <Link
              to={paths.book.getHref(gymId, { date, time: slot.time })}
              data-slot-time={slot.time}
              // A plain tap (wouter leaves a new-tab click to the browser) opens the quick checkout.
              onClick={(event) => {
                event.preventDefault();
                openQuickCheckout(slot.time);
              }}
              aria-label={`${slot.time}, ${priceWords(slot.pricePerHour, slotPriceKind(slot.pricePerHour, gymPricePerHour))}, ${t.placesLeft(slot.remaining)}`}
              className="flex min-h-14 flex-col items-center justify-center rounded-lg border border-accent-strong bg-white px-2 text-sm font-semibold text-accent-strong hover:bg-accent-soft"
            >
              <span>{slot.time}</span>
              <SlotPrice pricePerHour={slot.pricePerHour} kind={slotPriceKind(slot.pricePerHour, gymPricePerHour)} />
              <span className="text-xs font-normal text-neutral-700">{t.placesLeft(slot.remaining)}</span>
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}
