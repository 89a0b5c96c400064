import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkStatusAs } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { currentLocation, renderApp } from '../../../test/render-app';

describe('forgot password page', () => {
  it("asks for the e-mail with 'Please enter your email address.'", async () => {
    const fetchMock = mockApi(checkStatusAs(null));
    const { user } = renderApp('/forgot-password');

    await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email address.');
    expect(callsTo(fetchMock, '/api/v1/auth/forget-password')).toEqual([]);
  });

  it("shows the server's reply after sending the link", async () => {
    const sent = 'If an account exists for this email, a password reset link has been sent.';
    const fetchMock = mockApi({
      ...checkStatusAs(null),
      'POST /api/v1/auth/forget-password': reply(200, { success: true, message: sent }),
    });
    const { user } = renderApp('/forgot-password');

    await user.type(await screen.findByLabelText('Email'), 'priya@example.in');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/v1/auth/forget-password')).toEqual([
      { method: 'POST', body: { email: 'priya@example.in' } },
    ]);
  });

  it("falls back to 'Failed to send reset link. Please try again.'", async () => {
    mockApi({ ...checkStatusAs(null), 'POST /api/v1/auth/forget-password': reply(503, null) });
    const { user } = renderApp('/forgot-password');

    await user.type(await screen.findByLabelText('Email'), 'priya@example.in');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset link. Please try again.');
  });
});

/** Logged out, with the link check (GET) answering that the link works. */
const openLink = (token: string, invitation = false): MockRoutes => ({
  ...checkStatusAs(null),
  [`GET /api/v1/auth/reset-password/${token}`]: reply(200, { success: true, invitation }),
});

describe('reset password page', () => {
  it("says 'Passwords do not match.' and sends nothing", async () => {
    const fetchMock = mockApi(openLink('reset-token'));
    const { user } = renderApp('/reset-password/reset-token');

    await user.type(await screen.findByLabelText('Password'), 'new-strong-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'different-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(callsTo(fetchMock, '/api/v1/auth/reset-password/reset-token')).toEqual([{ method: 'GET', body: undefined }]);
  });

  it('says a used or expired link no longer works before any password is typed, and offers a new one', async () => {
    mockApi({ ...checkStatusAs(null), 'GET /api/v1/auth/reset-password/used-token': errorReply(400, 'Invalid or expired token') });
    renderApp('/reset-password/used-token');

    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired or has already been used.');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it("titles a new gym owner's invitation for setting a first password", async () => {
    await import('./login-page');
    const fetchMock = mockApi({
      ...openLink('invite-token', true),
      'POST /api/v1/auth/reset-password/invite-token': reply(200, { success: true, message: 'Password reset successfully' }),
    });
    const { user } = renderApp('/reset-password/invite-token');

    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
    expect(screen.queryByText('Reset Password')).not.toBeInTheDocument();
    expect(document.title).toBe('Set your password | GymSlot');
    await user.type(screen.getByLabelText('Password'), 'new-strong-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-strong-pass');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));

    expect(await screen.findByText('Your password is set.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/v1/auth/reset-password/invite-token')).toContainEqual({
      method: 'POST',
      body: { password: 'new-strong-pass' },
    });
  });

  it('keeps the form when the link cannot be checked, leaving the reset to decide', async () => {
    mockApi({ ...checkStatusAs(null), 'GET /api/v1/auth/reset-password/busy-token': errorReply(429, 'Too many attempts. Please try again in 5 minutes.') });
    renderApp('/reset-password/busy-token');

    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it("falls back to 'Failed to reset password. Invalid or expired token.'", async () => {
    mockApi({ ...openLink('old-token'), 'POST /api/v1/auth/reset-password/old-token': reply(500, {}) });
    const { user } = renderApp('/reset-password/old-token');

    await user.type(await screen.findByLabelText('Password'), 'new-strong-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-strong-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password. Invalid or expired token.');
  });

  it('shows the server message and goes to /login 3 seconds after a reset', async () => {
    await import('./login-page');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({
      ...openLink('reset-token'),
      'POST /api/v1/auth/reset-password/reset-token': reply(200, { success: true, message: 'Password reset successfully' }),
    });
    const { user } = renderApp('/reset-password/reset-token', { advanceTimers: vi.advanceTimersByTime });

    await user.type(await screen.findByLabelText('Password'), 'new-strong-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-strong-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Password reset successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/v1/auth/reset-password/reset-token')).toEqual([
      { method: 'GET', body: undefined },
      { method: 'POST', body: { password: 'new-strong-pass' } },
    ]);
    await act(async () => vi.advanceTimersByTime(2500));
    expect(currentLocation()).toBe('/reset-password/reset-token');
    await act(async () => vi.advanceTimersByTime(500));
    expect(currentLocation()).toBe('/login');
  });

  it("shows the server's error, such as an expired link", async () => {
    mockApi({ ...openLink('old-token'), 'POST /api/v1/auth/reset-password/old-token': errorReply(400, 'Invalid or expired token') });
    const { user } = renderApp('/reset-password/old-token');

    await user.type(await screen.findByLabelText('Password'), 'new-strong-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-strong-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired token');
    expect(screen.getByLabelText('Password')).toHaveValue('new-strong-pass');
  });
});
