import { useParams } from 'wouter';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { useAuth } from '../../../lib/auth-context';
import { PriceBandsScreen } from '../components/price-bands-screen';
import { priceBandsMessages } from '../price-bands-messages';

/**
 * An owner's (`/owner/gym/:gymId/prices`) or an admin's (`/admin/gym/:gymId/prices`) Prices page.
 * One page module for both routes, so its code stays in its own chunk rather than the one every
 * data page preloads (build/data-routes-chunk.ts); the server decides whose gym it is.
 */
export default function PriceBandsPage() {
  const t = useStore(priceBandsMessages);
  const { gymId = '' } = useParams();
  const isAdmin = useAuth().user?.role === 'admin';
  const back = isAdmin
    ? { href: paths.adminDashboard.getHref(), label: t.backToAdmin }
    : { href: paths.ownerDashboard.getHref(), label: t.backToDashboard };
  return <PriceBandsScreen gymId={gymId} back={back} />;
}
