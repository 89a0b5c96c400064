import { useParams } from 'wouter';
import { GymSettingsPage } from '../../../components/ui/gym-settings-page';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { useSellingQuery } from '../api/selling';
import { ClosuresSection } from '../components/closures-section';
import { SellingForm } from '../components/selling-form';
import { sellingMessages } from '../selling-messages';

/**
 * `/owner/gym/:gymId/selling` (§8.12): how GymSlot sells one gym (places per slot, days ahead,
 * minimum notice) and its closed hours. The server decides whose gym it is (owner or admin).
 */
export default function OwnerSellingPage() {
  const t = useStore(sellingMessages);
  const { gymId = '' } = useParams();
  const selling = useSellingQuery(gymId);
  const back = { href: paths.ownerDashboard.getHref(), label: t.backToDashboard };

  return (
    <GymSettingsPage query={selling} texts={t} back={back} width="max-w-3xl" skeletonClassName="h-64 w-full">
      {({ selling: saved }) => (
        <>
          <p className="mt-2 text-neutral-700">{t.intro({ gym: saved.gymName, capacity: saved.capacity })}</p>
          <SellingForm key={saved.gymId} saved={saved} />
          <ClosuresSection gymId={saved.gymId} />
        </>
      )}
    </GymSettingsPage>
  );
}
