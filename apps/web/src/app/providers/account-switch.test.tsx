import { screen, waitFor, within } from '@testing-library/react';
import type { User } from '@gymslot/shared/auth-schemas';
import { describe, expect, it, vi } from 'vitest';
import { createBooking } from '../../test/booking-factories';
import { createUser } from '../../test/factories';
import { errorReply, mockApi, neverReplies, reply } from '../../test/mock-api';
import { currentLocation, renderApp } from '../../test/render-app';

const priya = createUser();
const arjun = createUser({ _id: '6650f1c2a9b3e4d5f6a7b8d0', name: 'Arjun Mehta', email: 'arjun@example.in' });
const priyasBooking = createBooking({ _id: '6650f1c2a9b3e4d5f6a7b0aa', gym: { ...createBooking().gym, name: "Priya's Corner Gym" } });

describe('one query cache for the whole app', () => {
  it("never shows the first account's data to the next one on the same phone", async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    let signedIn: User | null = priya;
    mockApi({
      'GET /api/v1/auth/check-status': () =>
        signedIn === null ? errorReply(401, 'Not authenticated') : reply(200, { success: true, user: signedIn }),
      'GET /api/v1/auth/providers': reply(200, { success: true, google: false }),
      'POST /api/v1/auth/logout': () => {
        signedIn = null;
        return reply(200, { success: true, message: 'Logged out successfully' });
      },
      'POST /api/v1/auth/login': () => {
        signedIn = arjun;
        return reply(200, { success: true, message: 'Login successful', user: arjun });
      },
      // Priya's list comes back; Arjun's never does, so anything listed for him came from the cache.
      'GET /api/bookings/my-bookings': () =>
        signedIn === priya ? reply(200, { success: true, count: 1, bookings: [priyasBooking] }) : neverReplies(),
    });
    const { user } = renderApp('/my-bookings');
    expect(await screen.findByText("Priya's Corner Gym")).toBeInTheDocument();

    const mainNav = within(screen.getByRole('navigation', { name: 'Main' }));
    await user.click(mainNav.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    await user.type(await screen.findByLabelText('Email'), arjun.email);
    await user.type(screen.getByLabelText('Password'), 'arjun-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Welcome back, Arjun Mehta!')).toBeInTheDocument();

    await user.click(await mainNav.findByRole('link', { name: 'My Bookings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Bookings' })).toBeInTheDocument();
    expect(screen.queryByText("Priya's Corner Gym")).not.toBeInTheDocument();
  });
});
