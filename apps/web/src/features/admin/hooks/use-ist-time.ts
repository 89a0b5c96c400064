import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import { useStore } from '../../../i18n/use-store';
import { formatIstCalendarDate } from '../../../lib/date-formatters';
import { disputeTexts } from '../dispute-texts';

/** An instant as the admin reads it, in IST whatever the laptop's time zone: 'Sat, 21 Nov 2026, 06:00 PM IST'. */
export function useIstTime(): (iso: string) => string {
  const t = useStore(disputeTexts);
  return (iso) => {
    const instant = new Date(iso);
    return t.atTime({ date: formatIstCalendarDate(instant), time: istTimeOfDay(instant) });
  };
}
