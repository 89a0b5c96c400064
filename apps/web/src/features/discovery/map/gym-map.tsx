import 'leaflet/dist/leaflet.css';
import './map-attribution.css';
import type { NearbyGym } from '@gymslot/shared/gym-schemas';
import { useMemo } from 'react';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { useStore } from '../../../i18n/use-store';
import type { MapTiles } from '../hooks/use-map-tiles';
import type { Coordinates } from '../location/request-position';
import { KeepMapCentred } from './keep-map-centred';
import { mapMessages } from './map-messages';
import { gymMarkerIcon, userMarkerIcon } from './marker-icons';
import { useTileHealth } from './use-tile-health';

export interface GymMapProps {
  /** Names the map region for screen readers. */
  label: string;
  center: Coordinates;
  /** The blue 'You are here' dot at the centre: only when the centre is the person's own position. */
  showUserMarker: boolean;
  zoom: number;
  gyms: readonly NearbyGym[];
  /** Null until the server's tile address is known; the markers show without it. */
  tiles: MapTiles | null;
  onSelectGym: (gym: NearbyGym) => void;
  onTilesUnavailable: () => void;
}

/** The only module that loads Leaflet: the person (when located) as a blue dot, gyms as red pins. */
export function GymMap({ label, center, showUserMarker, zoom, gyms, tiles, onSelectGym, onTilesUnavailable }: GymMapProps) {
  const t = useStore(mapMessages);
  const tileEvents = useTileHealth(onTilesUnavailable);
  const userIcon = useMemo(() => userMarkerIcon(t.yourLocation), [t.yourLocation]);
  return (
    <div role="region" aria-label={label} className="isolate overflow-hidden rounded-2xl border border-neutral-200">
      <MapContainer center={[center.latitude, center.longitude]} zoom={zoom} className="h-[60vh] min-h-72 w-full bg-neutral-100">
        {tiles && <TileLayer url={tiles.url} attribution={tiles.attribution} eventHandlers={tileEvents} />}
        <KeepMapCentred center={center} zoom={zoom} />
        {showUserMarker && (
          <Marker
            position={[center.latitude, center.longitude]}
            icon={userIcon}
            interactive={false}
            keyboard={false}
            zIndexOffset={1000}
          />
        )}
        {gyms.map((gym) => (
          <Marker
            key={gym._id}
            position={[gym.latitude, gym.longitude]}
            icon={gymMarkerIcon}
            title={gym.name}
            eventHandlers={{ click: () => onSelectGym(gym) }}
          />
        ))}
      </MapContainer>
    </div>
  );
}
