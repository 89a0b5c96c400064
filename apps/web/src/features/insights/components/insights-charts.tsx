import { formatRupees } from '@gymslot/shared/money';
import { formatTimeOfDay } from '@gymslot/shared/time-of-day';
import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useStore } from '../../../i18n/use-store';
import { formatCalendarDate, formatWeekdayName } from '../../../lib/date-formatters';
import {
  bestRevenueDay,
  busiestHour,
  formatPercent,
  occupancyPercent,
  occupancyTotals,
  revenueTotal,
  type InsightsData,
} from '../insights-figures';
import { insightsChartMessages } from '../insights-messages';
import { HourHeatMap } from './hour-heat-map';
import { HoursTable, OccupancyTable, RevenueTable } from './insights-tables';

// uPlot and its style sheet come when the bars are drawn: the figures, summaries and tables show
// first, instead of after the chart library's script and a style sheet's round trip (issue 32).
const DayBarChart = lazy(() => import('./day-bar-chart').then((module) => ({ default: module.DayBarChart })));

const ACCENT = '#007aff';
const GREEN = '#15803d';

function ChartCard({ heading, summary, children }: { heading: string; summary: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {heading}
      </h2>
      <p className="text-neutral-700">{summary}</p>
      {children}
    </section>
  );
}

/** The three charts of §8.7, each with a summary in words and its table. */
export function InsightsCharts({ insights }: { insights: InsightsData }) {
  const t = useStore(insightsChartMessages);
  const dates = useMemo(() => insights.revenueByDay.map((day) => day.date), [insights]);
  const amounts = useMemo(() => insights.revenueByDay.map((day) => day.amount), [insights]);
  const percents = useMemo(
    () => insights.occupancyByDay.map((day) => occupancyPercent(day.booked, day.capacity) ?? 0),
    [insights],
  );

  const best = bestRevenueDay(insights.revenueByDay);
  const revenueSummary = best
    ? t.revenueSummary({
        total: formatRupees(revenueTotal(insights.revenueByDay)),
        days: insights.revenueByDay.length,
        date: formatCalendarDate(best.date),
        amount: formatRupees(best.amount),
      })
    : t.revenueNone;
  const busiest = busiestHour(insights.bookingsByHour);
  const hoursSummary = busiest
    ? t.hoursSummary({ day: formatWeekdayName(busiest.dayOfWeek), time: formatTimeOfDay(busiest.hour * 60), bookings: busiest.bookings })
    : t.hoursNone;
  const occupancy = occupancyTotals(insights.occupancyByDay);
  const occupied = occupancyPercent(occupancy.booked, occupancy.capacity);
  const occupancySummary =
    occupied === undefined
      ? t.occupancyNone
      : t.occupancySummary({ percent: formatPercent(occupied), booked: occupancy.booked, capacity: occupancy.capacity });

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartCard heading={t.revenueHeading} summary={revenueSummary}>
        <Suspense fallback={<SkeletonBlock className="h-55 w-full" />}>
          <DayBarChart dates={dates} values={amounts} formatValue={formatRupees} color={ACCENT} />
        </Suspense>
        <RevenueTable days={insights.revenueByDay} />
      </ChartCard>
      <ChartCard heading={t.occupancyHeading} summary={occupancySummary}>
        <Suspense fallback={<SkeletonBlock className="h-55 w-full" />}>
          <DayBarChart dates={dates} values={percents} formatValue={formatPercent} color={GREEN} max={100} />
        </Suspense>
        <OccupancyTable days={insights.occupancyByDay} />
      </ChartCard>
      <div className="lg:col-span-2">
        <ChartCard heading={t.hoursHeading} summary={hoursSummary}>
          <HourHeatMap hours={insights.bookingsByHour} />
          <p className="text-sm text-neutral-700">{t.hoursLegend}</p>
          <HoursTable hours={insights.bookingsByHour} />
        </ChartCard>
      </div>
    </div>
  );
}
