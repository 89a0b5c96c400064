import { useStore } from '../../../i18n/use-store';
import type { InsightsData } from '../insights-figures';
import { insightsPageMessages } from '../insights-messages';

/** Check-ins, no-shows and refunds of the range, as three tiles. */
export function InsightCounts({ insights }: { insights: InsightsData }) {
  const t = useStore(insightsPageMessages);
  const tiles = [
    { term: t.checkIns, value: insights.checkIns, tone: 'text-green-800' },
    { term: t.noShows, value: insights.noShows, tone: 'text-amber-900' },
    { term: t.refunds, value: insights.refunds, tone: 'text-red-800' },
  ];
  return (
    <dl aria-label={t.figures} className="grid grid-cols-3 gap-2">
      {tiles.map((tile) => (
        <div key={tile.term} className="rounded-xl border border-neutral-200 bg-white p-3 sm:p-4">
          <dt className="text-sm text-neutral-700">{tile.term}</dt>
          <dd className={`text-2xl font-bold ${tile.tone}`}>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
