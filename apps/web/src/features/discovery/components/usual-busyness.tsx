import { dayOfWeekOf, istDate } from '@gymslot/shared/ist-time';
import { params } from '@gymslot/shared/message-params';
import { count } from '@nanostores/i18n';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { formatWeekdayName } from '../../../lib/date-formatters';
import { useBusyHoursQuery } from '../api/get-busy-hours';
import { useSlotDateParam } from '../hooks/use-slot-date-param';
import { BusyHoursChart } from './busy-hours-chart';

const messages = i18n('discovery-usual-busyness', {
  heading: 'Usually busy',
  notEnoughVisits: 'Not enough visits yet',
  fromLastWeeks: params('{day}s, from the last {weeks} of visits'),
  weeks: count({ one: 'week', other: '{count} weeks' }),
  noVisitsOnDay: params('No visits on {day}s yet: it is usually quiet.'),
  loadFailed: 'Failed to load how busy the gym usually is. Please try again.',
  loading: 'Loading how busy the gym usually is…',
});

/**
 * "Usually busy": how full the gym usually is, hour by hour, on the weekday of the day chosen
 * for slots (today on arrival), from the last weeks' visits (API contract §8.4a).
 */
export function UsualBusyness({ gymId }: { gymId: string }) {
  const t = useStore(messages);
  const [date] = useSlotDateParam(istDate(new Date()));
  const dayOfWeek = dayOfWeekOf(date);
  const busyHours = useBusyHoursQuery(gymId);
  const week = busyHours.data?.hours ?? [];
  // Only the hours from the week's first busy one to its last, so every day is drawn alike.
  const busyAt = week.filter((entry) => entry.level > 0).map((entry) => entry.hour);
  const first = Math.min(...busyAt);
  const last = Math.max(...busyAt);
  const dayName = formatWeekdayName(dayOfWeek);
  const day = week.filter((entry) => entry.dayOfWeek === dayOfWeek && entry.hour >= first && entry.hour <= last);

  return (
    <section aria-labelledby="usual-busyness-heading" className="space-y-3">
      <h2 id="usual-busyness-heading" className="text-xl font-bold">
        {t.heading}
      </h2>
      {busyHours.data ? (
        busyAt.length === 0 ? (
          <p className="text-neutral-800">{t.notEnoughVisits}</p>
        ) : (
          <>
            <p className="text-sm text-neutral-700">
              {t.fromLastWeeks({ day: dayName, weeks: t.weeks(busyHours.data.weeks) })}
            </p>
            {/* A weekday nobody came on has no bars to draw: it says so instead of an empty chart. */}
            {day.some((entry) => entry.level > 0) ? (
              <BusyHoursChart hours={day} />
            ) : (
              <p className="text-neutral-800">{t.noVisitsOnDay({ day: dayName })}</p>
            )}
          </>
        )
      ) : busyHours.isError ? (
        <ErrorState message={t.loadFailed} onRetry={() => void busyHours.refetch()} retrying={busyHours.isFetching} />
      ) : (
        <div role="status">
          <span className="sr-only">{t.loading}</span>
          <SkeletonBlock className="h-24 w-full" />
        </div>
      )}
    </section>
  );
}
