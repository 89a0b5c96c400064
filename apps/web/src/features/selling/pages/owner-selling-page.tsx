import { useParams } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { BackLinkPage } from '../../../components/ui/back-link-page';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { serverErrorText } from '../../../i18n/server-messages';
import { useStore } from '../../../i18n/use-store';
import { ApiError } from '../../../lib/api-client';
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

  let body;
  if (selling.data) {
    const { selling: saved } = selling.data;
    body = (
      <>
        <p className="mt-2 text-neutral-700">{t.intro({ gym: saved.gymName, capacity: saved.capacity })}</p>
        <SellingForm key={saved.gymId} saved={saved} />
        <ClosuresSection gymId={saved.gymId} />
      </>
    );
  } else if (selling.error instanceof ApiError && selling.error.status === 404) {
    body = (
      <div className="mt-6">
        <Alert tone="error">{t.notFound}</Alert>
      </div>
    );
  } else if (selling.error) {
    body = (
      <div className="mt-6">
        <ErrorState message={serverErrorText(selling.error, t.loadFailed)} onRetry={() => void selling.refetch()} retrying={selling.isFetching} />
      </div>
    );
  } else {
    body = (
      <div role="status" className="mt-6 space-y-4">
        <span className="sr-only">{t.loading}</span>
        <SkeletonBlock className="h-5 w-2/3" />
        <SkeletonBlock className="h-64 w-full" />
      </div>
    );
  }

  return (
    <BackLinkPage title={`${t.heading} | GymSlot`} heading={t.heading} back={back} width="max-w-3xl">
      {body}
    </BackLinkPage>
  );
}
