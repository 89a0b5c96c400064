import type { FastifyBaseLogger } from 'fastify';
import type { PublicCatalogue } from '../catalogue/public-catalogue.js';
import { isCityPage } from './city-page-path.js';
import { gymPagePath, gymPagePicturePreloads } from './gym-page-preload.js';
import { ownPages } from './own-page-calls.js';
import { modulePreload, pageFiles, type PagePreloadMap } from './page-preload-map.js';

interface PreloadedPage {
  path: Pick<RegExp, 'test'>;
  /** The page's name in apps/web's route tables, its key in the build's page-preloads.json. */
  page: string;
  /** `Link` values for the pictures it shows first (its API replies come inside the HTML, boot-replies.ts). */
  pictures?(catalogue: PublicCatalogue, pathname: string): Promise<string[]>;
}

/** The pages a visit most often starts on after the home page, and a person's own pages (the slow-network bench measures each). */
const preloadedPages: readonly PreloadedPage[] = [
  { path: /^\/explore\/?$/i, page: 'explore' },
  { path: gymPagePath, page: 'gymDetails', pictures: gymPagePicturePreloads },
  // After the gym page: /gyms/{id} is a gym's.
  { path: { test: isCityPage }, page: 'cityGyms' },
  // The signed-in person's own pages (issue 32): their first data comes inside the HTML too.
  ...ownPages.map(({ path, page }) => ({ path, page })),
];

export type PagePreloads = (pathname: string, log: FastifyBaseLogger) => Promise<string[]>;

/**
 * Preloads for what a page needs after the data routes: its own chunks, which the data routes
 * would otherwise request only once they run, and the pictures it shows first, which the page
 * would otherwise request only once it renders. `alreadyListed` (the data routes' preloads) are
 * left out. A failed catalogue read costs only the pictures' preloads; the page's own request reports it.
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
    const pictures = page.pictures === undefined ? [] : await page.pictures(catalogue, pathname).catch((error: unknown) => {
      log.warn({ err: error }, 'page picture preloads skipped: catalogue unavailable');
      return [];
    });
    return [...page.chunks, ...pictures];
  };
}
