import type { ReactNode } from 'react';
import { matchPath } from './match-path';
import type { RouteParams } from './match-path';

/** A page at a path, or a layout (guard, provider) whose children render in its `<Outlet />`. */
export type RouteDefinition =
  | { path: string; element: ReactNode }
  | { element: ReactNode; children: readonly RouteDefinition[] };

interface RouteMatch {
  /** The elements from the outermost layout down to the page. */
  elements: ReactNode[];
  params: RouteParams;
}

/** The first route, in table order, whose path matches; its layouts come along. */
export function matchRoutes(routes: readonly RouteDefinition[], pathname: string): RouteMatch | null {
  for (const route of routes) {
    if ('path' in route) {
      const params = matchPath(route.path, pathname);
      if (params !== null) return { elements: [route.element], params };
    } else {
      const childMatch = matchRoutes(route.children, pathname);
      if (childMatch !== null) return { elements: [route.element, ...childMatch.elements], params: childMatch.params };
    }
  }
  return null;
}
