import { ArrowLeft, Building2 } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { useAuth } from '../../../lib/auth-context';
import { useMyGymsQuery } from '../../my-gyms/api/get-my-gyms';
import { dateAvailabilityMessages } from '../availability-messages';
import { DateAvailabilityForm } from '../components/date-availability-form';

/** The same screen for owners (their gyms) and admins (every gym), spec §2 and §6. */
export default function DateAvailabilityPage() {
  const t = useStore(dateAvailabilityMessages);
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const gyms = useMyGymsQuery();

  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <title>{t.pageTitle}</title>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t.heading}</h1>
        <p className="mt-2 text-neutral-700">
          {t.intro}
        </p>
      </div>
      {gyms.data === undefined && gyms.isError ? (
        <ErrorState message={t.loadFailed} onRetry={() => void gyms.refetch()} retrying={gyms.isFetching} />
      ) : gyms.data === undefined ? (
        <div role="status" className="space-y-4">
          <span className="sr-only">{t.loading}</span>
          <SkeletonBlock className="h-11 w-full" />
          <SkeletonBlock className="h-80 w-full" />
        </div>
      ) : gyms.data.length === 0 ? (
        <EmptyState
          Icon={Building2}
          title={isAdmin ? t.noGymsAdmin : t.noGyms}
          hint={isAdmin ? t.noGymsAdminHint : t.noGymsHint}
        />
      ) : (
        <div className="rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6">
          <DateAvailabilityForm gyms={gyms.data} />
        </div>
      )}
      <ButtonLink to={isAdmin ? paths.adminDashboard.getHref() : paths.ownerDashboard.getHref()} variant="secondary">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {isAdmin ? t.backToAdmin : t.backToDashboard}
      </ButtonLink>
    </section>
  );
}
