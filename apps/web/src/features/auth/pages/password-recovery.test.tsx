import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkStatusAs } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
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

describe('reset password page', () => {
  it("says 'Passwords do not match.' and sends nothing", async () => {
    const fetchMock = mockApi(checkStatusAs(null));
    const { user } = renderApp('/reset-password/reset-token');

    await user.type(await screen.findByLabelText('Password'), 'new-strong-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'different-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(callsTo(fetchMock, '/api/v1/auth/reset-password/reset-token')).toEqual([]);
  });

  it("falls back to 'Failed to reset password. Invalid or expired token.'", async () => {
    mockApi({ ...checkStatusAs(null), 'POST /api/v1/auth/reset-password/old-token': reply(500, {}) });
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
      ...checkStatusAs(null),
      'POST /api/v1/auth/reset-password/reset-token': reply(200, { success: true, message: 'Password reset successfully' }),
    });
    const { user } = renderApp('/reset-password/reset-token', { advanceTimers: vi.advanceTimersByTime });

    await user.type(await screen.findByLabelText('Password'), 'new-strong-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-strong-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Password reset successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/v1/auth/reset-password/reset-token')).toEqual([
      { method: 'POST', body: { password: 'new-strong-pass' } },
    ]);
    await act(async () => vi.advanceTimersByTime(2500));
    expect(currentLocation()).toBe('/reset-password/reset-token');
    await act(async () => vi.advanceTimersByTime(500));
    expect(currentLocation()).toBe('/login');
  });

  it("shows the server's error, such as an expired link", async () => {
    mockApi({ ...checkStatusAs(null), 'POST /api/v1/auth/reset-password/old-token': errorReply(400, 'Invalid or expired token') });
    const { user } = renderApp('/reset-password/old-token');

    await user.type(await screen.findByLabelText('Password'), 'new-strong-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-strong-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired token');
    expect(screen.getByLabelText('Password')).toHaveValue('new-strong-pass');
  });
});
