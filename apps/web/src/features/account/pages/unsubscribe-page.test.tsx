import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { checkStatusAs } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const token = 'AQ8sJ0q2Vb3y_example-token-of-forty-ch';
const unsubscribePath = `/api/unsubscribe/${token}`;
const stopped = "You will no longer get 'Rate your visit' e-mails.";

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    // The link works without signing in.
    ...checkStatusAs(null),
    [`POST ${unsubscribePath}`]: reply(200, { success: true, message: stopped }),
    ...overrides,
  };
}

afterEach(() => {
  rememberLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe("the unsubscribe page a 'Rate your visit' mail links to (§8.8)", () => {
  it('asks first, changing nothing by being opened; the button stops the mails and links to the preferences', async () => {
    const fetchMock = mockApi(routes());
    const { user } = renderApp(`/unsubscribe/${token}`);

    expect(await screen.findByRole('heading', { level: 1, name: "Stop 'Rate your visit' e-mails?" })).toBeInTheDocument();
    // Mail scanners open links: opening the page must not unsubscribe anyone.
    expect(callsTo(fetchMock, unsubscribePath)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Stop these e-mails' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Done' })).toBeInTheDocument();
    expect(screen.getByText(stopped)).toHaveAttribute('role', 'status');
    expect(callsTo(fetchMock, unsubscribePath)).toEqual([{ method: 'POST', body: undefined }]);
    expect(screen.getByRole('link', { name: 'Choose which messages you get' })).toHaveAttribute('href', '/account');
  });

  it("shows the server's reason for a link that is not valid, and still the way to the preferences", async () => {
    const invalid = 'This unsubscribe link is not valid. You can turn messages off on your account page.';
    mockApi(routes({ [`POST ${unsubscribePath}`]: errorReply(400, invalid) }));
    const { user } = renderApp(`/unsubscribe/${token}`);

    await user.click(await screen.findByRole('button', { name: 'Stop these e-mails' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
    expect(screen.getByRole('link', { name: 'Choose which messages you get' })).toHaveAttribute('href', '/account');
  });

  it('reads in Hindi, the server’s answer too', async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    mockApi(routes());
    const { user } = renderApp(`/unsubscribe/${token}`);

    expect(await screen.findByRole('heading', { level: 1, name: "'अपनी विज़िट को रेटिंग दें' वाले ईमेल बंद करें?" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ये ईमेल बंद करें' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'हो गया' })).toBeInTheDocument();
    expect(screen.getByText("अब आपको 'अपनी विज़िट को रेटिंग दें' वाले ईमेल नहीं मिलेंगे।")).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'चुनें कि आपको कौन-से संदेश मिलें' })).toHaveAttribute('href', '/account');
  });
});
