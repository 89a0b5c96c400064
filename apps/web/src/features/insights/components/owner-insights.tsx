import { useState } from 'react';
import { BackLinkPage } from '../../../components/ui/back-link-page';
import { SelectField } from '../../../components/ui/select-field';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { useMyGymsQuery } from '../../my-gyms/api/get-my-gyms';
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
    <BackLinkPage title={t.pageTitle} heading={t.heading} back={{ href: paths.ownerDashboard.getHref(), label: t.backToDashboard }} width="max-w-5xl">
      <p className="mt-2 text-neutral-700">{t.intro}</p>
      <div className="mt-6">
        <InsightsReport
          gymId={gymId === ALL_GYMS ? undefined : gymId}
          gymChoice={<SelectField label={t.gym} value={gymId} options={gymOptions} onChange={setGymId} />}
        />
      </div>
    </BackLinkPage>
  );
}
