import { DEFAULT_PREFERENCES, type MessagePreferences } from '@gymslot/shared/preference-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { createUser } from '../../../test/factories';
import { callsTo, mockApi, reply } from '../../../test/mock-api';
import type { MockReply, MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const preferencesPath = '/api/me/preferences';
const startPath = '/api/v1/auth/phone/start';
const addPhonePath = '/api/me/phone';
const number = '+919876543210';
const preferencesReply = (preferences: MessagePreferences) => reply(200, { success: true, preferences });

const codedError = (status: number, code: string, message: string): MockReply =>
  reply(status, { success: false, message, error: message, code });

/** Priya, signed in without a number until POST /api/me/phone answers with one. */
function routes(overrides: MockRoutes = {}, phone?: string): MockRoutes {
  let user = createUser(phone ? { phone } : {});
  return {
    'GET /api/v1/auth/check-status': () => reply(200, { success: true, user }),
    [`GET ${preferencesPath}`]: preferencesReply(DEFAULT_PREFERENCES),
    [`PUT ${preferencesPath}`]: (body) => preferencesReply(body as MessagePreferences),
    [`POST ${startPath}`]: reply(200, { success: true, message: 'We sent a code to +91 98*** **210.', channel: 'whatsapp', expiresInSeconds: 300, resendInSeconds: 30 }),
    [`POST ${addPhonePath}`]: (body) => {
      user = { ...user, phone: (body as { phone: string }).phone };
      return reply(200, { success: true, user });
    },
    ...overrides,
  };
}

async function sectionNamed(name: string) {
  return within((await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement);
}

afterEach(() => {
  rememberLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe("the account page's mobile number (§8.9)", () => {
  it('shows the number the account has, as people read it, and where WhatsApp and SMS go', async () => {
    mockApi(routes({}, number));
    renderApp('/account');

    const section = await sectionNamed('Mobile number');
    expect(section.getByText('+91 98765 43210')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Add mobile number' })).not.toBeInTheDocument();
    const messages = await sectionNamed('Messages');
    expect(await messages.findByRole('switch', { name: 'WhatsApp' })).toHaveAccessibleDescription('To +91 98765 43210.');
  });

  it('adds a number with a code sent to it, and the whole app then knows it', async () => {
    const fetchMock = mockApi(routes());
    const { user } = renderApp('/account');

    const section = await sectionNamed('Mobile number');
    expect(section.getByText('There is no mobile number on your account yet.')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Add mobile number' }));
    const field = section.getByLabelText('Mobile number');
    await waitFor(() => expect(field).toHaveFocus());

    await user.type(field, '098765 43210');
    await user.click(section.getByRole('button', { name: 'Send code on WhatsApp' }));
    expect(await section.findByText('We sent a code to +91 98*** **210.')).toBeInTheDocument();
    await user.type(section.getByLabelText('6-digit code'), '246810');
    await user.click(section.getByRole('button', { name: 'Verify' }));

    expect(await section.findByText('+91 98765 43210')).toBeInTheDocument();
    expect(section.getByRole('status')).toHaveTextContent('Mobile number added.');
    expect(section.getByRole('heading', { level: 2, name: 'Mobile number' })).toHaveFocus();
    expect(callsTo(fetchMock, startPath)).toEqual([{ method: 'POST', body: { phone: number, channel: 'whatsapp' } }]);
    expect(callsTo(fetchMock, addPhonePath)).toEqual([{ method: 'POST', body: { phone: number, code: '246810' } }]);
    // The login status was asked again, so the message switches see the number too.
    const messages = await sectionNamed('Messages');
    expect(await messages.findByRole('switch', { name: 'SMS' })).toHaveAccessibleDescription('To +91 98765 43210.');
  });

  it("shows 409's 'This number belongs to another account.' and keeps the form", async () => {
    mockApi(routes({ [`POST ${addPhonePath}`]: codedError(409, 'phoneTaken', 'This number belongs to another account.') }));
    const { user } = renderApp('/account');

    const section = await sectionNamed('Mobile number');
    await user.click(section.getByRole('button', { name: 'Add mobile number' }));
    await user.type(section.getByLabelText('Mobile number'), '98765 43210');
    await user.click(section.getByRole('button', { name: 'Send code on WhatsApp' }));
    await user.type(await section.findByLabelText('6-digit code'), '246810');
    await user.click(section.getByRole('button', { name: 'Verify' }));

    expect(await section.findByRole('alert')).toHaveTextContent('This number belongs to another account.');
    expect(section.getByLabelText('6-digit code')).toHaveValue('246810');
    expect(section.queryByText('Mobile number added.')).not.toBeInTheDocument();
  });

  it('closes the form on Cancel, back to the button', async () => {
    mockApi(routes());
    const { user } = renderApp('/account');

    const section = await sectionNamed('Mobile number');
    await user.click(section.getByRole('button', { name: 'Add mobile number' }));
    await user.click(section.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(section.getByRole('button', { name: 'Add mobile number' })).toHaveFocus());
    expect(section.queryByLabelText('Mobile number')).not.toBeInTheDocument();
  });

  it('tells someone turning WhatsApp on without a number to add one first, and still saves the e-mail switch', async () => {
    const fetchMock = mockApi(routes());
    const { user } = renderApp('/account');

    const messages = await sectionNamed('Messages');
    await user.click(await messages.findByRole('switch', { name: 'WhatsApp' }));
    expect(await messages.findByRole('status')).toHaveTextContent('Add your mobile number first, so WhatsApp and SMS messages can reach you.');
    expect(messages.getByRole('link', { name: 'Add mobile number' })).toHaveAttribute('href', '#account-mobile');

    await user.click(messages.getByRole('switch', { name: 'E-mail' }));
    expect(messages.getByRole('switch', { name: 'E-mail' })).toHaveAttribute('aria-checked', 'false');
    await user.click(messages.getByRole('button', { name: 'Save' }));

    expect(await messages.findByText('Saved. Your message settings are up to date.')).toBeInTheDocument();
    expect(callsTo(fetchMock, preferencesPath).filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', body: { ...DEFAULT_PREFERENCES, channels: { ...DEFAULT_PREFERENCES.channels, email: false, whatsapp: true } } },
    ]);
  });

  it('reads in Hindi', async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    mockApi(routes({ [`POST ${addPhonePath}`]: codedError(409, 'phoneTaken', 'This number belongs to another account.') }));
    const { user } = renderApp('/account');

    const section = await sectionNamed('मोबाइल नंबर');
    await user.click(section.getByRole('button', { name: 'मोबाइल नंबर जोड़ें' }));
    await user.type(section.getByLabelText('मोबाइल नंबर'), '98765 43210');
    await user.click(section.getByRole('button', { name: 'व्हाट्सऐप पर कोड भेजें' }));
    await user.type(await section.findByLabelText('6 अंकों का कोड'), '246810');
    await user.click(section.getByRole('button', { name: 'पुष्टि करें' }));

    expect(await section.findByRole('alert')).toHaveTextContent('यह नंबर किसी दूसरे अकाउंट का है।');
  });
});
