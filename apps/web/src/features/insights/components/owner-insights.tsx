import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { useMyGymsQuery } from '../../owner/api/get-my-gyms';
import { InsightsReport } from './insights-report';
import { insightsPageMessages } from '../insights-messages';

/** The select's value for "all my gyms"; gym ids are never empty. */
const ALL_GYMS = '';

/** §8.7: how the owner's gyms are doing over a range of days, all together or one at a time. */
export function OwnerInsights() {
  const t = useStore(insightsPageMessages);
  const gyms = useMyGymsQuery();
  const [gymId, setGymId] = useState(ALL_GYMS);
  const gymOptions = [{ value: ALL_GYMS, label: t.allGyms }, ...(gyms.data ?? []).map((gym) => ({ value: gym._id, label: gym.name }))];

  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <title>{t.pageTitle}</title>
      <TextLink to={paths.ownerDashboard.getHref()}>{t.backToDashboard}</TextLink>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t.heading}</h1>
        <p className="mt-2 text-neutral-700">{t.intro}</p>
      </div>
      <InsightsReport
        gymId={gymId === ALL_GYMS ? undefined : gymId}
        gymChoice={<SelectField label={t.gym} value={gymId} options={gymOptions} onChange={setGymId} />}
      />
    </section>
  );
}
