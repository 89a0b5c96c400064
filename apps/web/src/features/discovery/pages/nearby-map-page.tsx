import { LocateFixed } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { SelectOption } from '../../../components/ui/select-field';
import { SelectField } from '../../../components/ui/select-field';
import { useStore } from '../../../i18n/use-store';
import { useNearbyGymsQuery } from '../api/get-nearby-gyms';
import { MapTilesNote } from '../components/map-tiles-note';
import { NearbyGymsSidebar, nearbyGymLinkId } from '../components/nearby-gyms-sidebar';
import { useLastPresent } from '../hooks/use-last-present';
import { useMapTiles } from '../hooks/use-map-tiles';
import type { Coordinates } from '../location/request-position';
import { useCurrentPosition } from '../location/use-current-position';
import { LazyGymMap, preloadGymMap } from '../map/lazy-gym-map';
import { nearbyMapMessages } from '../nearby-map-messages';

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
  const t = useStore(nearbyMapMessages);
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
      <title>{t.pageTitle}</title>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t.heading}</h1>
      <div className="flex flex-wrap items-end gap-3">
        <Button pending={state.status === 'locating'} onClick={location.locate}>
          {state.status !== 'locating' && <LocateFixed aria-hidden="true" className="size-4" />}
          {t.findMyLocation}
        </Button>
        <div className="w-36">
          <SelectField label={t.radius} value={radius} options={radiusOptions} onChange={setRadius} />
        </div>
      </div>
      {state.status === 'failed' && (
        <Alert tone="warning">
          <p>{t.locationDenied}</p>
          <p>{t.fallbackNote}</p>
        </Alert>
      )}
      <p role="status" className="font-medium text-neutral-800">
        {nearby.data
          ? t.found({ gyms: t.gymCount(nearby.data.count), radius: nearby.data.filters.radius })
          : origin === null
            ? t.fetchingLocation
            : t.searching}
      </p>
      <div className="grid items-start gap-4 lg:grid-cols-[2fr_1fr]">
        {origin && (
          <LazyGymMap
            label={t.mapLabel}
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
