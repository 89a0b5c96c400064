import { act, screen, waitFor } from '@testing-library/react';
import { PERSON_NAME_RULE } from '@gymslot/shared/person-name';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { checkStatusAs } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { currentLocation, renderApp } from '../../../test/render-app';

const loggedOut: MockRoutes = {
  ...checkStatusAs(null),
  'GET /api/v1/auth/providers': reply(200, { success: true, google: false }),
};
const registered = reply(201, {
  success: true,
  message: 'Registration successful. Please check your email to verify your account.',
});

async function openRegister(userEventOptions?: Parameters<typeof renderApp>[1]) {
  const view = renderApp('/register', userEventOptions);
  await screen.findByRole('heading', { name: 'Register' });
  return view;
}

async function fillForm(user: Awaited<ReturnType<typeof openRegister>>['user'], confirmPassword = 'strong-pass-1') {
  await user.type(screen.getByLabelText('Name'), 'Priya Sharma');
  await user.type(screen.getByLabelText('Email'), 'priya@example.in');
  await user.type(screen.getByLabelText('Password'), 'strong-pass-1');
  await user.type(screen.getByLabelText('Confirm Password'), confirmPassword);
}

afterEach(() => {
  rememberLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('register page', () => {
  it("offers 'Continue with phone' beside the form, keeping next", async () => {
    mockApi(loggedOut);
    renderApp(`/register?next=${encodeURIComponent('/gym/6650f1c2a9b3e4d5f6a7b8c9')}`);

    expect(await screen.findByRole('link', { name: 'Continue with phone' })).toHaveAttribute(
      'href',
      `/login/phone?next=${encodeURIComponent('/gym/6650f1c2a9b3e4d5f6a7b8c9')}`,
    );
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it("asks for every field with 'Please fill in all fields.'", async () => {
    const fetchMock = mockApi(loggedOut);
    const { user } = await openRegister();

    await user.type(screen.getByLabelText('Name'), 'Priya Sharma');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(callsTo(fetchMock, '/api/v1/auth/register')).toEqual([]);
    // Each empty field is marked with its own message; the filled one is not.
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Choose a password of at least 8 characters.');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Type your password again.');
    expect(screen.getByLabelText('Email')).toHaveFocus();

    // A field's mark goes once it is changed.
    await user.type(screen.getByLabelText('Email'), 'p');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks each field in Hindi too', async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    mockApi(loggedOut);
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'रजिस्टर करें' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('कृपया सभी फ़ील्ड भरें।');
    expect(screen.getByLabelText('नाम')).toHaveAccessibleDescription('अपना नाम डालें।');
    expect(screen.getByLabelText('ईमेल')).toHaveAccessibleDescription('अपना ईमेल पता डालें।');
    expect(screen.getByLabelText('पासवर्ड')).toHaveAccessibleDescription('कम से कम 8 अक्षरों का पासवर्ड चुनें।');
    expect(screen.getByLabelText('पासवर्ड दोबारा डालें')).toHaveAccessibleDescription('अपना पासवर्ड फिर से डालें।');
  });

  it("says 'Passwords do not match.' and sends nothing", async () => {
    const fetchMock = mockApi(loggedOut);
    const { user } = await openRegister();

    await fillForm(user, 'another-pass');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(callsTo(fetchMock, '/api/v1/auth/register')).toEqual([]);
    expect(screen.getByLabelText('Name')).toHaveValue('Priya Sharma');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Type the same password as above.');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it("checks the rest with the server's own schema before sending, beside the field: 'Password must be at least 8 characters'", async () => {
    const fetchMock = mockApi(loggedOut);
    const { user } = await openRegister();

    await user.type(screen.getByLabelText('Name'), 'Priya Sharma');
    await user.type(screen.getByLabelText('Email'), 'priya@example.in');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/v1/auth/register')).toEqual([]);
  });

  it("shows the server's message beside the field it is about: a taken email", async () => {
    mockApi({ ...loggedOut, 'POST /api/v1/auth/register': errorReply(409, 'An account with this email already exists.') });
    const { user } = await openRegister();

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('An account with this email already exists.'));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it("shows the server's name rule as it is, beside the name", async () => {
    mockApi({ ...loggedOut, 'POST /api/v1/auth/register': errorReply(400, PERSON_NAME_RULE) });
    const { user } = await openRegister();

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(PERSON_NAME_RULE));
  });

  it("falls back to 'Registration failed. Please try again.'", async () => {
    mockApi({ ...loggedOut, 'POST /api/v1/auth/register': reply(502, 'Bad gateway') });
    const { user } = await openRegister();

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });

  it('confirms, sends name, email and password, and moves to /login after 3 seconds', async () => {
    // Warm the login page's chunk, so the router can switch pages as soon as the timer fires.
    await import('./login-page');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({ ...loggedOut, 'POST /api/v1/auth/register': registered });
    const { user } = await openRegister({ advanceTimers: vi.advanceTimersByTime });

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(
      await screen.findByText('Registration successful! Please check your email to verify your account.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/v1/auth/register')).toEqual([
      { method: 'POST', body: { name: 'Priya Sharma', email: 'priya@example.in', password: 'strong-pass-1' } },
    ]);

    // The fake clock also creeps forward with real time, so the first check leaves some margin.
    await act(async () => vi.advanceTimersByTime(2500));
    expect(currentLocation()).toBe('/register');
    await act(async () => vi.advanceTimersByTime(500));
    expect(currentLocation()).toBe('/login');
  });
});
