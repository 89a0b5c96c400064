import { isValidElement } from 'react';
import { paths } from '../../config/paths';
import { matchRoutes } from '../../lib/router/match-routes';
import type { RouteDefinition } from '../../lib/router/match-routes';
import { Routes } from '../../lib/router/routes';
import { AppLayout } from '../layout/app-layout';
import * as Page from './public-pages';

/**
 * The pages anyone can read without data from the API. Every other path belongs to the data
 * routes, whose table, guards and query library arrive with their own chunk, so the first visit
 * to the home page does not download them.
 */
const appRoutes: readonly RouteDefinition[] = [
  {
    element: <AppLayout />,
    children: [
      { path: paths.home.path, element: <Page.HomePage /> },
      { path: paths.about.path, element: <Page.AboutPage /> },
      { path: paths.partnership.path, element: <Page.PartnershipPage /> },
      { path: paths.help.path, element: <Page.HelpPage /> },
      { path: paths.contact.path, element: <Page.ContactPage /> },
      { path: paths.unauthorized.path, element: <Page.UnauthorizedPage /> },
      { path: '*', element: <Page.DataRoutes /> },
    ],
  },
];

/**
 * Settles once the data routes have loaded when `pathname` is one of theirs (the server preloads
 * their chunks beside the entry), at once otherwise. A failed load settles too: rendering then
 * tries again and shows the failure as before.
 */
export function dataRoutesLoaded(pathname: string): Promise<unknown> {
  const page = matchRoutes(appRoutes, pathname)?.elements.at(-1);
  return isValidElement(page) && page.type === Page.DataRoutes ? Page.DataRoutes.preload().catch(() => undefined) : Promise.resolve();
}

export function AppRoutes() {
  return <Routes routes={appRoutes} />;
}
