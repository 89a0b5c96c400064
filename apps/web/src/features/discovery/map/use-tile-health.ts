import { useRef } from 'react';
import type { LeafletEventHandlerFnMap } from 'leaflet';

/**
 * Tile layer events that report, once, when the map's pictures cannot be had (offline, or the
 * tile server unreachable): every visible tile has settled, and none of them loaded.
 */
export function useTileHealth(onTilesUnavailable: () => void): LeafletEventHandlerFnMap {
  const tally = useRef({ loaded: 0, failed: 0, reported: false });
  return {
    tileload: () => {
      tally.current.loaded += 1;
    },
    tileerror: () => {
      tally.current.failed += 1;
    },
    // 'load' fires once all visible tiles are done, whether they loaded or failed.
    load: () => {
      const current = tally.current;
      if (current.reported || current.loaded > 0 || current.failed === 0) return;
      current.reported = true;
      onTilesUnavailable();
    },
  };
}
