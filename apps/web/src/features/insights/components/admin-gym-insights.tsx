import { BackLinkPage } from '../../../components/ui/back-link-page';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { useAllGymsQuery } from '../../admin/api/get-all-gyms';
import { InsightsReport } from './insights-report';
import { adminInsightsMessages } from '../insights-messages';

/** §8.7: an admin reads one gym's insights, from its card on the admin dashboard. */
export function AdminGymInsights({ gymId }: { gymId: string }) {
  const t = useStore(adminInsightsMessages);
  // Only for the heading: the figures come whatever all-gyms answers (a wrong id gets the API's 404).
  const gymName = useAllGymsQuery().data?.find((gym) => gym._id === gymId)?.name;

  return (
    <BackLinkPage
      title={t.pageTitle}
      heading={gymName ? t.headingOf({ gym: gymName }) : t.heading}
      back={{ href: paths.adminDashboard.getHref(), label: t.backToAdmin }}
      width="max-w-5xl"
    >
      <div className="mt-6">
        <InsightsReport gymId={gymId} />
      </div>
    </BackLinkPage>
  );
}
