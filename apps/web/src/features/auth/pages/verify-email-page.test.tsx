import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkStatusAs } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

describe('verify email page', () => {
  it("says 'No verification token provided.' without calling the server when the token is missing", async () => {
    const fetchMock = mockApi(checkStatusAs(null));
    renderApp('/verify-email');

    expect(await screen.findByText('No verification token provided.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Registering Again' })).toHaveAttribute('href', '/register');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('verify-email'))).toBe(false);
  });

  it('verifies once, even though StrictMode mounts the page twice, and links to login', async () => {
    const fetchMock = mockApi({
      ...checkStatusAs(null),
      'GET /api/v1/auth/verify-email/token-abc': reply(200, { success: true, message: 'Email verified successfully' }),
    });
    renderApp('/verify-email/token-abc');

    expect(await screen.findByText('Email verified successfully')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(callsTo(fetchMock, '/api/v1/auth/verify-email/token-abc')).toHaveLength(1);
  });

  it("shows the server's error with a way back to registration", async () => {
    mockApi({
      ...checkStatusAs(null),
      'GET /api/v1/auth/verify-email/expired': errorReply(400, 'Invalid or expired verification token'),
    });
    renderApp('/verify-email/expired');

    expect(await screen.findByText('Invalid or expired verification token')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Registering Again' })).toHaveAttribute('href', '/register');
  });

  it("falls back to 'Email verification failed.'", async () => {
    mockApi({ ...checkStatusAs(null), 'GET /api/v1/auth/verify-email/broken': reply(500, 'oops') });
    renderApp('/verify-email/broken');

    expect(await screen.findByText('Email verification failed.')).toBeInTheDocument();
  });
});
