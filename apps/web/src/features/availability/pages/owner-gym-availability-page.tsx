import { useParams } from 'wouter';
import { ErrorState } from '../../../components/ui/error-state';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { useGymQuery } from '../../discovery/api/get-gym';
import { availabilityViewMessages } from '../availability-messages';
import { isNotFound } from '../is-not-found';
import { useOwnerAvailabilityQuery } from '../api/get-owner-availability';
import { GymAvailabilityView } from '../components/gym-availability-view';
import { serverErrorText } from '../../../i18n/server-messages';

export default function OwnerGymAvailabilityPage() {
  const t = useStore(availabilityViewMessages);
  const { gymId = '' } = useParams();
  const gym = useGymQuery(gymId);
  const availability = useOwnerAvailabilityQuery(gymId);
  const error = availability.error ?? gym.error;

  function retry() {
    if (availability.isError) void availability.refetch();
    if (gym.isError) void gym.refetch();
  }

  return (
    <GymAvailabilityView
      gymName={gym.data?.name}
      availability={availability.data}
      failure={
        error && (
          <ErrorState
            message={isNotFound(error) ? t.gymNotFound : serverErrorText(error, t.loadAllFailed)}
            onRetry={retry}
            retrying={availability.isFetching || gym.isFetching}
          />
        )
      }
      setDatesHref={paths.ownerDateAvailability.getHref()}
      setWeeklyHref={paths.recurringAvailability.getHref(gymId)}
      back={{ href: paths.ownerDashboard.getHref(), label: t.backToDashboard }}
    />
  );
}
