import { useState, type ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useStore } from '../../../i18n/use-store';
import { formatCalendarDate } from '../../../lib/date-formatters';
import { useInsightsQuery } from '../api/get-insights';
import { DEFAULT_PRESET_DAYS, presetRange, type DateRange } from '../insights-range';
import { insightsPageMessages } from '../insights-messages';
import { InsightCounts } from './insight-counts';
import { InsightsCharts } from './insights-charts';
import { RangePicker } from './range-picker';

interface InsightsReportProps {
  /** One gym, or all of the caller's when absent. */
  gymId?: string | undefined;
  /** A control beside the range (the owner's gym choice). */
  gymChoice?: ReactNode;
}

/** The range controls, then the counts and charts of §8.7's insights for that range. */
export function InsightsReport({ gymId, gymChoice }: InsightsReportProps) {
  const t = useStore(insightsPageMessages);
  const [range, setRange] = useState<DateRange>(() => presetRange(DEFAULT_PRESET_DAYS, new Date()));
  const insights = useInsightsQuery({ ...(gymId === undefined ? {} : { gymId }), ...range });

  return (
    <>
      <div className={`grid gap-4 rounded-xl border border-neutral-200 bg-white p-4 ${gymChoice ? 'sm:grid-cols-2' : ''}`}>
        {gymChoice}
        <RangePicker range={range} onChange={setRange} />
      </div>
      <p className="font-medium" aria-live="polite">
        {t.showingRange({ from: formatCalendarDate(range.from), to: formatCalendarDate(range.to) })}
      </p>
      {insights.isError ? (
        <ErrorState message={t.loadFailed} onRetry={() => void insights.refetch()} retrying={insights.isFetching} />
      ) : insights.data === undefined ? (
        <div role="status" className="space-y-4">
          <span className="sr-only">{t.loading}</span>
          <SkeletonBlock className="h-24 w-full" />
          <SkeletonBlock className="h-64 w-full" />
        </div>
      ) : (
        <div aria-busy={insights.isFetching} className="space-y-6">
          <InsightCounts insights={insights.data} />
          <InsightsCharts insights={insights.data} />
        </div>
      )}
    </>
  );
}
