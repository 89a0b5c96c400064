import type { RecurringAvailability } from '@gymslot/shared/availability-schemas';
import { useStore } from '../../../i18n/use-store';
import { formatWeekdayName } from '../../../lib/date-formatters';
import { availabilityViewMessages } from '../availability-messages';

/** The weekly hours of a gym, read-only, one row per day that has them (spec §2; owners see them too). */
export function RecurringHoursTable({ entries }: { entries: readonly RecurringAvailability[] }) {
  const t = useStore(availabilityViewMessages);
  if (entries.length === 0) return <p className="text-neutral-700">{t.noWeekly}</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-neutral-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t.weeklyHeading}</caption>
        <thead className="bg-neutral-100">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">{t.day}</th>
            <th scope="col" className="px-4 py-2 font-semibold">{t.start}</th>
            <th scope="col" className="px-4 py-2 font-semibold">{t.end}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry._id} className="border-t border-neutral-200">
              <th scope="row" className="px-4 py-2 font-medium">{formatWeekdayName(entry.dayOfWeek)}</th>
              <td className="px-4 py-2">{entry.startTime}</td>
              <td className="px-4 py-2">{entry.endTime}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
