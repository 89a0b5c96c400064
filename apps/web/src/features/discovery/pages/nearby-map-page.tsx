import { LocateFixed } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { SelectOption } from '../../../components/ui/select-field';
import { SelectField } from '../../../components/ui/select-field';
import { useNearbyGymsQuery } from '../api/get-nearby-gyms';
import { MapTilesNote } from '../components/map-tiles-note';
import { NearbyGymsSidebar, nearbyGymLinkId } from '../components/nearby-gyms-sidebar';
import { useLastPresent } from '../hooks/use-last-present';
import { useMapTiles } from '../hooks/use-map-tiles';
import type { Coordinates } from '../location/request-position';
import { useCurrentPosition } from '../location/use-current-position';
import { LazyGymMap, preloadGymMap } from '../map/lazy-gym-map';
import { countOf } from '../plural';

type NearbyRadius = '5' | '10' | '20' | '50';

// Spec §8 and §9 for the second map: Delhi when the position cannot be had, radius 5 to 50 km, zoom 13.
const fallbackOrigin: Coordinates = { latitude: 28.61, longitude: 77.21 };
const radiusOptions: readonly SelectOption<NearbyRadius>[] = [
  { value: '5', label: '5 km' },
  { value: '10', label: '10 km' },
  { value: '20', label: '20 km' },
  { value: '50', label: '50 km' },
];
const mapZoom = 13;

export default function NearbyMapPage() {
  const location = useCurrentPosition({ maximumAgeMs: 60_000, locateOnMount: true });
  useEffect(preloadGymMap, []);
  const [radius, setRadius] = useState<NearbyRadius>('5');
  const mapTiles = useMapTiles();
  const { state } = location;
  // While Find My Location runs again, the map stays where it was.
  const origin = useLastPresent(state.status === 'located' ? state.position : state.status === 'failed' ? fallbackOrigin : null);
  // This screen sends only the point and the radius (spec §7).
  const nearby = useNearbyGymsQuery(origin && { lat: origin.latitude, lng: origin.longitude, radius: Number(radius) });

  return (
    <section className="mx-auto max-w-6xl space-y-4 px-4 py-8">
      <title>Nearby Gyms | GymSlot</title>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Nearby Gyms</h1>
      <div className="flex flex-wrap items-end gap-3">
        <Button pending={state.status === 'locating'} onClick={location.locate}>
          {state.status !== 'locating' && <LocateFixed aria-hidden="true" className="size-4" />}
          Find My Location
        </Button>
        <div className="w-36">
          <SelectField label="Radius" value={radius} options={radiusOptions} onChange={setRadius} />
        </div>
      </div>
      {state.status === 'failed' && (
        <Alert tone="warning">
          <p>Location access denied.</p>
          <p>Your location is off, so the map shows Delhi and no &lsquo;You are here&rsquo; marker. Press Find My Location to try again.</p>
        </Alert>
      )}
      <p role="status" className="font-medium text-neutral-800">
        {nearby.data
          ? `Found ${countOf(nearby.data.count, 'gym')} within ${nearby.data.filters.radius} km`
          : origin === null
            ? 'Fetching your location...'
            : 'Searching for gyms…'}
      </p>
      <div className="grid items-start gap-4 lg:grid-cols-[2fr_1fr]">
        {origin && (
          <LazyGymMap
            label="Map of nearby gyms"
            center={origin}
            showUserMarker={state.status === 'located'}
            zoom={mapZoom}
            gyms={nearby.data?.gyms ?? []}
            tiles={mapTiles.tiles}
            onSelectGym={(gym) => document.getElementById(nearbyGymLinkId(gym._id))?.focus()}
            onTilesUnavailable={mapTiles.reportTilesUnavailable}
          />
        )}
        <div className="space-y-3">
          {mapTiles.tilesUnavailable && <MapTilesNote />}
          <NearbyGymsSidebar
            gyms={nearby.data?.gyms}
            atLargestRadius={radius === radiusOptions.at(-1)?.value}
            failed={nearby.isError}
            onRetry={() => void nearby.refetch()}
            retrying={nearby.isFetching}
          />
        </div>
      </div>
    </section>
  );
}
