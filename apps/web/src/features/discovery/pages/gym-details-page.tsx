import { SearchX } from 'lucide-react';
import { useParams } from 'wouter';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { isGymNotFound, useGymQuery } from '../api/get-gym';
import { GymDetailsView } from '../components/gym-details-view';

/** Mounted at /gym/{id} and, for a gym id, at /gyms/{id} (see app/router/gyms-path-page). */
export default function GymDetailsPage() {
  const { id, city } = useParams();
  const gymId = id ?? city ?? '';
  const gym = useGymQuery(gymId);

  if (gym.data) return <GymDetailsView gym={gym.data} />;
  if (gym.isError && isGymNotFound(gym.error)) {
    return (
      <section className="mx-auto max-w-xl px-4 py-12">
        <title>Gym not found | GymSlot</title>
        <EmptyState
          Icon={SearchX}
          title="Gym not found."
          hint="It may have been removed. Pick another gym from its city."
          action={<ButtonLink to={paths.explore.getHref()}>Explore Cities</ButtonLink>}
        />
      </section>
    );
  }
  if (gym.isError) {
    return (
      <section className="mx-auto max-w-xl px-4 py-12">
        <title>Gym Details | GymSlot</title>
        <ErrorState
          message="Failed to load gym details or availability. Please try again."
          onRetry={() => void gym.refetch()}
          retrying={gym.isFetching}
        />
      </section>
    );
  }
  return <PageSkeleton />;
}
