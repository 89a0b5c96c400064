import { ChevronRight, MapPin, MapPinOff } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { useCityNamesQuery } from '../api/get-city-names';

const messages = i18n('discovery-cities-page', {
  pageTitle: 'All Available Cities | GymSlot',
  heading: 'All Available Cities',
  loadFailed: 'Failed to load cities. Please try again later.',
  loading: 'Loading cities…',
  noCities: 'No cities with approved gyms found yet.',
});

export default function CitiesPage() {
  const t = useStore(messages);
  const cityNames = useCityNamesQuery();

  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <title>{t.pageTitle}</title>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t.heading}</h1>
      {cityNames.isError ? (
        <ErrorState
          message={t.loadFailed}
          onRetry={() => void cityNames.refetch()}
          retrying={cityNames.isFetching}
        />
      ) : cityNames.data === undefined ? (
        <CardGridSkeleton label={t.loading} count={3} />
      ) : cityNames.data.length === 0 ? (
        <EmptyState Icon={MapPinOff} title={t.noCities} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {cityNames.data.map((city) => (
            <li key={city}>
              <Link
                to={paths.cityGyms.getHref(city)}
                className="flex min-h-14 items-center gap-3 rounded-2xl border border-neutral-200 bg-white px-4 py-3 font-semibold hover:border-accent"
              >
                <MapPin aria-hidden="true" className="size-5 text-accent" />
                <span className="flex-1">{city}</span>
                <ChevronRight aria-hidden="true" className="size-5 text-neutral-500" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
