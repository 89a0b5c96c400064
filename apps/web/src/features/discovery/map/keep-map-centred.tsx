import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import type { Coordinates } from '../location/request-position';

/** The map's center and zoom props only apply on mount; this follows later changes (a new position, a new radius). */
export function KeepMapCentred({ center, zoom }: { center: Coordinates; zoom: number }) {
  const map = useMap();
  const { latitude, longitude } = center;
  useEffect(() => {
    map.setView([latitude, longitude], zoom);
  }, [map, latitude, longitude, zoom]);
  return null;
}
