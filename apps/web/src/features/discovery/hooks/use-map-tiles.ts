import { useState } from 'react';
import { useClientConfigQuery } from '../api/get-client-config';

export interface MapTiles {
  url: string;
  attribution: string;
}

/** Where the map's pictures come from (GET /api/config), and whether they turned out unreachable. */
export function useMapTiles() {
  const clientConfig = useClientConfigQuery();
  const [tilesFailed, setTilesFailed] = useState(false);
  const tiles: MapTiles | null = clientConfig.data
    ? { url: clientConfig.data.mapTileUrl, attribution: clientConfig.data.mapAttribution }
    : null;
  return {
    tiles,
    tilesUnavailable: tilesFailed || clientConfig.isError,
    reportTilesUnavailable: () => setTilesFailed(true),
  };
}
