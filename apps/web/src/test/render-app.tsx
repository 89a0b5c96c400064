import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { InitialEntry } from 'react-router';
import { AppProviders } from '../app/providers/app-providers';
import { AppRoutes } from '../app/router/app-routes';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="current-location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders the real app (providers, routes, lazy pages) at a path, in StrictMode like main.tsx.
 * An entry such as `{ pathname, state }` arrives with router state, as after navigate(to, { state }).
 */
export function renderApp(initialEntry: InitialEntry, userEventOptions?: Parameters<typeof userEvent.setup>[0]) {
  const user = userEvent.setup(userEventOptions);
  render(
    <StrictMode>
      <AppProviders>
        <MemoryRouter initialEntries={[initialEntry]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </AppProviders>
    </StrictMode>,
  );
  return { user };
}

export function currentLocation(): string | null {
  return screen.getByTestId('current-location').textContent;
}
