import { lazy } from 'react';
import { lazyPage } from '../../lib/router/lazy-page';

// Every screen is its own chunk (ui.md "Fast by default"); only the page being visited downloads.

export const HomePage = lazy(() => import('../../features/home/pages/home-page'));
export const AboutPage = lazy(() => import('../../features/info/pages/about-page'));
export const PartnershipPage = lazy(() => import('../../features/info/pages/partnership-page'));
export const HelpPage = lazy(() => import('../../features/info/pages/help-page'));
export const ContactPage = lazy(() => import('../../features/info/pages/contact-page'));
export const UnauthorizedPage = lazy(() => import('../pages/unauthorized-page'));

export const DataRoutes = lazyPage(() => import('./data-routes'));
