import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { createUser } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockReply, MockRoutes } from '../../../test/mock-api';
import { currentLocation, renderApp } from '../../../test/render-app';

const startPath = '/api/v1/auth/phone/start';
const verifyPath = '/api/v1/auth/phone/verify';
const number = '+919876543210';
const priya = createUser({ phone: number });

/** An error as the server sends it since decision 054: its English and a stable code. */
const codedError = (status: number, code: string, message: string): MockReply =>
  reply(status, { success: false, message, error: message, code });

const codeSent = (channel: 'whatsapp' | 'sms' = 'whatsapp') =>
  reply(200, { success: true, message: 'We sent a code to +91 98*** **210.', channel, expiresInSeconds: 300, resendInSeconds: 30 });

/** Logged out until a verify call answers with a user, then that user; `verify` decides each answer. */
function phoneSignIn(verify: (body: Record<string, unknown>) => MockReply, overrides: MockRoutes = {}): MockRoutes {
  let signedIn: unknown = null;
  return {
    'GET /api/v1/auth/providers': reply(200, { success: true, google: false }),
    'GET /api/v1/auth/check-status': () => (signedIn ? reply(200, { success: true, user: signedIn }) : errorReply(401, 'Not authenticated')),
    'GET /api/bookings/my-bookings': reply(200, { success: true, count: 0, bookings: [] }),
    [`POST ${startPath}`]: codeSent(),
    [`POST ${verifyPath}`]: (body) => {
      const answer = verify(body as Record<string, unknown>);
      if (answer.status < 300) signedIn = (answer.body as { user: unknown }).user;
      return answer;
    },
    ...overrides,
  };
}

const knownNumber = () => reply(200, { success: true, message: 'Login successful', user: priya });

async function openPhoneLogin(path = '/login/phone', userEventOptions?: Parameters<typeof renderApp>[1]) {
  const view = renderApp(path, userEventOptions);
  await screen.findByRole('heading', { level: 1, name: 'Continue with phone' });
  return view;
}

/** A polite announcement with this text (the page has a route announcer's status region too). */
async function expectAnnounced(text: string) {
  const shown = await screen.findByText(text);
  expect(shown.closest('[role="status"]')).not.toBeNull();
}

async function sendCodeTo(user: Awaited<ReturnType<typeof openPhoneLogin>>['user'], typed = '98765 43210') {
  await user.type(screen.getByLabelText('Mobile number'), typed);
  await user.click(screen.getByRole('button', { name: 'Send code on WhatsApp' }));
  await expectAnnounced('We sent a code to +91 98*** **210.');
}

afterEach(() => {
  rememberLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('signing in with a mobile number and a code (§8.9)', () => {
  it('asks for the number with +91 shown, as a phone keyboard fills it', async () => {
    mockApi(phoneSignIn(knownNumber));
    await openPhoneLogin();

    const field = screen.getByLabelText('Mobile number');
    expect(field).toHaveAttribute('type', 'tel');
    expect(field).toHaveAttribute('inputmode', 'tel');
    expect(field).toHaveAttribute('autocomplete', 'tel-national');
    expect(field).toHaveAccessibleDescription('+91');
    expect(screen.getByRole('link', { name: 'Log in with e-mail' })).toHaveAttribute('href', '/login');
  });

  it("refuses a number that is not an Indian mobile with 'Enter a valid Indian mobile number.' and sends nothing", async () => {
    const fetchMock = mockApi(phoneSignIn(knownNumber));
    const { user } = await openPhoneLogin();

    await user.type(screen.getByLabelText('Mobile number'), '12345 67890');
    await user.click(screen.getByRole('button', { name: 'Send code on WhatsApp' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid Indian mobile number.');
    expect(callsTo(fetchMock, startPath)).toEqual([]);
    expect(screen.getByLabelText('Mobile number')).toHaveValue('12345 67890');
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
  });

  it('signs a known number in: code on WhatsApp, the code, then home', async () => {
    const fetchMock = mockApi(phoneSignIn(knownNumber));
    const { user } = await openPhoneLogin();

    await sendCodeTo(user, '+91 98765-43210');
    expect(callsTo(fetchMock, startPath)).toEqual([{ method: 'POST', body: { phone: number, channel: 'whatsapp' } }]);
    const code = screen.getByLabelText('6-digit code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '6');

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Welcome back, Priya Sharma!')).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
    expect(callsTo(fetchMock, verifyPath)).toEqual([{ method: 'POST', body: { phone: number, code: '123456' } }]);
  });

  it('goes on to a safe next after signing in, and sends it along', async () => {
    const destination = '/my-bookings?tab=upcoming';
    const fetchMock = mockApi(phoneSignIn(knownNumber));
    const { user } = await openPhoneLogin(`/login/phone?next=${encodeURIComponent(destination)}`);

    await sendCodeTo(user);
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My Bookings' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe(destination);
    expect(callsTo(fetchMock, verifyPath)).toEqual([{ method: 'POST', body: { phone: number, code: '123456', next: destination } }]);
  });

  it('creates the account of a new number: asks for the name, then sends the same code with it (201)', async () => {
    const fetchMock = mockApi(
      phoneSignIn((body) =>
        body.name === undefined
          ? codedError(400, 'nameNeededForAccount', 'Tell us your name to create your account.')
          : reply(201, { success: true, message: 'Account created', user: createUser({ name: String(body.name), email: '', phone: number }) }),
      ),
    );
    const { user } = await openPhoneLogin();

    await sendCodeTo(user);
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const name = await screen.findByLabelText('Your name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('This number has no GymSlot account yet. Tell us your name to create one.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveValue('654321');

    // An empty name is asked for again, without a call.
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tell us your name to create your account.');
    expect(callsTo(fetchMock, verifyPath)).toHaveLength(1);

    await user.type(name, '  Asha Verma ');
    // Nothing is ticked for the person: the booking messages on WhatsApp are their choice.
    const whatsapp = screen.getByRole('checkbox', { name: 'On WhatsApp' });
    expect(whatsapp).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'By SMS' })).not.toBeChecked();
    await user.click(whatsapp);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Welcome back, Asha Verma!')).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
    expect(callsTo(fetchMock, verifyPath)).toEqual([
      { method: 'POST', body: { phone: number, code: '654321' } },
      { method: 'POST', body: { phone: number, code: '654321', name: 'Asha Verma', whatsapp: true, sms: false } },
    ]);
  });

  it('checks the name with the person-name rule before sending', async () => {
    const fetchMock = mockApi(phoneSignIn(() => codedError(400, 'nameNeededForAccount', 'Tell us your name to create your account.')));
    const { user } = await openPhoneLogin();

    await sendCodeTo(user);
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.type(await screen.findByLabelText('Your name'), 'Visit www.example.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Name must not contain web addresses, "<", ">" or control characters');
    expect(callsTo(fetchMock, verifyPath)).toHaveLength(1);
  });

  it("shows 'That code is wrong or has expired.' and keeps the code to correct", async () => {
    mockApi(phoneSignIn(() => codedError(400, 'codeWrongOrExpired', 'That code is wrong or has expired.')));
    const { user } = await openPhoneLogin();

    await sendCodeTo(user);
    await user.type(screen.getByLabelText('6-digit code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That code is wrong or has expired.');
    expect(screen.getByLabelText('6-digit code')).toHaveValue('111111');
    expect(screen.getByLabelText('6-digit code')).toHaveFocus();
    expect(currentLocation()).toBe('/login/phone');
  });

  it('asks for all six digits before checking, and reads a pasted code for its digits', async () => {
    const fetchMock = mockApi(phoneSignIn(knownNumber));
    const { user } = await openPhoneLogin();

    await sendCodeTo(user);
    await user.type(screen.getByLabelText('6-digit code'), '12a3');
    expect(screen.getByLabelText('6-digit code')).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the 6-digit code we sent you.');
    expect(callsTo(fetchMock, verifyPath)).toEqual([]);

    await user.clear(screen.getByLabelText('6-digit code'));
    await user.paste('Your GymSlot code is 987 654');
    expect(screen.getByLabelText('6-digit code')).toHaveValue('987654');
  });

  it("shows the server's limit when too many codes were asked for", async () => {
    mockApi(
      phoneSignIn(knownNumber, {
        [`POST ${startPath}`]: codedError(429, 'tooManyCodesOneMinute', 'Too many codes were sent to this number. Try again in 1 minute.'),
      }),
    );
    const { user } = await openPhoneLogin();

    await user.type(screen.getByLabelText('Mobile number'), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send code on WhatsApp' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes were sent to this number. Try again in 1 minute.');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('98765 43210');
  });

  it('goes back to change the number, keeping what was typed', async () => {
    mockApi(phoneSignIn(knownNumber));
    const { user } = await openPhoneLogin();

    await sendCodeTo(user);
    await user.click(screen.getByRole('button', { name: 'Change number' }));

    const field = screen.getByLabelText('Mobile number');
    expect(field).toHaveValue('98765 43210');
    await waitFor(() => expect(field).toHaveFocus());
  });

  describe('asking for another code', () => {
    async function openWithFakeClock(routes: MockRoutes) {
      // Warm the page's chunk, so the fake clock does not hold up its lazy import.
      await import('./phone-login-page');
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const fetchMock = mockApi(routes);
      const view = await openPhoneLogin('/login/phone', { advanceTimers: vi.advanceTimersByTime });
      return { ...view, fetchMock };
    }

    it('offers Resend only once the server allows it, counting down the seconds', async () => {
      const { user, fetchMock } = await openWithFakeClock(phoneSignIn(knownNumber));
      await sendCodeTo(user);

      const resend = screen.getByRole('button', { name: 'Resend' });
      expect(resend).toBeDisabled();
      expect(screen.getByText('You can ask for a new code in 30 s.')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(10_000));
      expect(screen.getByText('You can ask for a new code in 20 s.')).toBeInTheDocument();
      expect(resend).toBeDisabled();

      await act(async () => vi.advanceTimersByTime(20_000));
      expect(screen.getByText("Didn't get it? Ask for a new code.")).toBeInTheDocument();
      expect(resend).toBeEnabled();
      await user.click(resend);

      await waitFor(() => expect(callsTo(fetchMock, startPath)).toHaveLength(2));
      expect(callsTo(fetchMock, startPath)[1]).toEqual({ method: 'POST', body: { phone: number, channel: 'whatsapp' } });
      expect(await screen.findByText('You can ask for a new code in 30 s.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
      await waitFor(() => expect(screen.getByLabelText('6-digit code')).toHaveFocus());
    });

    it("sends the code by SMS instead, with channel 'sms'", async () => {
      let sends = 0;
      const { user, fetchMock } = await openWithFakeClock(
        phoneSignIn(knownNumber, { [`POST ${startPath}`]: () => codeSent(++sends === 1 ? 'whatsapp' : 'sms') }),
      );
      await sendCodeTo(user);

      const bySms = screen.getByRole('button', { name: 'Send by SMS instead' });
      expect(bySms).toBeDisabled();
      await act(async () => vi.advanceTimersByTime(30_000));
      await user.click(bySms);

      await waitFor(() => expect(callsTo(fetchMock, startPath)).toHaveLength(2));
      expect(callsTo(fetchMock, startPath)[1]).toEqual({ method: 'POST', body: { phone: number, channel: 'sms' } });
      // Sent by SMS now: the choice is gone, and Resend waits again.
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Send by SMS instead' })).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
    });
  });

  it('reads in Hindi, the server’s texts included', async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    mockApi(phoneSignIn(() => codedError(400, 'codeWrongOrExpired', 'That code is wrong or has expired.')));
    const { user } = renderApp('/login/phone');

    expect(await screen.findByRole('heading', { level: 1, name: 'फ़ोन से जारी रखें' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('मोबाइल नंबर'), '12345');
    await user.click(screen.getByRole('button', { name: 'व्हाट्सऐप पर कोड भेजें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('सही भारतीय मोबाइल नंबर डालें।');

    await user.clear(screen.getByLabelText('मोबाइल नंबर'));
    await user.type(screen.getByLabelText('मोबाइल नंबर'), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'व्हाट्सऐप पर कोड भेजें' }));
    await expectAnnounced('हमने +91 98*** **210 पर कोड भेजा है।');
    expect(screen.getByText('30 सेकंड बाद आप नया कोड माँग सकते हैं।')).toBeInTheDocument();

    await user.type(screen.getByLabelText('6 अंकों का कोड'), '111111');
    await user.click(screen.getByRole('button', { name: 'पुष्टि करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('यह कोड गलत है या इसकी समय-सीमा खत्म हो गई है।');
  });
});
