import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers/app-providers';
import { AppRoutes, isPublicPath } from './app/router/app-routes';
import { loadDataRoutes } from './app/router/public-pages';
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
  // A data page's first render waits for the data routes (the server preloads them beside the entry)
  // and is a transition, so React shows them in the same pass instead of showing the loading skeleton
  // and holding what replaces it until 300 ms after (docs/decisions/016, 022). A failed load renders
  // too: the route then tries again and shows the failure. A public page shows the shell at once.
  // A Hindi reader's first render waits for the Hindi texts too (the server preloads them), so no
  // English flashes by; a failed download shows the page in English.
  const texts = loadLanguage(locale.get()).catch(() => undefined);
  if (isPublicPath(window.location.pathname)) void texts.then(render);
  else
    void Promise.all([loadDataRoutes().catch(() => undefined), texts]).then(() => startTransition(render));
}
// The development server builds no worker.
if (import.meta.env.PROD) registerServiceWorker();
