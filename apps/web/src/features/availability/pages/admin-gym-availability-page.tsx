import { useParams } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { ErrorState } from '../../../components/ui/error-state';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { useGymQuery } from '../../discovery/api/get-gym';
import { availabilityViewMessages } from '../availability-messages';
import { isNotFound } from '../is-not-found';
import { useAdminAvailabilityQuery } from '../api/get-admin-availability';
import { GymAvailabilityView } from '../components/gym-availability-view';
import { serverErrorText } from '../../../i18n/server-messages';

/** Spec §5: a gym id is exactly 24 characters; anything else is refused before asking the server. */
const gymIdLength = 24;

export default function AdminGymAvailabilityPage() {
  const t = useStore(availabilityViewMessages);
  const { gymId = '' } = useParams();
  const validId = gymId.length === gymIdLength;
  const gym = useGymQuery(gymId, { enabled: validId });
  const availability = useAdminAvailabilityQuery(gymId, { enabled: validId });
  const error = availability.error ?? gym.error;

  function retry() {
    if (availability.isError) void availability.refetch();
    if (gym.isError) void gym.refetch();
  }

  const failure = !validId ? (
    <Alert tone="error">{t.invalidId}</Alert>
  ) : (
    error && (
      <ErrorState
        message={isNotFound(error) ? t.gymNotFound : serverErrorText(error, t.loadFailed)}
        onRetry={retry}
        retrying={availability.isFetching || gym.isFetching}
      />
    )
  );

  return (
    <GymAvailabilityView
      gymName={gym.data?.name}
      availability={availability.data}
      failure={failure}
      setDatesHref={paths.adminDateAvailability.getHref()}
      back={{ href: paths.adminDashboard.getHref(), label: t.backToAdmin }}
    />
  );
}
