import { ArrowLeft, Building2 } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth-context';
import { useMyGymsQuery } from '../../owner/api/get-my-gyms';
import { DateAvailabilityForm } from '../components/date-availability-form';

/** The same screen for owners (their gyms) and admins (every gym), spec §2 and §6. */
export default function DateAvailabilityPage() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const gyms = useMyGymsQuery();

  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <title>Set Date Availability | GymSlot</title>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Set Date Availability</h1>
        <p className="mt-2 text-neutral-700">
          Open hourly slots on chosen dates, such as holidays or special sessions. A date set here replaces the weekly hours for that day.
        </p>
      </div>
      {gyms.data === undefined && gyms.isError ? (
        <ErrorState message="Failed to load your gyms. Please try again." onRetry={() => void gyms.refetch()} retrying={gyms.isFetching} />
      ) : gyms.data === undefined ? (
        <div role="status" className="space-y-4">
          <span className="sr-only">Loading your gyms…</span>
          <SkeletonBlock className="h-11 w-full" />
          <SkeletonBlock className="h-80 w-full" />
        </div>
      ) : gyms.data.length === 0 ? (
        <EmptyState
          Icon={Building2}
          title={isAdmin ? 'No gyms registered in the system yet.' : "You don't have any gyms registered yet."}
          hint={isAdmin ? 'Add a gym first, then open its dates here.' : 'Contact an admin to add gyms to your account.'}
        />
      ) : (
        <div className="rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6">
          <DateAvailabilityForm gyms={gyms.data} />
        </div>
      )}
      <ButtonLink to={isAdmin ? paths.adminDashboard.getHref() : paths.ownerDashboard.getHref()} variant="secondary">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {isAdmin ? 'Back to Admin Dashboard' : 'Back to Dashboard'}
      </ButtonLink>
    </section>
  );
}
