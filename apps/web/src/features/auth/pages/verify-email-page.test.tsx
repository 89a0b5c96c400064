import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { checkStatusAs } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  rememberLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

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

  it('says in plain words that a used or old link no longer works, offers log-in first, a new link and registration', async () => {
    mockApi({
      ...checkStatusAs(null),
      'GET /api/v1/auth/verify-email/expired': reply(400, {
        success: false,
        message: 'Invalid or expired verification token',
        error: 'Invalid or expired verification token',
        code: 'invalidVerificationToken',
      }),
    });
    renderApp('/verify-email/expired');

    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^This verification link has expired or has already been used\.$/);
    expect(screen.getByText('Each link works once, for 24 hours. If your email is already verified, just log in.')).toBeInTheDocument();
    expect(screen.queryByText(/token/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Try Registering Again' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeInTheDocument();
  });

  it('says the same in Hindi', async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    mockApi({ ...checkStatusAs(null), 'GET /api/v1/auth/verify-email/expired': errorReply(400, 'Invalid or expired verification token') });
    renderApp('/verify-email/expired');

    expect(await screen.findByRole('heading', { level: 1, name: 'यह लिंक अब काम नहीं करता' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('ईमेल जाँचने के इस लिंक की मियाद ख़त्म हो चुकी है या यह पहले ही इस्तेमाल हो चुका है।');
    expect(screen.getByRole('link', { name: 'लॉग इन पर जाएँ' })).toHaveAttribute('href', '/login');
  });

  it("falls back to 'Email verification failed.'", async () => {
    mockApi({ ...checkStatusAs(null), 'GET /api/v1/auth/verify-email/broken': reply(500, 'oops') });
    renderApp('/verify-email/broken');

    expect(await screen.findByText('Email verification failed.')).toBeInTheDocument();
    expect(screen.getByText('Check your connection and open the link from your email again, or ask for a new one below.')).toBeInTheDocument();
  });
});
