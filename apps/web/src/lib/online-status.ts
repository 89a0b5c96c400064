import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a network connection, updated the moment it drops or comes back. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine);
}
