import { params } from '@gymslot/shared/message-params';
import { SearchX, Store } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SearchField } from '../../../components/ui/search-field';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { useCityGymsQuery } from '../api/get-city-gyms';
import { GymListingCard } from '../components/gym-listing-card';
import { gymMatchesText } from '../gym-text-match';

const messages = i18n('discovery-city-gyms-page', {
  pageTitle: params('Gyms in {city} | GymSlot'),
  backToCities: '← Back to Explore Cities',
  heading: params('Gyms in {city}'),
  searchLabel: params('Search gyms in {city}'),
  searchPlaceholder: 'Search gyms...',
  loadFailed: params('Failed to load gyms for {city}. Please try again later.'),
  loading: params('Loading gyms in {city}…'),
  noGyms: params('No gyms listed in {city} yet.'),
  noGymsHint: 'Pick another city to find a gym near you.',
  exploreOtherCities: 'Explore other cities',
  noMatch: 'No gyms match your search.',
  noMatchHint: 'Try another name, or clear the search.',
});

export default function CityGymsPage() {
  const t = useStore(messages);
  const { city: cityParam = '' } = useParams();
  const cityGyms = useCityGymsQuery(cityParam);
  // The address may be in any case ('/gyms/pune'); the gyms carry the city's own spelling.
  const city = cityGyms.data?.[0]?.city ?? cityParam;
  const [searchText, setSearchText] = useState('');
  const matchingGyms = cityGyms.data?.filter((gym) => gymMatchesText(gym, searchText)) ?? [];

  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <title>{t.pageTitle({ city })}</title>
      <p>
        <TextLink to={paths.explore.getHref()}>{t.backToCities}</TextLink>
      </p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t.heading({ city })}</h1>
      <div className="max-w-xl">
        <SearchField label={t.searchLabel({ city })} placeholder={t.searchPlaceholder} value={searchText} onChange={setSearchText} clearable />
      </div>
      {cityGyms.isError ? (
        <ErrorState
          message={t.loadFailed({ city })}
          onRetry={() => void cityGyms.refetch()}
          retrying={cityGyms.isFetching}
        />
      ) : cityGyms.data === undefined ? (
        <CardGridSkeleton label={t.loading({ city })} />
      ) : cityGyms.data.length === 0 ? (
        <EmptyState
          Icon={Store}
          title={t.noGyms({ city })}
          hint={t.noGymsHint}
          action={<TextLink to={paths.explore.getHref()}>{t.exploreOtherCities}</TextLink>}
        />
      ) : matchingGyms.length === 0 ? (
        <EmptyState Icon={SearchX} title={t.noMatch} hint={t.noMatchHint} />
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
