import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { ErrorState } from '../../../components/ui/error-state';
import { SearchField } from '../../../components/ui/search-field';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { useCityStatsQuery } from '../api/get-city-stats';
import { usePublicGymsQuery } from '../api/get-public-gyms';
import { ExploreResults } from '../components/explore-results';
import { RequestCityCta } from '../components/request-city-cta';
import { useSearchTextParam } from '../hooks/use-search-text-param';

const messages = i18n('discovery-explore-page', {
  pageTitle: 'Find Your Gym | GymSlot',
  heading: 'Find Your Gym',
  intro: 'Pick a city, or search for a gym by name.',
  searchLabel: 'Search cities and gyms',
  searchPlaceholder: 'e.g. Pune or Iron Temple',
  loadFailed: 'Failed to load gyms/cities. Try again later.',
  loading: 'Loading cities…',
});

export default function ExplorePage() {
  const t = useStore(messages);
  const [searchText, setSearchText] = useSearchTextParam();
  const cityStats = useCityStatsQuery();
  const publicGyms = usePublicGymsQuery();

  function retry() {
    if (cityStats.isError) void cityStats.refetch();
    if (publicGyms.isError) void publicGyms.refetch();
  }

  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <title>{t.pageTitle}</title>
      <div>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t.heading}</h1>
        <p className="mt-2 text-lg text-neutral-700">{t.intro}</p>
      </div>
      <div className="max-w-xl">
        <SearchField
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={searchText}
          onChange={setSearchText}
          clearable
        />
      </div>
      {cityStats.isError || publicGyms.isError ? (
        <ErrorState
          message={t.loadFailed}
          onRetry={retry}
          retrying={cityStats.isFetching || publicGyms.isFetching}
        />
      ) : cityStats.data && publicGyms.data ? (
        <ExploreResults
          cities={cityStats.data}
          gyms={publicGyms.data}
          searchText={searchText}
          onClearSearch={() => setSearchText('')}
        />
      ) : (
        <CardGridSkeleton label={t.loading} />
      )}
      <RequestCityCta />
    </section>
  );
}
