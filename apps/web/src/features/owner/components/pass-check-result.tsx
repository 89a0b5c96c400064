import { CircleAlert, CircleCheck, Clock, TriangleAlert } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { formatCalendarDate } from '../../../lib/date-formatters';
import type { Ref } from 'react';
import { useStore } from '../../../i18n/use-store';
import { passScannerMessages } from '../owner-messages';
import type { PassCheckOutcome, PassVerdict } from '../pass-check-outcome';
import { translateServerText } from '../../../i18n/server-messages';

const looks: Record<PassVerdict, { panel: string; icon: LucideIcon }> = {
  valid: { panel: 'border-green-300 bg-green-50 text-green-900', icon: CircleCheck },
  already_checked_in: { panel: 'border-amber-300 bg-amber-50 text-amber-950', icon: TriangleAlert },
  not_today: { panel: 'border-amber-300 bg-amber-50 text-amber-950', icon: Clock },
  not_your_gym: { panel: 'border-red-300 bg-red-50 text-red-900', icon: CircleAlert },
  refused: { panel: 'border-red-300 bg-red-50 text-red-900', icon: CircleAlert },
};

/** The scan's answer, big enough to read across a front desk; the word says it, not the colour alone. */
export function PassCheckResult({ outcome, headingRef }: { outcome: PassCheckOutcome; headingRef?: Ref<HTMLHeadingElement> }) {
  const t = useStore(passScannerMessages);
  const { panel, icon: Icon } = looks[outcome.verdict];
  const booking = outcome.booking;
  return (
    <div className={`space-y-3 rounded-2xl border-2 p-5 ${panel}`}>
      <h2 ref={headingRef} tabIndex={-1} className="flex items-center gap-3 text-3xl font-extrabold tracking-wide focus-visible:outline-none">
        <Icon aria-hidden="true" className="size-9 shrink-0" />
        {outcome.heading}
      </h2>
      {booking ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-lg">
          <dt className="font-medium">{t.customer}</dt>
          <dd className="text-2xl font-bold">{booking.user.name}</dd>
          <dt className="font-medium">{t.gym}</dt>
          <dd className="font-semibold">{booking.gym.name}</dd>
          <dt className="font-medium">{t.date}</dt>
          <dd className="font-semibold">{formatCalendarDate(booking.date)}</dd>
          <dt className="font-medium">{t.slot}</dt>
          <dd className="font-semibold">{booking.timeSlot}</dd>
        </dl>
      ) : (
        <p className="text-lg font-medium">{translateServerText(outcome.message)}</p>
      )}
    </div>
  );
}
