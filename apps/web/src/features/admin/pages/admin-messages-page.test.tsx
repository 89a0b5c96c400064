import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { checkStatusAs, createUser } from '../../../test/factories';
import { createAdminMessage, createFailedMessage, messagesReply } from '../../../test/message-factories';
import { callsTo, errorReply, mockApi, queriesTo, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { adminAccount } from '../../../test/owner-factories';
import { currentLocation, renderApp } from '../../../test/render-app';

const sentMail = createAdminMessage({ _id: 'msg_sent_1', kind: 'booking_confirmed', to: 'ne***@example.com' });
const failedMail = createFailedMessage({ _id: 'msg_failed_1', kind: 'password_reset', to: 'ra***@example.com' });
const queuedSms = createAdminMessage({
  _id: 'msg_queued_1',
  channel: 'sms',
  kind: 'gym_closed_notice',
  to: '+91 98*** **210',
  status: 'queued',
  attempts: 0,
  sentAt: undefined,
});

const listPath = 'GET /api/admin/messages';
const retryPath = '/api/admin/messages/msg_failed_1/retry';

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    ...checkStatusAs(adminAccount),
    [listPath]: reply(200, messagesReply([queuedSms, failedMail, sentMail])),
    [`${listPath}?status=failed`]: reply(200, messagesReply([failedMail])),
    ...overrides,
  };
}

const cardOf = (heading: HTMLElement) => heading.closest('article') as HTMLElement;

afterEach(() => {
  rememberLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('admin messages', () => {
  it('lists each message with what it is, its channel, masked recipient, status, attempts and IST times', async () => {
    mockApi(routes());
    renderApp('/admin/messages');

    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const sent = cardOf(await screen.findByRole('heading', { name: 'Booking confirmed' }));
    expect(sent).toHaveTextContent('ChannelEmail');
    expect(sent).toHaveTextContent('Tone***@example.com');
    expect(sent).toHaveTextContent('Sent');
    expect(sent).toHaveTextContent('Attempts1');
    expect(sent).toHaveTextContent('CreatedSat, 21 Nov 2026, 06:00 PM IST');
    expect(sent).toHaveTextContent('SentSat, 21 Nov 2026, 06:01 PM IST');
    expect(within(sent).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();

    const failed = cardOf(screen.getByRole('heading', { name: 'Password reset' }));
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('Last error421 4.7.0 Try again later');
    expect(failed).not.toHaveTextContent('SentSat');

    // A kind this screen does not know yet shows as the server named it.
    const queued = cardOf(screen.getByRole('heading', { name: 'gym_closed_notice' }));
    expect(queued).toHaveTextContent('ChannelSMS');
    expect(queued).toHaveTextContent('To+91 98*** **210');
    expect(queued).toHaveTextContent('Queued');
    expect(queued).not.toHaveTextContent('Last error');
  });

  it('asks the server for the chosen status, and for every status again under All', async () => {
    const fetchMock = mockApi(routes());
    const { user } = renderApp('/admin/messages');
    await screen.findByRole('heading', { name: 'Booking confirmed' });
    const filter = screen.getByRole('group', { name: 'Show messages' });
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filter).getByRole('button', { name: 'Failed' }));

    expect(await screen.findByRole('heading', { name: 'Password reset' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Booking confirmed' })).not.toBeInTheDocument();
    expect(within(filter).getByRole('button', { name: 'Failed' })).toHaveAttribute('aria-pressed', 'true');
    expect(currentLocation()).toBe('/admin/messages?status=failed');
    // StrictMode mounts twice, so a query may be asked twice: the order of what was asked is what counts.
    expect(new Set(queriesTo(fetchMock, '/api/admin/messages').map((query) => query.toString()))).toEqual(new Set(['', 'status=failed']));
    expect(queriesTo(fetchMock, '/api/admin/messages').at(-1)?.toString()).toBe('status=failed');

    await user.click(within(filter).getByRole('button', { name: 'All' }));
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/admin/messages');
  });

  it('says there are no messages, for the filter chosen', async () => {
    mockApi(routes({ [`${listPath}?status=sent`]: reply(200, messagesReply([])) }));
    renderApp('/admin/messages?status=sent');

    expect(await screen.findByText('No sent messages')).toBeInTheDocument();
    expect(screen.getByText('No message has gone out yet.')).toBeInTheDocument();
  });

  it('adds the next page under the first with Load more, then offers no more', async () => {
    const older = createAdminMessage({ _id: 'msg_old_1', kind: 'reminder', to: 'ol***@example.com' });
    const fetchMock = mockApi(
      routes({
        [listPath]: reply(200, messagesReply([sentMail], 'c2VudA')),
        [`${listPath}?cursor=c2VudA`]: reply(200, messagesReply([older])),
      }),
    );
    const { user } = renderApp('/admin/messages');
    await screen.findByRole('heading', { name: 'Booking confirmed' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('heading', { name: 'Slot reminder' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Booking confirmed',
      'Slot reminder',
    ]);
    expect(queriesTo(fetchMock, '/api/admin/messages').at(-1)?.get('cursor')).toBe('c2VudA');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('retries a failed message and shows it queued where it was, with a notice', async () => {
    const fetchMock = mockApi(
      routes({
        [`POST ${retryPath}`]: reply(200, { success: true, message: { ...failedMail, status: 'queued' } }),
      }),
    );
    const { user } = renderApp('/admin/messages?status=failed');
    const card = cardOf(await screen.findByRole('heading', { name: 'Password reset' }));

    await user.click(within(card).getByRole('button', { name: 'Retry Password reset to ra***@example.com' }));

    expect(await screen.findByText('Message queued again. It goes out with the next delivery round.')).toBeInTheDocument();
    expect(callsTo(fetchMock, retryPath)).toEqual([{ method: 'POST', body: undefined }]);
    expect(card).toHaveTextContent('Queued');
    expect(card).not.toHaveTextContent('Failed');
    expect(within(card).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it("shows the server's reason when a message can no longer be retried, and reads the list again", async () => {
    const fetchMock = mockApi(routes({ [`POST ${retryPath}`]: errorReply(409, 'Only a failed message can be retried.') }));
    const { user } = renderApp('/admin/messages?status=failed');
    const card = cardOf(await screen.findByRole('heading', { name: 'Password reset' }));
    const readsBefore = queriesTo(fetchMock, '/api/admin/messages').length;

    await user.click(within(card).getByRole('button', { name: /^Retry/ }));

    expect(await screen.findByText('Only a failed message can be retried.')).toBeInTheDocument();
    await vi.waitFor(() => expect(queriesTo(fetchMock, '/api/admin/messages').length).toBeGreaterThan(readsBefore));
  });

  it('shows the screen, the kinds and the server reasons in Hindi', async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    mockApi(routes({ [`POST ${retryPath}`]: errorReply(404, 'Message not found') }));
    const { user } = renderApp('/admin/messages?status=failed');

    expect(await screen.findByRole('heading', { level: 1, name: 'संदेश' })).toBeInTheDocument();
    const card = cardOf(await screen.findByRole('heading', { name: 'पासवर्ड रीसेट' }));
    expect(within(screen.getByRole('group', { name: 'संदेश दिखाएँ' })).getByRole('button', { name: 'विफल' })).toHaveAttribute('aria-pressed', 'true');
    expect(card).toHaveTextContent('माध्यमईमेल');
    expect(card).toHaveTextContent('किसेra***@example.com');
    expect(card).toHaveTextContent('आख़िरी गड़बड़ी');

    await user.click(within(card).getByRole('button', { name: /^फिर से भेजें/ }));
    expect(await screen.findByText('संदेश नहीं मिला')).toBeInTheDocument();
  });

  it('keeps the screen to admins', async () => {
    mockApi({ ...checkStatusAs(createUser()) });
    renderApp('/admin/messages');

    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeInTheDocument();
    expect(currentLocation()).toBe('/unauthorized');
  });
});

describe("the dashboard's way to Messages", () => {
  const dashboardRoutes = (overrides: MockRoutes = {}): MockRoutes => ({
    ...routes(),
    'GET /api/bookings/all': reply(200, { success: true, count: 0, bookings: [] }),
    'GET /api/gyms/all-gyms': reply(200, { success: true, count: 0, gyms: [] }),
    ...overrides,
  });

  it('says how many messages failed and opens them filtered', async () => {
    mockApi(dashboardRoutes());
    const { user } = renderApp('/admin/dashboard');

    const link = await screen.findByRole('link', { name: 'Messages 1 failed' });
    await user.click(link);

    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/admin/messages?status=failed');
  });

  it("adds '+' to the count when more failed ones follow than the first page holds", async () => {
    mockApi(dashboardRoutes({ [`${listPath}?status=failed`]: reply(200, messagesReply([failedMail], 'bW9yZQ')) }));
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('link', { name: 'Messages 1+ failed' })).toHaveAttribute('href', '/admin/messages?status=failed');
  });

  it('links to every message when none failed', async () => {
    const fetchMock = mockApi(dashboardRoutes({ [`${listPath}?status=failed`]: reply(200, messagesReply([])) }));
    renderApp('/admin/dashboard');

    await vi.waitFor(() => expect(queriesTo(fetchMock, '/api/admin/messages').length).toBeGreaterThan(0));
    await screen.findByText('No bookings found in the system.');
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/admin/messages');
  });
});
