import { useSyncExternalStore } from 'react';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** The media query, where the browser has matchMedia (not every test environment does). */
const reducedMotion = () => (typeof window.matchMedia === 'function' ? window.matchMedia(reducedMotionQuery) : null);

function subscribe(onChange: () => void): () => void {
  const query = reducedMotion();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the person asked their device for less motion; follows the setting if it changes. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reducedMotion()?.matches ?? false,
    () => false,
  );
}
