import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkStatusAs } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const sent = 'If this email still needs verifying, a new verification link has been sent.';
const loggedOut: MockRoutes = {
  ...checkStatusAs(null),
  'GET /api/v1/auth/providers': reply(200, { success: true, google: false }),
  'POST /api/v1/auth/resend-verification': reply(200, { success: true, message: sent }),
};

describe('resend verification email', () => {
  it('is offered when log-in is refused for an unverified address, and resends to it with next', async () => {
    const fetchMock = mockApi({
      ...loggedOut,
      'POST /api/v1/auth/login': errorReply(403, 'Email not verified. Please verify your email before logging in.'),
    });
    const { user } = renderApp('/login?next=%2Fmy-bookings');

    await user.type(await screen.findByLabelText('Email'), ' priya@example.in ');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email not verified. Please verify your email before logging in.');
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));

    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/v1/auth/resend-verification')).toEqual([
      { method: 'POST', body: { email: 'priya@example.in', next: '/my-bookings' } },
    ]);
  });

  it('is not offered for a wrong password', async () => {
    mockApi({ ...loggedOut, 'POST /api/v1/auth/login': errorReply(401, 'Invalid email or password') });
    const { user } = renderApp('/login');

    await user.type(await screen.findByLabelText('Email'), 'priya@example.in');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
  });

  it('is offered after registering, for the address just registered', async () => {
    const fetchMock = mockApi({
      ...loggedOut,
      'POST /api/v1/auth/register': reply(201, { success: true, message: 'Registration successful.' }),
    });
    const { user } = renderApp('/register');

    await user.type(await screen.findByLabelText('Name'), 'Priya Sharma');
    await user.type(screen.getByLabelText('Email'), 'priya@example.in');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));

    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/v1/auth/resend-verification')).toEqual([
      { method: 'POST', body: { email: 'priya@example.in' } },
    ]);
  });

  it('asks for the address on a failed verification link, and checks it before sending', async () => {
    const fetchMock = mockApi({
      ...loggedOut,
      'GET /api/v1/auth/verify-email/old-token': errorReply(400, 'Invalid or expired verification token'),
    });
    const { user } = renderApp('/verify-email/old-token');

    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/v1/auth/resend-verification')).toEqual([]);

    await user.type(screen.getByLabelText('Email'), 'priya@example.in');
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/v1/auth/resend-verification')).toEqual([
      { method: 'POST', body: { email: 'priya@example.in' } },
    ]);
  });
});
