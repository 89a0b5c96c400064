import { useSyncExternalStore } from 'react';

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** True while the window is wider than `widthPx`, kept up to date as it resizes or rotates. */
export function useWindowWiderThan(widthPx: number): boolean {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth > widthPx,
    () => false,
  );
}
