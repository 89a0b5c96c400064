import { useAuth } from '../../../lib/auth-context';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { navMessages } from '../../../app/layout/nav-links';
import { homeMessages } from '../home-messages';
import { GymSearchForm } from './gym-search-form';

/** What the hero offers next, by who is looking (spec §2 "Home"). */
export function HomeActions() {
  const t = useStore(homeMessages);
  const nav = useStore(navMessages);
  const { status, user } = useAuth();

  // Holds the space of a visitor's buttons (one row, a button tall) while the login check runs: the
  // HTML of / shows the page in this state (issue 31), and most first visits are a visitor's, so the
  // buttons take its place without moving the page.
  if (status === 'loading') return <div className="min-h-11" />;

  if (user === null) {
    return (
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.register.getHref()}>{t.getStarted}</ButtonLink>
        <ButtonLink to={paths.login.getHref()} variant="secondary">
          {t.logIn}
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <p className="text-lg font-semibold">{t.welcomeBack({ name: user.name })}</p>
      {user.role === 'user' && (
        <>
          <GymSearchForm />
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={paths.findGyms.getHref()}>{t.findGym}</ButtonLink>
            <ButtonLink to={paths.explore.getHref()} variant="secondary">
              {t.exploreGyms}
            </ButtonLink>
          </div>
        </>
      )}
      {user.role === 'gym_owner' && <ButtonLink to={paths.ownerDashboard.getHref()}>{t.goToDashboard}</ButtonLink>}
      {user.role === 'admin' && <ButtonLink to={paths.adminDashboard.getHref()}>{nav.adminDashboard}</ButtonLink>}
    </div>
  );
}
