import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
/** The server's first screen (decision 076) is drawn for a page that has just been fetched. */
const onlineOnServer = () => true;

/** Whether the browser has a network connection, updated the moment it drops or comes back. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onlineOnServer);
}
