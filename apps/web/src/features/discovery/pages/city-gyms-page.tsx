import { SearchX, Store } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SearchField } from '../../../components/ui/search-field';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useCityGymsQuery } from '../api/get-city-gyms';
import { GymListingCard } from '../components/gym-listing-card';
import { gymMatchesText } from '../gym-text-match';

export default function CityGymsPage() {
  const { city: cityParam = '' } = useParams();
  const cityGyms = useCityGymsQuery(cityParam);
  // The address may be in any case ('/gyms/pune'); the gyms carry the city's own spelling.
  const city = cityGyms.data?.[0]?.city ?? cityParam;
  const [searchText, setSearchText] = useState('');
  const matchingGyms = cityGyms.data?.filter((gym) => gymMatchesText(gym, searchText)) ?? [];

  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <title>{`Gyms in ${city} | GymSlot`}</title>
      <p>
        <TextLink to={paths.explore.getHref()}>← Back to Explore Cities</TextLink>
      </p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Gyms in {city}</h1>
      <div className="max-w-xl">
        <SearchField label={`Search gyms in ${city}`} placeholder="Search gyms..." value={searchText} onChange={setSearchText} clearable />
      </div>
      {cityGyms.isError ? (
        <ErrorState
          message={`Failed to load gyms for ${city}. Please try again later.`}
          onRetry={() => void cityGyms.refetch()}
          retrying={cityGyms.isFetching}
        />
      ) : cityGyms.data === undefined ? (
        <CardGridSkeleton label={`Loading gyms in ${city}…`} />
      ) : cityGyms.data.length === 0 ? (
        <EmptyState
          Icon={Store}
          title={`No gyms listed in ${city} yet.`}
          hint="Pick another city to find a gym near you."
          action={<TextLink to={paths.explore.getHref()}>Explore other cities</TextLink>}
        />
      ) : matchingGyms.length === 0 ? (
        <EmptyState Icon={SearchX} title="No gyms match your search." hint="Try another name, or clear the search." />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {matchingGyms.map((gym) => (
            <li key={gym._id}>
              <GymListingCard gym={gym} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
