import { lazy, Suspense } from 'react';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useStore } from '../../../i18n/use-store';
import type { GymMapProps } from './gym-map';
import { mapMessages } from './map-messages';

// Leaflet is the largest download of the map screens. Kept apart, it can download while the page
// asks for the position and shows why it waits.
const loadGymMap = () => import('./gym-map');

const GymMap = lazy(() => loadGymMap().then((module) => ({ default: module.GymMap })));

/** Starts the map download before the map is needed (the browser caches the module). */
export function preloadGymMap(): void {
  void loadGymMap();
}

export function LazyGymMap(props: GymMapProps) {
  const t = useStore(mapMessages);
  return (
    <Suspense
      fallback={
        <div role="status">
          <span className="sr-only">{t.loadingMap}</span>
          <SkeletonBlock className="h-[60vh] min-h-72 w-full rounded-2xl" />
        </div>
      }
    >
      <GymMap {...props} />
    </Suspense>
  );
}
