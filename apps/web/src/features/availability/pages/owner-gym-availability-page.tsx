import { ErrorState } from '../../../components/ui/error-state';
import { paths } from '../../../config/paths';
import { messageFromError } from '../../../lib/api-client';
import { useParams } from '../../../lib/router/use-params';
import { useGymDetailsQuery } from '../api/get-gym-details';
import { isNotFound } from '../is-not-found';
import { useOwnerAvailabilityQuery } from '../api/get-owner-availability';
import { GymAvailabilityView } from '../components/gym-availability-view';

export default function OwnerGymAvailabilityPage() {
  const { gymId = '' } = useParams();
  const gym = useGymDetailsQuery(gymId);
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
            message={isNotFound(error) ? 'Gym not found.' : messageFromError(error, 'Failed to load all availability.')}
            onRetry={retry}
            retrying={availability.isFetching || gym.isFetching}
          />
        )
      }
      showRecurring={false}
      setDatesHref={paths.ownerDateAvailability.getHref()}
      back={{ href: paths.ownerDashboard.getHref(), label: 'Back to Dashboard' }}
    />
  );
}
