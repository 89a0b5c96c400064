import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPublicGym } from '../../test/booking-factories';
import { createUser, checkStatusAs } from '../../test/factories';
import { mockApi, neverReplies, reply } from '../../test/mock-api';
import { currentLocation, renderApp } from '../../test/render-app';

const gymOwner = createUser({ name: 'Arjun Mehta', role: 'gym_owner' });
const admin = createUser({ name: 'Neha Admin', role: 'admin' });

describe('role guards', () => {
  it('shows a spinner while the login status is being checked', async () => {
    mockApi({ 'GET /api/v1/auth/check-status': neverReplies });
    renderApp('/my-bookings');

    expect(await screen.findByText('Checking your login…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Bookings' })).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/my-bookings');
  });

  it('sends a logged-out visitor to /login, carrying the page asked for with its query', async () => {
    mockApi(checkStatusAs(null));
    renderApp('/book/gym-1?date=2026-11-24&time=06%3A00+AM');

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    // The address itself: the location probe decodes escapes as wouter does.
    expect(window.location.pathname + window.location.search).toBe(
      `/login?next=${encodeURIComponent('/book/gym-1?date=2026-11-24&time=06%3A00+AM')}`,
    );
  });

  it.each([
    ['a gym owner', gymOwner, '/my-bookings'],
    ['a member', createUser(), '/owner/dashboard'],
    ['a member', createUser(), '/admin/add-gym'],
    ['an admin', admin, '/owner/verify-booking'],
  ])('sends %s who opens %s to /unauthorized', async (_who, user, path) => {
    mockApi(checkStatusAs(user));
    renderApp(path);

    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeInTheDocument();
    expect(currentLocation()).toBe('/unauthorized');
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it.each([
    [createUser(), '/my-bookings', 'My Bookings'],
    [gymOwner, '/owner/dashboard', "Your Gym's Dashboard"],
    [admin, '/admin/add-gym', 'Add Gym'],
    [admin, '/admin/date-availability', 'Set Date Availability'],
  ])('lets an allowed role through to %#: %s', async (user, path, heading) => {
    mockApi(checkStatusAs(user));
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(currentLocation()).toBe(path);
  });
});

describe('route table', () => {
  it('shows gym details for /gyms/{24-hex id} and the city listing otherwise', async () => {
    const gym = createPublicGym({ _id: '6650f1c2a9b3e4d5f6a7b8c9', name: 'Powerhouse Fitness' });
    mockApi({ ...checkStatusAs(createUser()), [`GET /api/gyms/${gym._id}`]: reply(200, { success: true, gym }) });
    renderApp(`/gyms/${gym._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Powerhouse Fitness' })).toBeInTheDocument();
  });

  it('treats a non-id segment under /gyms as a city', async () => {
    mockApi(checkStatusAs(createUser()));
    renderApp('/gyms/Pune');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gyms in Pune' })).toBeInTheDocument();
  });

  it("shows 'Page not found' for an unknown path", async () => {
    mockApi(checkStatusAs(null));
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument());
  });
});
