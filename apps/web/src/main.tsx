import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers/app-providers';
import { AppRoutes, dataRoutesLoaded } from './app/router/app-routes';
import './index.css';

const root = document.getElementById('root');
// A data route rendered before its chunk has run would show the loading fallback, and React then
// holds back what replaces it until 300 ms after that fallback appeared. Not awaited at the top:
// the data routes import this module, so they run only once it has finished.
if (root) {
  void dataRoutesLoaded(window.location.pathname).then(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
