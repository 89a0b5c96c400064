import type { SearchGym } from '@gymslot/shared/gym-schemas';
import { SearchX } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { useStore } from '../../../i18n/use-store';
import { locationSearchMessages } from '../location-search-messages';
import { GymListingCard } from './gym-listing-card';

interface LocationSearchResultsProps {
  gyms: readonly SearchGym[] | undefined;
  /** The spec's text for the kind of search that failed; null while it has not. */
  errorMessage: string | null;
  onRetry: () => void;
  retrying: boolean;
}

export function LocationSearchResults({ gyms, errorMessage, onRetry, retrying }: LocationSearchResultsProps) {
  const t = useStore(locationSearchMessages);
  if (errorMessage !== null) return <ErrorState message={errorMessage} onRetry={onRetry} retrying={retrying} />;
  if (gyms === undefined) return <CardGridSkeleton label={t.searching} />;
  if (gyms.length === 0) {
    return <EmptyState Icon={SearchX} title={t.noGyms} hint={t.noGymsHint} />;
  }
  return (
    <section aria-label={t.results} className="space-y-3">
      <p role="status" className="text-neutral-700">
        {t.gymsFound(gyms.length)}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {gyms.map((gym) => (
          <li key={gym._id}>
            <GymListingCard gym={gym} distanceKm={gym.distance} />
          </li>
        ))}
      </ul>
    </section>
  );
}
