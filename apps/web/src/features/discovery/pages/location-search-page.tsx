import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { SelectField } from '../../../components/ui/select-field';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { useStore } from '../../../i18n/use-store';
import { useGymSearchQuery } from '../api/search-gyms';
import type { GymSearchParams } from '../api/search-gyms';
import { LocationSearchForm } from '../components/location-search-form';
import { LocationSearchQuickActions } from '../components/location-search-quick-actions';
import { LocationSearchResults } from '../components/location-search-results';
import { useLastPresent } from '../hooks/use-last-present';
import { useCurrentPosition } from '../location/use-current-position';
import { locationSearchMessages } from '../location-search-messages';
import { defaultSearchRadius, searchRadiusOptions, searchSortOptions, sortSearchResults } from '../location-search-options';
import type { SearchRadius, SearchSort } from '../location-search-options';

/** The latest way the person asked: by text, or around where they are. */
type SearchMode = { kind: 'text'; text: string } | { kind: 'nearby' };

export default function LocationSearchPage() {
  const t = useStore(locationSearchMessages);
  const location = useCurrentPosition({ maximumAgeMs: 300_000, locateOnMount: false });
  const [mode, setMode] = useState<SearchMode | null>(null);
  const [radius, setRadius] = useState<SearchRadius>(defaultSearchRadius);
  const [sortBy, setSortBy] = useState<SearchSort>('distance');
  // Asking again keeps the last position (and its results) until the new one arrives.
  const position = useLastPresent(location.state.status === 'located' ? location.state.position : null);

  const params: GymSearchParams | null =
    mode?.kind === 'text'
      ? { search: mode.text }
      : mode?.kind === 'nearby' && position
        ? { near: { latitude: position.latitude, longitude: position.longitude, radius: Number(radius) } }
        : null;
  const results = useGymSearchQuery(params);
  const effectiveSort: SearchSort = position === null && sortBy === 'distance' ? 'name' : sortBy;
  const nearbySearchFailed = mode?.kind === 'nearby' && location.state.status === 'failed';

  function searchNearMe() {
    setMode({ kind: 'nearby' });
    location.locate();
  }

  function changeRadius(nextRadius: SearchRadius) {
    setRadius(nextRadius);
    setMode({ kind: 'nearby' });
  }

  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <title>{t.pageTitle}</title>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t.heading}</h1>
      <LocationSearchForm
        onSearchText={(text) => setMode({ kind: 'text', text })}
        onUseMyLocation={searchNearMe}
        locating={location.state.status === 'locating'}
      />
      {nearbySearchFailed && <Alert tone="error">{t.locationDenied}</Alert>}
      {params !== null && (
        <div className="grid max-w-md gap-3 sm:grid-cols-2">
          {position && <SelectField label={t.radius} value={radius} options={searchRadiusOptions} onChange={changeRadius} />}
          <SelectField
            label={t.sortBy}
            value={effectiveSort}
            options={searchSortOptions(position !== null, t)}
            onChange={setSortBy}
          />
        </div>
      )}
      {mode === null || nearbySearchFailed ? (
        <LocationSearchQuickActions onFindNearMe={searchNearMe} />
      ) : params === null ? (
        <CardGridSkeleton label={t.findingLocation} />
      ) : (
        <LocationSearchResults
          gyms={results.data && sortSearchResults(results.data, effectiveSort)}
          errorMessage={results.isError ? (params.near ? t.nearbyFailed : t.searchFailed) : null}
          onRetry={() => void results.refetch()}
          retrying={results.isFetching}
        />
      )}
    </section>
  );
}
