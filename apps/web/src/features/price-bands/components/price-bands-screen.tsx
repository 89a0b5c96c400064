import { GymSettingsPage } from '../../../components/ui/gym-settings-page';
import { useStore } from '../../../i18n/use-store';
import { formatPricePerHour } from '../../../lib/formatters';
import { usePriceBandsQuery } from '../api/price-bands';
import { priceBandsMessages } from '../price-bands-messages';
import { PriceBandsForm } from './price-bands-form';

interface PriceBandsScreenProps {
  gymId: string;
  back: { href: string; label: string };
}

/** The 'Prices' page of an owner or an admin: the gym's price and its bands, from GET /gyms/{id}/price-bands. */
export function PriceBandsScreen({ gymId, back }: PriceBandsScreenProps) {
  const t = useStore(priceBandsMessages);
  const bands = usePriceBandsQuery(gymId);

  return (
    <GymSettingsPage query={bands} texts={t} back={back} width="max-w-4xl" skeletonClassName="h-40 w-full">
      {(saved) => (
        <>
          <p className="mt-2 text-neutral-700">{t.intro({ gym: saved.gymName, price: formatPricePerHour(saved.pricePerHour) })}</p>
          <PriceBandsForm key={saved.gymId} saved={saved} />
        </>
      )}
    </GymSettingsPage>
  );
}
