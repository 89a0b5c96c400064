import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchCurrentUser } from '../../features/auth/api/check-status';

/**
 * On the first visit the service worker takes control only after the page has loaded, so what the
 * page fetched before went past it and is not kept for offline use. When it takes over, the login
 * check and then the bookings on screen are asked for once more, through it (docs/decisions/040).
 * The login check's answer is not used: the person is who they were a moment ago.
 */
export function useRefetchWhenWorkerTakesOver(queryClient: QueryClient): void {
  useEffect(() => {
    const workers = navigator.serviceWorker as ServiceWorkerContainer | undefined;
    if (workers === undefined) return;
    const refetch = () => {
      // The login check first: the worker keeps a reply only for the person it knows is signed in.
      void fetchCurrentUser()
        .catch(() => undefined)
        .then(() => queryClient.invalidateQueries({ queryKey: ['bookings'] }));
    };
    workers.addEventListener('controllerchange', refetch);
    return () => workers.removeEventListener('controllerchange', refetch);
  }, [queryClient]);
}
