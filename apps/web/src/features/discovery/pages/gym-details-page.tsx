import type { Role } from '@gymslot/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { Redirect, useParams } from 'wouter';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { useAuth } from '../../../lib/auth-context';
import { myGymsQueryOptions } from '../../my-gyms/api/get-my-gyms';
import { isGymNotFound, useGymQuery } from '../api/get-gym';
import { GymDetailsView } from '../components/gym-details-view';
import { GymTeamNote } from '../components/gym-team-note';

const messages = i18n('discovery-gym-details-page', {
  notFoundPageTitle: 'Gym not found | GymSlot',
  notFound: 'Gym not found.',
  notFoundHint: 'It may have been removed. Pick another gym from its city.',
  exploreCities: 'Explore Cities',
  pageTitle: 'Gym Details | GymSlot',
  loadFailed: 'Failed to load gym details or availability. Please try again.',
});

/** §8.12: roles that run gyms and may see their own gym's public page, though they cannot book. */
const gymTeamRoles: ReadonlySet<Role> = new Set(['gym_owner', 'gym_staff']);

/** Mounted at /gym/{id} and, for a gym id, at /gyms/{id} (see GymsPathPage in app/router/data-routes.tsx). */
export default function GymDetailsPage() {
  const { id, city } = useParams();
  const gymId = id ?? city ?? '';
  const gym = useGymQuery(gymId);
  const t = useStore(messages);
  const { user } = useAuth();
  const isGymTeam = user !== null && gymTeamRoles.has(user.role);
  // G10 lists the gyms an owner owns or a member of staff works at: only those are theirs to look at.
  const teamGyms = useQuery({ ...myGymsQueryOptions, enabled: isGymTeam });

  if (isGymTeam) {
    if (teamGyms.data && !teamGyms.data.some((own) => own._id === gymId)) return <Redirect to={paths.unauthorized.getHref()} replace />;
    if (gym.data && teamGyms.data) return <GymDetailsView gym={gym.data} gymTeamNote={<GymTeamNote />} />;
  } else if (gym.data) {
    return <GymDetailsView gym={gym.data} />;
  }
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
  if (gym.isError || teamGyms.isError) {
    return (
      <section className="mx-auto max-w-xl px-4 py-12">
        <title>{t.pageTitle}</title>
        <ErrorState
          message={t.loadFailed}
          onRetry={() => void (gym.isError ? gym.refetch() : teamGyms.refetch())}
          retrying={gym.isFetching || teamGyms.isFetching}
        />
      </section>
    );
  }
  return <PageSkeleton />;
}
