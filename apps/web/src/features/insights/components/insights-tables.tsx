import type { BookingsHour, OccupancyDay, RevenueDay } from '@gymslot/shared/insights-schemas';
import { formatRupees } from '@gymslot/shared/money';
import { formatTimeOfDay } from '@gymslot/shared/time-of-day';
import type { ReactNode } from 'react';
import { useStore } from '../../../i18n/use-store';
import { formatCalendarDate, formatWeekdayName } from '../../../lib/date-formatters';
import { formatPercent, occupancyPercent } from '../insights-figures';
import { insightsChartMessages } from '../insights-messages';

const cell = 'border-t border-neutral-200 px-3 py-1.5';
const headCell = 'px-3 py-1.5 text-left font-medium';

/** A chart's figures as a table, folded away under 'Show as table' (open for anyone, read by screen readers). */
function ChartTable({ caption, headings, rows }: { caption: string; headings: readonly string[]; rows: readonly (readonly string[])[] }) {
  const t = useStore(insightsChartMessages);
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-accent-strong">{t.showTable}</summary>
      {/* Scrolls on its own, so a keyboard must be able to reach it (WCAG 2.1.1). */}
      <div role="group" aria-label={caption} tabIndex={0} className="mt-2 max-h-80 overflow-auto rounded-lg border border-neutral-200">
        <table className="w-full">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-neutral-50">
            <tr>
              {headings.map((heading) => (
                <th key={heading} scope="col" className={headCell}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row[0]}>
                {row.map((value, index): ReactNode =>
                  index === 0 ? (
                    <th key={index} scope="row" className={`${cell} text-left font-normal`}>
                      {value}
                    </th>
                  ) : (
                    <td key={index} className={cell}>
                      {value}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

export function RevenueTable({ days }: { days: readonly RevenueDay[] }) {
  const t = useStore(insightsChartMessages);
  const rows = days.map((day) => [formatCalendarDate(day.date), formatRupees(day.amount)] as const);
  return <ChartTable caption={t.revenueCaption} headings={[t.date, t.amount]} rows={rows} />;
}

/** Only the hours that had bookings: 168 rows of mostly zeros would bury them. */
export function HoursTable({ hours }: { hours: readonly BookingsHour[] }) {
  const t = useStore(insightsChartMessages);
  const rows = hours
    .filter((hour) => hour.bookings > 0)
    .map((hour) => [`${formatWeekdayName(hour.dayOfWeek)} ${formatTimeOfDay(hour.hour * 60)}`, String(hour.bookings)] as const);
  return <ChartTable caption={t.hoursCaption} headings={[t.time, t.bookings]} rows={rows} />;
}

export function OccupancyTable({ days }: { days: readonly OccupancyDay[] }) {
  const t = useStore(insightsChartMessages);
  const rows = days.map((day) => {
    const percent = occupancyPercent(day.booked, day.capacity);
    return [formatCalendarDate(day.date), String(day.booked), String(day.capacity), percent === undefined ? '–' : formatPercent(percent)] as const;
  });
  return <ChartTable caption={t.occupancyCaption} headings={[t.date, t.booked, t.capacity, t.occupancy]} rows={rows} />;
}
