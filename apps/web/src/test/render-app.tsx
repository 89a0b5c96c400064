import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AppProviders } from '../app/providers/app-providers';
import { AppRoutes } from '../app/router/app-routes';

function LocationProbe() {
  const [pathname] = useLocation();
  const search = useSearch();
  return <output data-testid="current-location">{search === '' ? pathname : `${pathname}?${search}`}</output>;
}

/** A path, or a path with the state a navigation carried, as after navigate(to, { state }). */
type InitialEntry = string | { pathname: string; state: unknown };

/** Starts jsdom's history afresh at the entry, with the state a navigation would have left in `history.state`. */
function openEntry(initialEntry: InitialEntry) {
  const { pathname, state } = typeof initialEntry === 'string' ? { pathname: initialEntry, state: null } : initialEntry;
  window.history.replaceState(state, '', pathname);
}

/** Renders the real app (providers, routes, lazy pages) at a path, in StrictMode like main.tsx. */
export function renderApp(initialEntry: InitialEntry, userEventOptions?: Parameters<typeof userEvent.setup>[0]) {
  const user = userEvent.setup(userEventOptions);
  openEntry(initialEntry);
  render(
    <StrictMode>
      <AppProviders>
        <AppRoutes />
        <LocationProbe />
      </AppProviders>
    </StrictMode>,
  );
  return { user };
}

export function currentLocation(): string | null {
  return screen.getByTestId('current-location').textContent;
}
