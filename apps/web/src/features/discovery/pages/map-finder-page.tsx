import { useEffect } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { LocationErrorScreen } from '../components/location-error-screen';
import { MapFinder } from '../components/map-finder';
import { locationFailureMessages } from '../location/location-messages';
import type { Coordinates } from '../location/request-position';
import { useCurrentPosition } from '../location/use-current-position';
import { preloadGymMap } from '../map/lazy-gym-map';

/** Spec §8: where the map opens when the person's position cannot be had (Mumbai). */
const defaultOrigin: Coordinates = { latitude: 18.96, longitude: 72.83 };

export default function MapFinderPage() {
  const { state } = useCurrentPosition({ maximumAgeMs: 60_000, locateOnMount: true });
  useEffect(preloadGymMap, []);

  return (
    <section className="mx-auto max-w-6xl space-y-4 px-4 py-8">
      <title>Find Gyms Near You | GymSlot</title>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Find Gyms Near You</h1>
      {state.status === 'located' ? (
        <MapFinder origin={state.position} located />
      ) : state.status === 'failed' && state.failure === 'unsupported' ? (
        <LocationErrorScreen message={locationFailureMessages.unsupported} />
      ) : state.status === 'failed' ? (
        <>
          <Alert tone="warning">
            <p>{locationFailureMessages[state.failure]}</p>
            <p className="font-semibold">Showing default location</p>
            <p>Your location is off, so the map shows Mumbai and no &lsquo;You are here&rsquo; marker.</p>
          </Alert>
          <MapFinder origin={defaultOrigin} located={false} />
        </>
      ) : (
        <div className="flex items-center gap-3 py-10 text-neutral-800">
          <Spinner label="Fetching your location..." />
          <p aria-hidden="true">Fetching your location...</p>
        </div>
      )}
    </section>
  );
}
