import type { ReactNode } from 'react';
import { matchRoutes } from './match-routes';
import type { RouteDefinition } from './match-routes';
import { RouteContext } from './route-context';
import { useLocation } from './use-location';

/** Renders the route that matches the address, each layout wrapping the next level in its outlet. */
export function Routes({ routes }: { routes: readonly RouteDefinition[] }) {
  const { pathname } = useLocation();
  const match = matchRoutes(routes, pathname);
  if (match === null) return null;
  return match.elements.reduceRight<ReactNode>(
    (outlet, element) => <RouteContext value={{ params: match.params, outlet }}>{element}</RouteContext>,
    null,
  );
}
