import { ChevronRight, MapPin, MapPinOff } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { paths } from '../../../config/paths';
import { useCityNamesQuery } from '../api/get-city-names';

export default function CitiesPage() {
  const cityNames = useCityNamesQuery();

  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <title>All Available Cities | GymSlot</title>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">All Available Cities</h1>
      {cityNames.isError ? (
        <ErrorState
          message="Failed to load cities. Please try again later."
          onRetry={() => void cityNames.refetch()}
          retrying={cityNames.isFetching}
        />
      ) : cityNames.data === undefined ? (
        <CardGridSkeleton label="Loading cities…" count={3} />
      ) : cityNames.data.length === 0 ? (
        <EmptyState Icon={MapPinOff} title="No cities with approved gyms found yet." />
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
