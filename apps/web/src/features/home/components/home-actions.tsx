import { useAuth } from '../../../lib/auth-context';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { GymSearchForm } from './gym-search-form';

/** What the hero offers next, by who is looking (spec §2 "Home"). */
export function HomeActions() {
  const { status, user } = useAuth();

  // Holds its space while the login check runs, so the page does not jump.
  if (status === 'loading') return <div className="min-h-24" />;

  if (user === null) {
    return (
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.register.getHref()}>Get Started</ButtonLink>
        <ButtonLink to={paths.login.getHref()} variant="secondary">
          Log In
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <p className="text-lg font-semibold">Welcome back, {user.name}!</p>
      {user.role === 'user' && (
        <>
          <GymSearchForm />
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={paths.findGyms.getHref()}>Find a Gym</ButtonLink>
            <ButtonLink to={paths.explore.getHref()} variant="secondary">
              Explore Gyms
            </ButtonLink>
          </div>
        </>
      )}
      {user.role === 'gym_owner' && <ButtonLink to={paths.ownerDashboard.getHref()}>Go to Dashboard</ButtonLink>}
      {user.role === 'admin' && <ButtonLink to={paths.adminDashboard.getHref()}>Admin Dashboard</ButtonLink>}
    </div>
  );
}
