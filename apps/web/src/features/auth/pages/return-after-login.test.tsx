import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkStatusAs, createUser } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { currentLocation, renderApp } from '../../../test/render-app';

const priya = createUser();
const googleOff: MockRoutes = { 'GET /api/v1/auth/providers': reply(200, { success: true, google: false }) };
const myBookings: MockRoutes = { 'GET /api/bookings/my-bookings': reply(200, { success: true, count: 0, bookings: [] }) };
const destination = '/my-bookings?tab=upcoming';
const loginWithNext = (next: string) => `/login?next=${encodeURIComponent(next)}`;

/** Logged out until the login call succeeds, then Priya. */
function loginThatWorks(): MockRoutes {
  let loggedIn = false;
  return {
    ...googleOff,
    ...myBookings,
    'GET /api/v1/auth/check-status': () =>
      loggedIn ? reply(200, { success: true, user: priya }) : errorReply(401, 'Not authenticated'),
    'POST /api/v1/auth/login': () => {
      loggedIn = true;
      return reply(200, { success: true, message: 'Login successful', user: priya });
    },
  };
}

async function logIn(path: string) {
  const { user } = renderApp(path);
  await user.type(await screen.findByLabelText('Email'), 'priya@example.in');
  await user.type(screen.getByLabelText('Password'), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('returning to where the person was going', () => {
  it('logs in and lands on the page the guard sent them from', async () => {
    mockApi(loginThatWorks());
    await logIn(loginWithNext(destination));

    expect(await screen.findByRole('heading', { level: 1, name: 'My Bookings' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe(destination);
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'goes home instead of to the hostile next %s',
    async (next) => {
      mockApi(loginThatWorks());
      await logIn(loginWithNext(next));

      expect(await screen.findByText('Welcome back, Priya Sharma!')).toBeInTheDocument();
      expect(currentLocation()).toBe('/');
    },
  );

  it.each(['/login', '/register'])('sends a logged-in person who opens %s on to their next page', async (page) => {
    mockApi({ ...checkStatusAs(priya), ...googleOff, ...myBookings });
    renderApp(`${page}?next=${encodeURIComponent(destination)}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'My Bookings' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe(destination);
  });

  it('sends a logged-in person who opens /login without a next home', async () => {
    mockApi({ ...checkStatusAs(priya), ...googleOff });
    renderApp('/login');

    expect(await screen.findByText('Welcome back, Priya Sharma!')).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('keeps next on the way to registration and on Google sign-in', async () => {
    mockApi({ ...checkStatusAs(null), 'GET /api/v1/auth/providers': reply(200, { success: true, google: true }) });
    renderApp(loginWithNext(destination));

    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/register?next=${encodeURIComponent(destination)}`,
    );
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      `/api/v1/auth/google?next=${encodeURIComponent(destination)}`,
    );
  });

  it('sends next with the registration, so the mailed link brings it back', async () => {
    const fetchMock = mockApi({
      ...checkStatusAs(null),
      ...googleOff,
      'POST /api/v1/auth/register': reply(201, { success: true, message: 'Registration successful.' }),
    });
    const { user } = renderApp(`/register?next=${encodeURIComponent(destination)}`);

    await user.type(await screen.findByLabelText('Name'), 'Priya Sharma');
    await user.type(screen.getByLabelText('Email'), 'priya@example.in');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registration successful! Please check your email to verify your account.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/v1/auth/register')).toEqual([
      {
        method: 'POST',
        body: { name: 'Priya Sharma', email: 'priya@example.in', password: 'secret-password', next: destination },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', loginWithNext(destination));
  });

  it("leads from a verified e-mail link to the login page with the link's next", async () => {
    mockApi({
      ...checkStatusAs(null),
      'GET /api/v1/auth/verify-email/mail-token': reply(200, { success: true, message: 'Email verified successfully' }),
    });
    renderApp(`/verify-email/mail-token?next=${encodeURIComponent(destination)}`);

    expect(await screen.findByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', loginWithNext(destination));
  });
});
