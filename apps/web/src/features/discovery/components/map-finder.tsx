import type { NearbyGym, NearbyGymsReply } from '@gymslot/shared/gym-schemas';
import { MapPinOff } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useStore } from '../../../i18n/use-store';
import { useNearbyGymsQuery } from '../api/get-nearby-gyms';
import { useMapFinderFilters } from '../hooks/use-map-finder-filters';
import { useMapTiles } from '../hooks/use-map-tiles';
import type { Coordinates } from '../location/request-position';
import { LazyGymMap } from '../map/lazy-gym-map';
import { activeFilterCount, isLargestMapFinderRadius, toNearbyGymsParams, zoomByRadius } from '../map-finder-filters';
import { mapFinderMessages } from '../map-finder-messages';
import type { MapFinderTexts } from '../map-finder-messages';
import { GymFallbackList } from './gym-fallback-list';
import { MapFilterPanel } from './map-filter-panel';
import { MapFinderToolbar } from './map-finder-toolbar';
import { MapGymCard } from './map-gym-card';
import { MapLegend } from './map-legend';
import { MapTilesNote } from './map-tiles-note';

/** 'Found N gyms within R km', plus the search text; read from the reply, so it never describes a request still on its way. */
function foundLine({ count, filters }: NearbyGymsReply, t: MapFinderTexts): string {
  const found = { gyms: t.gymCount(count), radius: filters.radius };
  return filters.search ? t.foundForSearch({ ...found, search: filters.search }) : t.found(found);
}

interface MapFinderProps {
  /** The point searched around: the person's position, or the default one. */
  origin: Coordinates;
  /** Whether `origin` is the person's own position; only then is there a 'You are here'. */
  located: boolean;
}

/** The map finder once there is a point to search around (the person's, or the default one). */
export function MapFinder({ origin, located }: MapFinderProps) {
  const t = useStore(mapFinderMessages);
  const filterPanelId = useId();
  const filters = useMapFinderFilters();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [selectedGym, setSelectedGym] = useState<NearbyGym | null>(null);
  const mapTiles = useMapTiles();
  const nearby = useNearbyGymsQuery(toNearbyGymsParams(origin, filters.applied));
  const gyms = nearby.data?.gyms ?? [];

  function applyFilters() {
    filters.applyNow();
    setFiltersOpen(false);
  }

  return (
    <div className="space-y-4">
      <MapFinderToolbar
        searchText={filters.draft.search}
        onSearchTextChange={(search) => filters.update({ search })}
        filtersOpen={filtersOpen}
        filterPanelId={filterPanelId}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        activeFilterCount={activeFilterCount(filters.draft)}
      />
      {filtersOpen && (
        <MapFilterPanel
          id={filterPanelId}
          filters={filters.draft}
          onChange={filters.update}
          onToggleAmenity={filters.toggleAmenity}
          onClearAll={filters.clearPanel}
          onApply={applyFilters}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="font-medium text-neutral-800">
          {nearby.data ? foundLine(nearby.data, t) : t.searching}
        </p>
        <MapLegend showYou={located} />
      </div>
      {nearby.isError && (
        <ErrorState message={t.fetchFailed} onRetry={() => void nearby.refetch()} retrying={nearby.isFetching} />
      )}
      <div className="grid items-start gap-4 lg:grid-cols-[2fr_1fr]">
        <LazyGymMap
          label={t.mapLabel}
          center={origin}
          showUserMarker={located}
          zoom={zoomByRadius[filters.applied.radius]}
          gyms={gyms}
          tiles={mapTiles.tiles}
          onSelectGym={setSelectedGym}
          onTilesUnavailable={mapTiles.reportTilesUnavailable}
        />
        <div className="space-y-4">
          {nearby.data?.count === 0 && (
            <EmptyState
              Icon={MapPinOff}
              title={t.noGymsHere}
              hint={
                isLargestMapFinderRadius(filters.applied.radius)
                  ? t.tryFewerFilters
                  : t.tryLargerRadius
              }
            />
          )}
          {selectedGym && <MapGymCard gym={selectedGym} distanceFromYou={located} onClose={() => setSelectedGym(null)} />}
          {mapTiles.tilesUnavailable && gyms.length > 0 && (
            <>
              <MapTilesNote />
              <GymFallbackList gyms={gyms} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
