import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkStatusAs, createUser } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { currentLocation, renderApp } from '../../../test/render-app';

const googleOff: MockRoutes = { 'GET /api/v1/auth/providers': reply(200, { success: true, google: false }) };
const loggedOut: MockRoutes = { ...checkStatusAs(null), ...googleOff };

async function openLogin(path = '/login') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Login' });
  return view;
}

describe('login page', () => {
  it("asks for both fields with 'Please fill in all fields.' and sends nothing", async () => {
    const fetchMock = mockApi(loggedOut);
    const { user } = await openLogin();

    await user.type(screen.getByLabelText('Email'), 'priya@example.in');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(callsTo(fetchMock, '/api/v1/auth/login')).toEqual([]);
  });

  it("shows the server's message and keeps what was typed", async () => {
    mockApi({ ...loggedOut, 'POST /api/v1/auth/login': errorReply(401, 'Invalid email or password') });
    const { user } = await openLogin();

    await user.type(screen.getByLabelText('Email'), 'priya@example.in');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText('Email')).toHaveValue('priya@example.in');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
  });

  it("falls back to 'Login failed' when the server sends no message", async () => {
    mockApi({ ...loggedOut, 'POST /api/v1/auth/login': reply(500, {}) });
    const { user } = await openLogin();

    await user.type(screen.getByLabelText('Email'), 'priya@example.in');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('logs in, re-checks the login status and goes home', async () => {
    const priya = createUser();
    let loggedIn = false;
    const fetchMock = mockApi({
      ...googleOff,
      'GET /api/v1/auth/check-status': () =>
        loggedIn ? reply(200, { success: true, user: priya }) : errorReply(401, 'Not authenticated'),
      'POST /api/v1/auth/login': () => {
        loggedIn = true;
        return reply(200, { success: true, message: 'Login successful', user: priya });
      },
    });
    const { user } = await openLogin();

    await user.type(screen.getByLabelText('Email'), '  priya@example.in ');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Welcome back, Priya Sharma!')).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
    expect(callsTo(fetchMock, '/api/v1/auth/login')).toEqual([
      { method: 'POST', body: { email: 'priya@example.in', password: 'secret-password' } },
    ]);
  });

  it('takes front-desk staff to their bookings (Today) rather than home (§8.12)', async () => {
    const sunil = createUser({ name: 'Sunil Staff', email: 'staff@example.in', role: 'gym_staff' });
    let loggedIn = false;
    mockApi({
      ...googleOff,
      'GET /api/v1/auth/check-status': () => (loggedIn ? reply(200, { success: true, user: sunil }) : errorReply(401, 'Not authenticated')),
      'POST /api/v1/auth/login': () => {
        loggedIn = true;
        return reply(200, { success: true, message: 'Login successful', user: sunil });
      },
    });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'staff@example.in');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentLocation()).toBe('/owner/bookings'));
  });

  it('links to registration and password recovery', async () => {
    mockApi(loggedOut);
    await openLogin();

    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it("offers 'Continue with phone', keeping where the person was going", async () => {
    mockApi(loggedOut);
    await openLogin(`/login?next=${encodeURIComponent('/my-bookings?tab=upcoming')}`);

    expect(screen.getByRole('link', { name: 'Continue with phone' })).toHaveAttribute(
      'href',
      `/login/phone?next=${encodeURIComponent('/my-bookings?tab=upcoming')}`,
    );
    // The e-mail form stays as it was.
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it("leads from 'Continue with phone' to the phone sign-in", async () => {
    mockApi(loggedOut);
    const { user } = await openLogin();

    await user.click(screen.getByRole('link', { name: 'Continue with phone' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Continue with phone' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login/phone');
  });

  it('offers Google sign-in only when the server has it configured', async () => {
    mockApi({ ...checkStatusAs(null), 'GET /api/v1/auth/providers': reply(200, { success: true, google: true }) });
    await openLogin();

    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/v1/auth/google',
    );
  });

  it('hides Google sign-in when it is not configured', async () => {
    const fetchMock = mockApi(loggedOut);
    await openLogin();

    await waitFor(() => expect(callsTo(fetchMock, '/api/v1/auth/providers')).not.toEqual([]));
    // Let the reply reach the screen before looking for the button.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it.each([
    ['sso_failed', 'Google sign-in did not finish. Please try again, or log in with your email and password.'],
    ['sso_unavailable', 'Google sign-in is not available right now. Please log in with your email and password.'],
  ])('explains ?error=%s after a failed Google sign-in', async (code, message) => {
    mockApi(loggedOut);
    await openLogin(`/login?error=${code}`);

    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });
});
