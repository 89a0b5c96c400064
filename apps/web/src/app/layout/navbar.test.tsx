import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkStatusAs, createUser } from '../../test/factories';
import { errorReply, mockApi, reply } from '../../test/mock-api';
import type { MockRoutes } from '../../test/mock-api';
import { currentLocation, renderApp } from '../../test/render-app';

async function mainNav() {
  return within(await screen.findByRole('navigation', { name: 'Main' }));
}

const menuItemNames = (nav: Awaited<ReturnType<typeof mainNav>>) => nav.queryAllByRole('listitem').map((item) => item.textContent);

describe('navigation bar', () => {
  it.each([
    ['logged out', null, ['Login', 'Register']],
    ['user', createUser(), ['Explore', 'Find Nearby Gyms', 'My Bookings', 'Account', 'Privacy', 'Logout']],
    ['gym_owner', createUser({ role: 'gym_owner' }), ['Dashboard', 'Verify Bookings', 'View All Bookings', 'Account', 'Privacy', 'Logout']],
    ['admin', createUser({ role: 'admin' }), ['Admin Dashboard', 'Add Gym', 'Account', 'Privacy', 'Logout']],
  ])('shows the %s menu', async (_role, user, expected) => {
    mockApi(checkStatusAs(user));
    renderApp('/aboutus');

    const nav = await mainNav();
    // Account and Logout arrive after the menu's links (their code is loaded only for a logged-in person).
    await waitFor(() => expect(menuItemNames(nav)).toEqual(expected));
  });

  it('links each menu item to its route', async () => {
    mockApi(checkStatusAs(createUser()));
    renderApp('/aboutus');
    const nav = await mainNav();

    expect(await nav.findByRole('link', { name: 'Find Nearby Gyms' })).toHaveAttribute('href', '/find-gyms');
    expect(nav.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore');
    expect(nav.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/my-bookings');
    expect(await nav.findByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(nav.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  });

  it('opens and closes the small-screen menu with a real toggle button', async () => {
    mockApi(checkStatusAs(null));
    const { user } = renderApp('/aboutus');
    const toggle = (await mainNav()).getByRole('button', { name: 'Toggle navigation' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');

    expect(menu).not.toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveClass('hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).not.toHaveClass('hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('logout', () => {
  const signedIn: MockRoutes = checkStatusAs(createUser());

  it('alerts the returned message and goes to /login', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    mockApi({ ...signedIn, 'POST /api/v1/auth/logout': reply(200, { success: true, message: 'Logged out successfully' }) });
    const { user } = renderApp('/aboutus');

    await user.click(await (await mainNav()).findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(alert).toHaveBeenCalledWith('Logged out successfully');
    const nav = await mainNav();
    await waitFor(() => expect(menuItemNames(nav)).toEqual(['Login', 'Register']));
  });

  it("alerts 'Logout failed' and stays logged in when the server gives no message", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    mockApi({ ...signedIn, 'POST /api/v1/auth/logout': reply(500, { success: false }) });
    const { user } = renderApp('/aboutus');
    const logoutButton = await (await mainNav()).findByRole('button', { name: 'Logout' });

    await user.click(logoutButton);

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Logout failed'));
    expect(currentLocation()).toBe('/aboutus');
    await waitFor(() => expect(logoutButton).toBeEnabled());
  });

  it("shows the server's message when logout fails with one", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    mockApi({ ...signedIn, 'POST /api/v1/auth/logout': errorReply(429, 'Too many requests, try again later.') });
    const { user } = renderApp('/aboutus');

    await user.click(await (await mainNav()).findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Too many requests, try again later.'));
  });
});
