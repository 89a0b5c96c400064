import { useEffect } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useStore } from '../../../i18n/use-store';
import { LocationErrorScreen } from '../components/location-error-screen';
import { MapFinder } from '../components/map-finder';
import { locationMessages } from '../location/location-messages';
import type { Coordinates } from '../location/request-position';
import { useCurrentPosition } from '../location/use-current-position';
import { preloadGymMap } from '../map/lazy-gym-map';
import { mapFinderMessages } from '../map-finder-messages';

/** Spec §8: where the map opens when the person's position cannot be had (Mumbai). */
const defaultOrigin: Coordinates = { latitude: 18.96, longitude: 72.83 };

export default function MapFinderPage() {
  const t = useStore(mapFinderMessages);
  const locationTexts = useStore(locationMessages);
  const { state } = useCurrentPosition({ maximumAgeMs: 60_000, locateOnMount: true });
  useEffect(preloadGymMap, []);

  return (
    <section className="mx-auto max-w-6xl space-y-4 px-4 py-8">
      <title>{t.pageTitle}</title>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t.heading}</h1>
      {state.status === 'located' ? (
        <MapFinder origin={state.position} located />
      ) : state.status === 'failed' && state.failure === 'unsupported' ? (
        <LocationErrorScreen message={locationTexts.unsupported} />
      ) : state.status === 'failed' ? (
        <>
          <Alert tone="warning">
            <p>{locationTexts[state.failure]}</p>
            <p className="font-semibold">{t.showingDefault}</p>
            <p>{t.defaultLocationNote}</p>
          </Alert>
          <MapFinder origin={defaultOrigin} located={false} />
        </>
      ) : (
        <div className="flex items-center gap-3 py-10 text-neutral-800">
          <Spinner label={t.fetchingLocation} />
          <p aria-hidden="true">{t.fetchingLocation}</p>
        </div>
      )}
    </section>
  );
}
