import { SearchX } from 'lucide-react';
import { useParams } from 'wouter';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { isGymNotFound, useGymQuery } from '../api/get-gym';
import { GymDetailsView } from '../components/gym-details-view';

const messages = i18n('discovery-gym-details-page', {
  notFoundPageTitle: 'Gym not found | GymSlot',
  notFound: 'Gym not found.',
  notFoundHint: 'It may have been removed. Pick another gym from its city.',
  exploreCities: 'Explore Cities',
  pageTitle: 'Gym Details | GymSlot',
  loadFailed: 'Failed to load gym details or availability. Please try again.',
});

/** Mounted at /gym/{id} and, for a gym id, at /gyms/{id} (see GymsPathPage in app/router/data-routes.tsx). */
export default function GymDetailsPage() {
  const { id, city } = useParams();
  const gymId = id ?? city ?? '';
  const gym = useGymQuery(gymId);
  const t = useStore(messages);

  if (gym.data) return <GymDetailsView gym={gym.data} />;
  if (gym.isError && isGymNotFound(gym.error)) {
    return (
      <section className="mx-auto max-w-xl px-4 py-12">
        <title>{t.notFoundPageTitle}</title>
        <EmptyState
          Icon={SearchX}
          title={t.notFound}
          hint={t.notFoundHint}
          action={<ButtonLink to={paths.explore.getHref()}>{t.exploreCities}</ButtonLink>}
        />
      </section>
    );
  }
  if (gym.isError) {
    return (
      <section className="mx-auto max-w-xl px-4 py-12">
        <title>{t.pageTitle}</title>
        <ErrorState
          message={t.loadFailed}
          onRetry={() => void gym.refetch()}
          retrying={gym.isFetching}
        />
      </section>
    );
  }
  return <PageSkeleton />;
}
