import type { FastifyBaseLogger } from 'fastify';
import type { PublicCatalogue } from '../catalogue/public-catalogue.js';
import { apiFetchPreload } from './api-fetch-preload.js';
import { gymPageDataPreloads, gymPagePath } from './gym-page-preload.js';
import { modulePreload, pageFiles, type PagePreloadMap } from './page-preload-map.js';

interface PreloadedPage {
  path: RegExp;
  /** The page's name in apps/web's route tables, its key in the build's page-preloads.json. */
  page: string;
  /** `Link` values for the API replies (and pictures) it renders from. */
  data(catalogue: PublicCatalogue, pathname: string): Promise<string[]>;
}

/** Explore lists the cities and the public gyms, whatever its search text. */
const exploreData = [apiFetchPreload('/api/gyms/city-stats'), apiFetchPreload('/api/gyms/all-public')];

/** The pages a visit most often starts on after the home page (the web bench measures both). */
const preloadedPages: readonly PreloadedPage[] = [
  { path: /^\/explore\/?$/i, page: 'explore', data: async () => exploreData },
  { path: gymPagePath, page: 'gymDetails', data: gymPageDataPreloads },
];

export type PagePreloads = (pathname: string, log: FastifyBaseLogger) => Promise<string[]>;

/**
 * Preloads for what a page needs after the data routes: its own chunks, which the data routes
 * would otherwise request only once they run, and the API replies it renders from, which the page
 * would otherwise request only once it renders. `alreadyListed` (the data routes' preloads) are
 * left out. A failed catalogue read costs only the data's preloads; the page's own request reports it.
 */
export function createPagePreloads(map: PagePreloadMap, alreadyListed: readonly string[], catalogue: PublicCatalogue): PagePreloads {
  const pages = preloadedPages.map((page) => ({
    ...page,
    chunks: pageFiles(map, page.page)
      .map(modulePreload)
      .filter((link) => !alreadyListed.includes(link)),
  }));
  return async (pathname, log) => {
    const page = pages.find(({ path }) => path.test(pathname));
    if (page === undefined) return [];
    const data = await page.data(catalogue, pathname).catch((error: unknown) => {
      log.warn({ err: error }, 'page data preloads skipped: catalogue unavailable');
      return [];
    });
    return [...page.chunks, ...data];
  };
}
