import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkStatusAs, createUser } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import { currentLocation, renderApp } from '../../../test/render-app';

describe('home page', () => {
  it('invites a logged-out visitor to get started or log in', async () => {
    mockApi(checkStatusAs(null));
    renderApp('/');

    expect(await screen.findByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('greets a member and offers search, Explore and Find a Gym', async () => {
    mockApi(checkStatusAs(createUser()));
    renderApp('/');

    expect(await screen.findByText('Welcome back, Priya Sharma!')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search gyms by city or name' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Gyms' })).toHaveAttribute('href', '/explore');
    expect(screen.getByRole('link', { name: 'Find a Gym' })).toHaveAttribute('href', '/find-gyms');
  });

  it('does not search for blank text', async () => {
    mockApi(checkStatusAs(createUser()));
    const { user } = renderApp('/');

    await user.type(await screen.findByRole('searchbox', { name: 'Search gyms by city or name' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    // A navigation would show the explore page once its code loads; give it a second to appear.
    await expect(screen.findByRole('heading', { name: 'Find Your Gym' }, { timeout: 1000 })).rejects.toThrow();
    expect(currentLocation()).toBe('/');
  });

  it('searches /explore with the trimmed text', async () => {
    mockApi(checkStatusAs(createUser()));
    const { user } = renderApp('/');

    await user.type(await screen.findByRole('searchbox', { name: 'Search gyms by city or name' }), '  Navi Mumbai ');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(currentLocation()).toMatch(/^\/explore\?/));
    const search = new URLSearchParams(currentLocation()?.split('?')[1]);
    expect(search.get('search')).toBe('Navi Mumbai');
  });

  it.each([
    ['gym_owner', 'Go to Dashboard', '/owner/dashboard'],
    ['admin', 'Admin Dashboard', '/admin/dashboard'],
  ] as const)('gives a %s a link to their dashboard and no search', async (role, linkName, href) => {
    mockApi(checkStatusAs(createUser({ name: 'Arjun Mehta', role })));
    renderApp('/');

    expect(await screen.findByText('Welcome back, Arjun Mehta!')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: linkName })).toHaveAttribute('href', href);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
