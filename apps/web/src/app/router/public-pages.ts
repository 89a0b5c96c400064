import { lazy } from 'react';

// Every screen is its own chunk (ui.md "Fast by default"); only the page being visited downloads.
// The build reads `pageModules` (build/page-preloads-plugin.ts): each name is also a key of
// dist/page-preloads.json, which lists that module's chunk files for the server's preloads.

export const pageModules = {
  home: () => import('../../features/home/pages/home-page'),
  about: () => import('../../features/info/pages/about-page'),
  partnership: () => import('../../features/info/pages/partnership-page'),
  help: () => import('../../features/info/pages/help-page'),
  contact: () => import('../../features/info/pages/contact-page'),
  unauthorized: () => import('../pages/unauthorized-page'),
  dataRoutes: () => import('./data-routes'),
};

export const HomePage = lazy(pageModules.home);
export const AboutPage = lazy(pageModules.about);
export const PartnershipPage = lazy(pageModules.partnership);
export const HelpPage = lazy(pageModules.help);
export const ContactPage = lazy(pageModules.contact);
export const UnauthorizedPage = lazy(pageModules.unauthorized);

export const DataRoutes = lazy(pageModules.dataRoutes);
