import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { ErrorState } from '../../../components/ui/error-state';
import { SearchField } from '../../../components/ui/search-field';
import { useCityStatsQuery } from '../api/get-city-stats';
import { usePublicGymsQuery } from '../api/get-public-gyms';
import { ExploreResults } from '../components/explore-results';
import { RequestCityCta } from '../components/request-city-cta';
import { useSearchTextParam } from '../hooks/use-search-text-param';

export default function ExplorePage() {
  const [searchText, setSearchText] = useSearchTextParam();
  const cityStats = useCityStatsQuery();
  const publicGyms = usePublicGymsQuery();

  function retry() {
    if (cityStats.isError) void cityStats.refetch();
    if (publicGyms.isError) void publicGyms.refetch();
  }

  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <title>Find Your Gym | GymSlot</title>
      <div>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Find Your Gym</h1>
        <p className="mt-2 text-lg text-neutral-700">Pick a city, or search for a gym by name.</p>
      </div>
      <div className="max-w-xl">
        <SearchField
          label="Search cities and gyms"
          placeholder="e.g. Pune or Iron Temple"
          value={searchText}
          onChange={setSearchText}
          clearable
        />
      </div>
      {cityStats.isError || publicGyms.isError ? (
        <ErrorState
          message="Failed to load gyms/cities. Try again later."
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
        <CardGridSkeleton label="Loading cities…" />
      )}
      <RequestCityCta />
    </section>
  );
}
