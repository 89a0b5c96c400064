import { Alert } from '../../../components/ui/alert';
import { BackLinkPage } from '../../../components/ui/back-link-page';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useStore } from '../../../i18n/use-store';
import { ApiError } from '../../../lib/api-client';
import { formatPricePerHour } from '../../../lib/formatters';
import { usePriceBandsQuery } from '../api/price-bands';
import { priceBandsMessages } from '../price-bands-messages';
import { PriceBandsForm } from './price-bands-form';
import { serverErrorText } from '../../../i18n/server-messages';

interface PriceBandsScreenProps {
  gymId: string;
  back: { href: string; label: string };
}

/** The 'Prices' page of an owner or an admin: the gym's price and its bands, from GET /gyms/{id}/price-bands. */
export function PriceBandsScreen({ gymId, back }: PriceBandsScreenProps) {
  const t = useStore(priceBandsMessages);
  const bands = usePriceBandsQuery(gymId);

  let body;
  if (bands.data) {
    body = (
      <>
        <p className="mt-2 text-neutral-700">{t.intro({ gym: bands.data.gymName, price: formatPricePerHour(bands.data.pricePerHour) })}</p>
        <PriceBandsForm key={bands.data.gymId} saved={bands.data} />
      </>
    );
  } else if (bands.error instanceof ApiError && bands.error.status === 404) {
    body = (
      <div className="mt-6">
        <Alert tone="error">{t.notFound}</Alert>
      </div>
    );
  } else if (bands.error) {
    body = (
      <div className="mt-6">
        <ErrorState message={serverErrorText(bands.error, t.loadFailed)} onRetry={() => void bands.refetch()} retrying={bands.isFetching} />
      </div>
    );
  } else {
    body = (
      <div role="status" className="mt-6 space-y-4">
        <span className="sr-only">{t.loading}</span>
        <SkeletonBlock className="h-5 w-2/3" />
        <SkeletonBlock className="h-40 w-full" />
      </div>
    );
  }

  return (
    <BackLinkPage title={`${t.heading} | GymSlot`} heading={t.heading} back={back} width="max-w-4xl">
      {body}
    </BackLinkPage>
  );
}
