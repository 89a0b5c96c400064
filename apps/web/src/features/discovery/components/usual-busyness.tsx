import { dayOfWeekOf, istDate } from '@gymslot/shared/ist-time';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useBusyHoursQuery } from '../api/get-busy-hours';
import { useSlotDateParam } from '../hooks/use-slot-date-param';
import { BusyHoursChart } from './busy-hours-chart';

/**
 * "Usually busy": how full the gym usually is, hour by hour, on the weekday of the day chosen
 * for slots (today on arrival), from the last weeks' visits (API contract §8.4a).
 */
export function UsualBusyness({ gymId }: { gymId: string }) {
  const [date] = useSlotDateParam(istDate(new Date()));
  const dayOfWeek = dayOfWeekOf(date);
  const busyHours = useBusyHoursQuery(gymId);
  const week = busyHours.data?.hours ?? [];
  // Only the hours from the week's first busy one to its last, so every day is drawn alike.
  const busyAt = week.filter((entry) => entry.level > 0).map((entry) => entry.hour);
  const first = Math.min(...busyAt);
  const last = Math.max(...busyAt);
  const day = week.filter((entry) => entry.dayOfWeek === dayOfWeek && entry.hour >= first && entry.hour <= last);

  return (
    <section aria-labelledby="usual-busyness-heading" className="space-y-3">
      <h2 id="usual-busyness-heading" className="text-xl font-bold">
        Usually busy
      </h2>
      {busyHours.data ? (
        busyAt.length === 0 ? (
          <p className="text-neutral-800">Not enough visits yet</p>
        ) : (
          <>
            <p className="text-sm text-neutral-700">
              {dayOfWeek}s, from the last {busyHours.data.weeks === 1 ? 'week' : `${busyHours.data.weeks} weeks`} of visits
            </p>
            {/* A weekday nobody came on has no bars to draw: it says so instead of an empty chart. */}
            {day.some((entry) => entry.level > 0) ? (
              <BusyHoursChart hours={day} />
            ) : (
              <p className="text-neutral-800">No visits on {dayOfWeek}s yet: it is usually quiet.</p>
            )}
          </>
        )
      ) : busyHours.isError ? (
        <ErrorState message="Failed to load how busy the gym usually is. Please try again." onRetry={() => void busyHours.refetch()} retrying={busyHours.isFetching} />
      ) : (
        <div role="status">
          <span className="sr-only">Loading how busy the gym usually is…</span>
          <SkeletonBlock className="h-24 w-full" />
        </div>
      )}
    </section>
  );
}
