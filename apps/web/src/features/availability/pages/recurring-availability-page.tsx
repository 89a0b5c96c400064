import { daysOfWeek } from '@gymslot/shared/ist-time';
import type { DayOfWeek } from '@gymslot/shared/ist-time';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { ButtonLink } from '../../../components/ui/button-link';
import { ErrorState } from '../../../components/ui/error-state';
import { SelectField } from '../../../components/ui/select-field';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useGymQuery } from '../../discovery/api/get-gym';
import { isNotFound } from '../is-not-found';
import { useRecurringDayQuery } from '../api/get-recurring-day';
import type { RecurringHours } from '../api/get-recurring-day';
import { RecurringHoursForm } from '../components/recurring-hours-form';

/** Spec §9: a day with no weekly hours yet starts from 09:00 AM to 05:00 PM. */
const defaultHours: RecurringHours = { startTime: '09:00 AM', endTime: '05:00 PM' };

const dayOptions = daysOfWeek.map((day) => ({ value: day, label: day }));

export default function RecurringAvailabilityPage() {
  const { gymId = '' } = useParams();
  const gym = useGymQuery(gymId);
  const [day, setDay] = useState<DayOfWeek>('Monday');
  const hours = useRecurringDayQuery(gymId, day, { enabled: !gym.isError });
  const title = gym.data ? `Set Days Availability for ${gym.data.name}` : 'Set Days Availability';

  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <title>{`${title} | GymSlot`}</title>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {gym.isError ? (
        <ErrorState
          message={isNotFound(gym.error) ? 'Gym not found.' : 'Failed to load gym details or availability.'}
          onRetry={() => void gym.refetch()}
          retrying={gym.isFetching}
        />
      ) : (
        <div className="space-y-4 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6">
          <p className="text-neutral-700">Choose a day, then the hours customers can book on it every week.</p>
          <SelectField label="Day of the week" value={day} options={dayOptions} onChange={setDay} />
          {hours.isError ? (
            <ErrorState message="Failed to load existing availability." onRetry={() => void hours.refetch()} retrying={hours.isFetching} />
          ) : hours.data === undefined ? (
            <div role="status" className="grid gap-4 sm:grid-cols-2">
              <span className="sr-only">Loading {day}'s hours…</span>
              <SkeletonBlock className="h-16" />
              <SkeletonBlock className="h-16" />
            </div>
          ) : (
            <RecurringHoursForm key={day} gymId={gymId} day={day} initialHours={hours.data ?? defaultHours} />
          )}
        </div>
      )}
      <ButtonLink to={paths.ownerDashboard.getHref()} variant="secondary">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </ButtonLink>
    </section>
  );
}
