import { DEFAULT_PREFERENCES, type MessagePreferences } from '@gymslot/shared/preference-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { checkStatusAs, createUser } from '../../../test/factories';
import { callsTo, errorReply, mockApi, neverReplies, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { currentLocation, renderApp } from '../../../test/render-app';

const preferencesPath = '/api/me/preferences';
const preferencesReply = (preferences: MessagePreferences) => reply(200, { success: true, preferences });

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    ...checkStatusAs(createUser()),
    [`GET ${preferencesPath}`]: preferencesReply(DEFAULT_PREFERENCES),
    [`PUT ${preferencesPath}`]: (body) => preferencesReply(body as MessagePreferences),
    ...overrides,
  };
}

async function messagesSection() {
  return within((await screen.findByRole('heading', { level: 2, name: 'Messages' })).closest('section') as HTMLElement);
}

afterEach(() => {
  rememberLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('the account page (§8.11), its Messages section (§8.9)', () => {
  it('shows each preference as a switch, as the server has it', async () => {
    mockApi(routes({ [`GET ${preferencesPath}`]: preferencesReply({ ...DEFAULT_PREFERENCES, marketing: true }) }));
    renderApp('/account');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    const section = await messagesSection();
    const switchNamed = (name: string) => section.findByRole('switch', { name });
    expect(await switchNamed('E-mail')).toHaveAttribute('aria-checked', 'true');
    expect(await switchNamed('WhatsApp')).toHaveAttribute('aria-checked', 'false');
    expect(await switchNamed('SMS')).toHaveAttribute('aria-checked', 'false');
    expect(await switchNamed("'Rate your visit' e-mails")).toHaveAttribute('aria-checked', 'true');
    expect(await switchNamed('Offers and news')).toHaveAttribute('aria-checked', 'true');
    // No number on the account: the switch says what it needs, and nothing more.
    expect(await switchNamed('WhatsApp')).toHaveAccessibleDescription('Needs a mobile number: add it above first.');
  });

  it("turns 'Rate your visit' off and saves every switch together", async () => {
    const fetchMock = mockApi(routes());
    const { user } = renderApp('/account');
    const section = await messagesSection();

    const prompts = await section.findByRole('switch', { name: "'Rate your visit' e-mails" });
    await user.click(prompts);
    expect(prompts).toHaveAttribute('aria-checked', 'false');
    expect(prompts).toHaveTextContent('Off');
    await user.click(section.getByRole('button', { name: 'Save' }));

    expect(await section.findByRole('status')).toHaveTextContent('Saved. Your message settings are up to date.');
    expect(callsTo(fetchMock, preferencesPath).filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', body: { ...DEFAULT_PREFERENCES, reviewPrompts: false } },
    ]);
  });

  it("shows the server's reason when saving fails, and keeps the switches as set", async () => {
    mockApi(routes({ [`PUT ${preferencesPath}`]: errorReply(429, 'Too many requests. Please try again later.') }));
    const { user } = renderApp('/account');
    const section = await messagesSection();

    await user.click(await section.findByRole('switch', { name: 'Offers and news' }));
    await user.click(section.getByRole('button', { name: 'Save' }));

    expect(await section.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    expect(section.getByRole('switch', { name: 'Offers and news' })).toHaveAttribute('aria-checked', 'true');
  });

  it('shows a loading state, then an error with a retry when the preferences cannot be read', async () => {
    let fail = true;
    mockApi(routes({ [`GET ${preferencesPath}`]: () => (fail ? errorReply(500, 'Internal server error') : preferencesReply(DEFAULT_PREFERENCES)) }));
    const { user } = renderApp('/account');
    const section = await messagesSection();

    expect(await section.findByRole('alert')).toHaveTextContent('Internal server error');
    fail = false;
    await user.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByRole('switch', { name: 'E-mail' })).toBeInTheDocument();
  });

  it('shows a loading state while the preferences are on their way', async () => {
    mockApi(routes({ [`GET ${preferencesPath}`]: neverReplies }));
    renderApp('/account');
    expect(await (await messagesSection()).findByText('Loading your message settings…')).toBeInTheDocument();
  });

  it.each(['gym_owner', 'admin'] as const)('is open to a %s too', async (role) => {
    mockApi(routes(checkStatusAs(createUser({ role }))));
    renderApp('/account');
    expect(await (await messagesSection()).findByRole('switch', { name: 'E-mail' })).toBeInTheDocument();
  });

  it('sends someone not signed in to the login, and back here after it', async () => {
    mockApi(routes(checkStatusAs(null)));
    renderApp('/account');
    await waitFor(() => expect(currentLocation()).toBe('/login?next=%2Faccount'));
  });

  it('reads in Hindi', async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    mockApi(routes());
    const { user } = renderApp('/account');

    expect(await screen.findByRole('heading', { level: 1, name: 'आपका खाता' })).toBeInTheDocument();
    const section = within((await screen.findByRole('heading', { level: 2, name: 'संदेश' })).closest('section') as HTMLElement);
    const prompts = await section.findByRole('switch', { name: "'अपनी विज़िट को रेटिंग दें' वाले ईमेल" });
    expect(prompts).toHaveTextContent('चालू');
    await user.click(prompts);
    expect(prompts).toHaveTextContent('बंद');
    await user.click(section.getByRole('button', { name: 'सेव करें' }));
    expect(await section.findByRole('status')).toHaveTextContent('सेव हो गया। आपकी संदेश सेटिंग अप-टू-डेट हैं।');
  });
});
