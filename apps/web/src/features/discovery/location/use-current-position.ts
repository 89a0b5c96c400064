import { useCallback, useEffect, useRef, useState } from 'react';
import { isLocationFailure, requestPosition } from './request-position';
import type { Coordinates, LocationFailure } from './request-position';

export type PositionState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; position: Coordinates }
  | { status: 'failed'; failure: LocationFailure };

interface UseCurrentPositionOptions {
  /** How old a cached position may be (spec §9: 60 s on the maps, 300 s on the search page). */
  maximumAgeMs: number;
  /** Ask as soon as the screen opens, rather than on a button press. */
  locateOnMount: boolean;
}

/** The person's position and a way to ask again; only the latest request's answer counts. */
export function useCurrentPosition({ maximumAgeMs, locateOnMount }: UseCurrentPositionOptions) {
  const [state, setState] = useState<PositionState>(locateOnMount ? { status: 'locating' } : { status: 'idle' });
  const latestRequest = useRef(0);

  const startRequest = useCallback(() => {
    const request = ++latestRequest.current;
    requestPosition(maximumAgeMs).then(
      (position) => {
        if (request === latestRequest.current) setState({ status: 'located', position });
      },
      (failure: unknown) => {
        if (request === latestRequest.current) setState({ status: 'failed', failure: isLocationFailure(failure) ? failure : 'unknown' });
      },
    );
  }, [maximumAgeMs]);

  useEffect(() => {
    if (locateOnMount) startRequest();
  }, [locateOnMount, startRequest]);

  const locate = useCallback(() => {
    setState({ status: 'locating' });
    startRequest();
  }, [startRequest]);

  return { state, locate };
}
