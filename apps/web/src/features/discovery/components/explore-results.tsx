import type { CityStat, PublicGym } from '@gymslot/shared/gym-schemas';
import { count } from '@nanostores/i18n';
import { SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { cityMatchesText, gymMatchesText } from '../gym-text-match';
import { CityCard } from './city-card';
import { ExploreGymCard } from './explore-gym-card';
import { ExploreStats } from './explore-stats';

const messages = i18n('discovery-explore-results', {
  cities: count({ one: '{count} city', other: '{count} cities' }),
  gymsFound: count({ one: '{count} gym found', other: '{count} gyms found' }),
  noCities: 'No cities found',
  noCitiesHint: 'Try adjusting your search terms',
  clearSearch: 'Clear Search',
  citiesHeading: 'Cities',
  matchingGyms: 'Matching gyms',
});

interface ExploreResultsProps {
  cities: readonly CityStat[];
  gyms: readonly PublicGym[];
  searchText: string;
  onClearSearch: () => void;
}

/** What Explore shows once both lists are in: counts, stats, the matching cities and gyms. */
export function ExploreResults({ cities, gyms, searchText, onClearSearch }: ExploreResultsProps) {
  const t = useStore(messages);
  const matchingCities = cities.filter((city) => cityMatchesText(city.name, searchText));
  const matchingGyms = gyms.filter((gym) => gymMatchesText(gym, searchText));
  const isSearching = searchText.trim() !== '';
  const partnerGymCount = cities.reduce((total, city) => total + city.totalGyms, 0);

  return (
    <div className="space-y-8">
      <p role="status" className="text-neutral-700">
        {t.cities(matchingCities.length)} • {t.gymsFound(matchingGyms.length)}
      </p>
      <ExploreStats cityCount={cities.length} partnerGymCount={partnerGymCount} />
      {matchingCities.length === 0 && matchingGyms.length === 0 ? (
        <EmptyState
          Icon={SearchX}
          title={t.noCities}
          hint={t.noCitiesHint}
          action={
            <Button variant="secondary" onClick={onClearSearch}>
              {t.clearSearch}
            </Button>
          }
        />
      ) : (
        <>
          {matchingCities.length > 0 && (
            <section aria-labelledby="explore-cities-heading" className="space-y-4">
              <h2 id="explore-cities-heading" className="text-2xl font-bold">
                {t.citiesHeading}
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {matchingCities.map((city) => (
                  <li key={city._id} className="grid">
                    <CityCard city={city} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {/* Every gym is one tap away through its city; the gym list appears once the person searches. */}
          {isSearching && matchingGyms.length > 0 && (
            <section aria-labelledby="explore-gyms-heading" className="space-y-4">
              <h2 id="explore-gyms-heading" className="text-2xl font-bold">
                {t.matchingGyms}
              </h2>
              <ul className="grid gap-3 md:grid-cols-2">
                {matchingGyms.map((gym) => (
                  <li key={gym._id} className="grid">
                    <ExploreGymCard gym={gym} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
