import { isValidElement, lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { matchRoutes } from './match-routes';
import type { RouteDefinition } from './match-routes';

type PageModule = Promise<{ default: ComponentType }>;

export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => PageModule };

/** A page in its own chunk, which can also be fetched before it renders (the module loads once). */
export function lazyPage(load: () => PageModule): LazyPage {
  return Object.assign(lazy(load), { preload: load });
}

function isLazyPage(type: unknown): type is LazyPage {
  return typeof type === 'object' && type !== null && typeof (type as Partial<LazyPage>).preload === 'function';
}

/**
 * Starts downloading the page that `routes` would show at `pathname` now, while its guards are
 * still waiting for the login check, instead of one after the other.
 */
export function preloadMatchedPage(routes: readonly RouteDefinition[], pathname: string): void {
  const page = matchRoutes(routes, pathname)?.elements.at(-1);
  if (isValidElement(page) && isLazyPage(page.type)) void page.type.preload().catch(() => undefined);
}
