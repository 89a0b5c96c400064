import type { BusyHour } from '@gymslot/shared/busy-hours-schemas';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';

const messages = i18n('discovery-busy-hours-chart', {
  empty: 'empty',
  quiet: 'quiet',
  littleBusy: 'a little busy',
  busy: 'busy',
  veryBusy: 'very busy',
});

/** What each level 0–4 means (its text's key), for the text alternative and the bars' tooltips. */
const busyLevelKeys = ['empty', 'quiet', 'littleBusy', 'busy', 'veryBusy'] as const;

const barHeights = ['h-0.5', 'h-1/4', 'h-2/4', 'h-3/4', 'h-full'] as const;
const barColours = ['bg-neutral-300', 'bg-accent/40', 'bg-accent/60', 'bg-accent/80', 'bg-accent-strong'] as const;

/** '6 AM', '12 PM': an hour as the chart's axis and list say it. */
export function hourLabel(hour: number): string {
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12} ${hour < 12 ? 'AM' : 'PM'}`;
}

interface BusyHoursChartProps {
  /** One day's hours in order, each with its level 0–4. */
  hours: BusyHour[];
}

/**
 * A row of bars, one per hour, as tall as the hour is usually busy; drawn with plain elements
 * (docs/decisions/035-busy-hours.md). Screen readers get the same as a list instead.
 */
export function BusyHoursChart({ hours }: BusyHoursChartProps) {
  const t = useStore(messages);
  const levelLabel = (level: number) => {
    const key = busyLevelKeys[level];
    return key === undefined ? '' : t[key];
  };
  return (
    <figure className="max-w-2xl space-y-1">
      <div aria-hidden="true" className="flex h-24 items-end gap-0.5 border-b border-neutral-300 sm:gap-1">
        {hours.map(({ hour, level }) => (
          <div key={hour} title={`${hourLabel(hour)}: ${levelLabel(level)}`} className="flex h-full min-w-0 flex-1 items-end">
            <div className={`w-full rounded-t ${barHeights[level] ?? 'h-0.5'} ${barColours[level] ?? 'bg-neutral-300'}`} />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="flex gap-0.5 text-xs text-neutral-600 sm:gap-1">
        {hours.map(({ hour }, index) => (
          <span key={hour} className="min-w-0 flex-1 overflow-visible whitespace-nowrap">
            {index % 3 === 0 && index < hours.length - 2 ? hourLabel(hour) : ''}
          </span>
        ))}
      </div>
      <figcaption className="sr-only">
        <ul>
          {hours.map(({ hour, level }) => (
            <li key={hour}>
              {hourLabel(hour)}: {levelLabel(level)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
