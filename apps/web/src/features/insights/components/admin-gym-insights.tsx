import { TextLink } from '../../../components/ui/text-link';
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
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <title>{t.pageTitle}</title>
      <TextLink to={paths.adminDashboard.getHref()}>{t.backToAdmin}</TextLink>
      <h1 className="text-3xl font-bold tracking-tight">{gymName ? t.headingOf({ gym: gymName }) : t.heading}</h1>
      <InsightsReport gymId={gymId} />
    </section>
  );
}
