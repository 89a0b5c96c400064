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
import { useStore } from '../../../i18n/use-store';
import { formatWeekdayName } from '../../../lib/date-formatters';
import { useGymQuery } from '../../discovery/api/get-gym';
import { weeklyAvailabilityMessages } from '../availability-messages';
import { isNotFound } from '../is-not-found';
import { useRecurringDayQuery } from '../api/get-recurring-day';
import type { RecurringHours } from '../api/get-recurring-day';
import { RecurringHoursForm } from '../components/recurring-hours-form';

/** Spec §9: a day with no weekly hours yet starts from 09:00 AM to 05:00 PM. */
const defaultHours: RecurringHours = { startTime: '09:00 AM', endTime: '05:00 PM' };

export default function RecurringAvailabilityPage() {
  const t = useStore(weeklyAvailabilityMessages);
  // The API takes English day names; the select shows them in the language the page is read in.
  const dayOptions = daysOfWeek.map((value) => ({ value, label: formatWeekdayName(value) }));
  const { gymId = '' } = useParams();
  const gym = useGymQuery(gymId);
  const [day, setDay] = useState<DayOfWeek>('Monday');
  const hours = useRecurringDayQuery(gymId, day, { enabled: !gym.isError });
  const title = gym.data ? t.titleFor({ gym: gym.data.name }) : t.title;

  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <title>{`${title} | GymSlot`}</title>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {gym.isError ? (
        <ErrorState
          message={isNotFound(gym.error) ? t.gymNotFound : t.loadFailed}
          onRetry={() => void gym.refetch()}
          retrying={gym.isFetching}
        />
      ) : (
        <div className="space-y-4 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6">
          <p className="text-neutral-700">{t.intro}</p>
          <SelectField label={t.dayLabel} value={day} options={dayOptions} onChange={setDay} />
          {hours.isError ? (
            <ErrorState message={t.hoursFailed} onRetry={() => void hours.refetch()} retrying={hours.isFetching} />
          ) : hours.data === undefined ? (
            <div role="status" className="grid gap-4 sm:grid-cols-2">
              <span className="sr-only">{t.loadingHours({ day: formatWeekdayName(day) })}</span>
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
        {t.backToDashboard}
      </ButtonLink>
    </section>
  );
}
