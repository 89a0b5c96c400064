import { useEffect, useRef } from 'react';

/**
 * Calls `onRestored` when the browser shows this page again from its back-forward cache, where
 * everything is as it was left (a spinning button, a "redirecting" message) and no effect reruns.
 */
export function usePageRestored(onRestored: () => void): void {
  const latest = useRef(onRestored);
  useEffect(() => {
    latest.current = onRestored;
  });
  useEffect(() => {
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current();
    };
    window.addEventListener('pageshow', handlePageShow);
    return () => window.removeEventListener('pageshow', handlePageShow);
  }, []);
}
