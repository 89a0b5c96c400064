import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { paths } from '../../config/paths';
import { loadOnce } from '../../lib/load-once';

// The pages anyone reads without data from the API, by their names in `paths`: they download with
// the entry's route table, each its own chunk (ui.md "Fast by default"). Every other page is found by
// the data routes (data-routes.tsx), which arrive with their own chunk.

/** The home page's chunk: its first render waits for it (main.tsx), since the HTML already shows the page. */
export const loadHomePage = loadOnce(() => import('../../features/home/pages/home-page'));

export const publicPages = {
  home: lazy(loadHomePage),
  about: lazy(() => import('../../features/info/pages/about-page')),
  partnership: lazy(() => import('../../features/info/pages/partnership-page')),
  help: lazy(() => import('../../features/info/pages/help-page')),
  contact: lazy(() => import('../../features/info/pages/contact-page')),
  unauthorized: lazy(() => import('../pages/unauthorized-page')),
} satisfies Partial<Record<keyof typeof paths, ComponentType>>;

export const loadDataRoutes = loadOnce(() => import('./data-routes'));
export const DataRoutes = lazy(loadDataRoutes);
