import { isValidElement, lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { matchRoutes } from './match-routes';
import type { RouteDefinition } from './match-routes';

interface LoadedPage {
  default: ComponentType;
}

type PageModule = Promise<LoadedPage>;

export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => PageModule };

/**
 * A page in its own chunk, which can also be fetched before it renders (the module loads once).
 * Once its chunk has arrived, the page renders in the same pass: React.lazy reads a loader's
 * result through `then`, and a promise, even a settled one, answers only later, so the page would
 * suspend, show the loading skeleton, and then wait until 300 ms after that skeleton appeared
 * (React spaces out what it reveals after a fallback). A `then` that answers at once avoids all three.
 */
export function lazyPage(load: () => PageModule): LazyPage {
  let loaded: LoadedPage | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const page = lazy(() => (loaded === undefined ? preload() : settledNow(loaded)));
  return Object.assign(page, { preload });
}

/** Stands in for a settled promise: React.lazy only calls `then`, and this one calls back at once. */
function settledNow(module: LoadedPage): PageModule {
  const thenable = {
    then(onLoaded: (value: LoadedPage) => unknown) {
      onLoaded(module);
    },
  };
  return thenable as unknown as PageModule;
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
