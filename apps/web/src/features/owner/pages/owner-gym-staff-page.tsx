import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { BackLinkPage } from '../../../components/ui/back-link-page';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { paths } from '../../../config/paths';
import { serverErrorText } from '../../../i18n/server-messages';
import { useStore } from '../../../i18n/use-store';
import { useMyGymsQuery } from '../../my-gyms/api/get-my-gyms';
import { useGymStaffQuery } from '../api/gym-staff';
import { AddStaffForm } from '../components/add-staff-form';
import { StaffList } from '../components/staff-list';
import { gymStaffMessages } from '../staff-messages';

/** §8.12 `/owner/gym/:gymId/staff`: who works the gym's front desk, added and removed by its owner. */
export default function OwnerGymStaffPage() {
  const t = useStore(gymStaffMessages);
  const { gymId = '' } = useParams();
  const gymName = useMyGymsQuery().data?.find((gym) => gym._id === gymId)?.name;
  const staff = useGymStaffQuery(gymId);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <BackLinkPage
      title={t.pageTitle}
      heading={gymName ? t.headingOf({ gym: gymName }) : t.heading}
      back={{ href: paths.ownerDashboard.getHref(), label: t.backToDashboard }}
      width="max-w-3xl"
    >
      <div className="mt-4 space-y-6">
        <p className="text-neutral-700">{t.intro}</p>
        {notice && <Alert tone="success">{notice}</Alert>}
        <section aria-labelledby="staff-list-heading" className="space-y-3">
          <h2 id="staff-list-heading" className="text-xl font-bold">
            {t.listHeading}
          </h2>
          {staff.isError ? (
            <ErrorState message={serverErrorText(staff.error, t.loadFailed)} onRetry={() => void staff.refetch()} retrying={staff.isFetching} />
          ) : staff.data === undefined ? (
            <CardGridSkeleton label={t.loading} count={1} />
          ) : staff.data.length === 0 ? (
            <EmptyState Icon={UsersRound} title={t.none} hint={t.noneHint} />
          ) : (
            <StaffList gymId={gymId} staff={staff.data} onRemoved={(member) => setNotice(t.removed({ name: member.name }))} />
          )}
        </section>
        {!staff.isError && <AddStaffForm gymId={gymId} onAdded={(member) => setNotice(t.added({ name: member.name }))} />}
      </div>
    </BackLinkPage>
  );
}
