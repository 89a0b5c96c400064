import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers/app-providers';
import { AppRoutes, isPublicPath } from './app/router/app-routes';
import { loadDataRoutes, loadHomePage } from './app/router/public-pages';
import { loadLanguage } from './i18n/i18n';
import { locale } from './i18n/locale';
import { registerServiceWorker } from './lib/register-service-worker';
import './index.css';

const root = document.getElementById('root');
if (root) {
  const render = () =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </StrictMode>,
    );
  // A page's first render waits for its chunk (the server preloads it beside the entry): a data
  // page's, the data routes and its own; the home page's, its own. The HTML already shows the page
  // (the build's home frame, issue 31; the server's first screen of a data page, decision 076), which
  // would otherwise give way to the loading skeleton. It is a
  // transition, so React shows the page in the same pass instead of showing the skeleton and holding
  // what replaces it until 300 ms after (docs/decisions/016, 022). A failed load renders too: the
  // route then tries again and shows the failure. Another public page shows the shell at once.
  // A Hindi reader's first render waits for the Hindi texts too (the server preloads them), so no
  // English flashes by; a failed download shows the page in English.
  const { pathname } = window.location;
  const chunk = pathname === '/' ? loadHomePage() : isPublicPath(pathname) || loadDataRoutes().then((routes) => routes.loadPageAt(pathname));
  void Promise.allSettled([chunk, loadLanguage(locale.get())]).then(() => startTransition(render));
}
// The development server builds no worker.
if (import.meta.env.PROD) registerServiceWorker();
