import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { createAdminDispute, disputesReply } from '../../../test/dispute-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { callsTo, errorReply, mockApi, queriesTo, reply, type MockRoutes } from '../../../test/mock-api';
import { adminAccount } from '../../../test/owner-factories';
import { currentLocation, renderApp } from '../../../test/render-app';

const open = createAdminDispute();
const won = createAdminDispute({
  _id: 'disp_Won000000001',
  paymentId: 'pay_Won000000001',
  status: 'won',
  amount: 499,
  canAnswer: false,
  action: { kind: 'contested', summary: 'The customer trained for an hour.', actedBy: 'Asha Admin', actedAt: '2026-11-15T06:30:00.000Z' },
  booking: { ...open.booking!, _id: 'bbbbbbbb11112222333344b2', gym: { _id: 'g2', name: 'Iron Temple', city: 'Mumbai' }, amount: 499 },
});
const unmatched = createAdminDispute({
  _id: 'disp_Unmatched0001',
  paymentId: 'pay_Elsewhere00001',
  amount: 350,
  booking: null,
  evidence: null,
  suggestedSummary: 'Razorpay payment pay_Elsewhere00001 (INR 350.00) is not one GymSlot can match to a booking.',
});

const listPath = 'GET /api/admin/disputes';
const acceptPath = `/api/admin/disputes/${open._id}/accept`;
const contestPath = `/api/admin/disputes/${open._id}/contest`;

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    ...checkStatusAs(adminAccount),
    [listPath]: reply(200, disputesReply([open, won, unmatched])),
    [`${listPath}?status=won`]: reply(200, disputesReply([won])),
    ...overrides,
  };
}

const cardOf = (heading: HTMLElement) => heading.closest('article') as HTMLElement;
const openCard = async () => cardOf(await screen.findByRole('heading', { name: 'Dispute of ₹199 · Powerhouse Fitness' }));

beforeEach(() => {
  // Sun, 22 Nov 2026, 10:00 AM IST: the open dispute's deadline is six days away.
  vi.useFakeTimers({ now: new Date('2026-11-22T04:30:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  rememberLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('admin disputes', () => {
  it('lists each dispute with its status, deadline in IST, booking and evidence pack', async () => {
    mockApi(routes());
    renderApp('/admin/disputes');

    expect(await screen.findByRole('heading', { level: 1, name: 'Disputes' })).toBeInTheDocument();
    const card = await openCard();
    expect(card).toHaveTextContent('Open');
    expect(card).toHaveTextContent('Amount disputed₹199');
    expect(card).toHaveTextContent('ReasonThe customer says the service was not provided.');
    expect(card).toHaveTextContent('Answer bySat, 28 Nov 2026, 06:00 PM IST');
    expect(card).toHaveTextContent('Payment IDpay_Q9xLm2Rt7Vb4Nc');
    expect(card).toHaveTextContent('GymPowerhouse Fitness, Pune');
    expect(card).toHaveTextContent('SlotSat, 14 Nov 2026, 07:00 AM');
    expect(card).toHaveTextContent('CustomerPriya S. · pr***@example.com · +91 98*** **210');

    const evidence = within(card).getByRole('region', { name: 'Evidence for the bank' });
    expect(evidence).toHaveTextContent('BookedFri, 13 Nov 2026, 06:00 PM IST');
    expect(evidence).toHaveTextContent('Paymentpay_Q9xLm2Rt7Vb4Nc · ₹199 · captured');
    expect(evidence).toHaveTextContent('Check-in: Checked in at Sat, 14 Nov 2026, 07:04 AM IST, by the one-time code typed at the desk');
    expect(evidence).toHaveTextContent('Booking confirmed · Email · pr***@example.com · Sent Fri, 13 Nov 2026, 06:02 PM IST');
    expect(evidence).toHaveTextContent('Slot reminder · WhatsApp · +91 98*** **210 · Failed');
    expect(evidence).toHaveTextContent('Sat, 14 Nov 2026, 07:01 AM IST: The gym was closed · checked in after all');
    expect(evidence).toHaveTextContent('Customer: “Shutter was down”');
    expect(within(card).getByRole('button', { name: 'Contest dispute of ₹199' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Accept dispute of ₹199' })).toBeInTheDocument();

    const decided = cardOf(screen.getByRole('heading', { name: 'Dispute of ₹499 · Iron Temple' }));
    expect(decided).toHaveTextContent('Won');
    expect(decided).toHaveTextContent('Contested by Asha Admin on Sun, 15 Nov 2026, 12:00 PM IST.');
    expect(decided).toHaveTextContent('The customer trained for an hour.');
    expect(within(decided).queryByRole('button', { name: /Accept|Contest/ })).not.toBeInTheDocument();

    const lone = cardOf(screen.getByRole('heading', { name: 'Dispute of ₹350' }));
    expect(lone).toHaveTextContent('This payment is not one of GymSlot’s bookings');
    expect(within(lone).queryByRole('region', { name: 'Evidence for the bank' })).not.toBeInTheDocument();
  });

  it('marks a deadline that has passed on a dispute still waiting for an answer', async () => {
    vi.setSystemTime(new Date('2026-11-29T04:30:00Z'));
    mockApi(routes());
    renderApp('/admin/disputes');
    expect(await openCard()).toHaveTextContent('Answer bySat, 28 Nov 2026, 06:00 PM IST (passed)');
  });

  it('asks the server for the chosen status and keeps it in the address', async () => {
    const fetchMock = mockApi(routes());
    const { user } = renderApp('/admin/disputes');
    await openCard();
    await user.click(within(screen.getByRole('group', { name: 'Show disputes' })).getByRole('button', { name: 'Won' }));

    expect(await screen.findByRole('heading', { name: 'Dispute of ₹499 · Iron Temple' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dispute of ₹199 · Powerhouse Fitness' })).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/admin/disputes?status=won');
    expect(queriesTo(fetchMock, '/api/admin/disputes').at(-1)?.get('status')).toBe('won');
  });

  it('says when no dispute has the status chosen', async () => {
    mockApi(routes({ [`${listPath}?status=lost`]: reply(200, disputesReply([])) }));
    renderApp('/admin/disputes?status=lost');
    expect(await screen.findByText('No disputes with this status')).toBeInTheDocument();
  });

  it('accepts only after a second yes, then shows who accepted it', async () => {
    const accepted = { ...open, status: 'lost' as const, canAnswer: false, action: { kind: 'accepted' as const, summary: null, actedBy: 'Asha Admin', actedAt: '2026-11-22T04:30:00.000Z' } };
    const fetchMock = mockApi(routes({ [`POST ${acceptPath}`]: reply(200, { success: true, dispute: accepted }) }));
    const { user } = renderApp('/admin/disputes');
    const card = await openCard();

    await user.click(within(card).getByRole('button', { name: 'Accept dispute of ₹199' }));
    const question = within(card).getByRole('group', { name: /Accept this dispute\? The customer gets ₹199 back/ });
    expect(within(question).getByRole('button', { name: 'Keep it open' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep it open' }));
    expect(callsTo(fetchMock, acceptPath)).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Accept dispute of ₹199' }));
    await user.click(within(card).getByRole('button', { name: 'Yes, accept' }));

    expect(await screen.findByText('Dispute accepted. Razorpay now treats it as lost.')).toBeInTheDocument();
    expect(callsTo(fetchMock, acceptPath)).toEqual([{ method: 'POST', body: undefined }]);
    expect(card).toHaveTextContent('Lost');
    expect(card).toHaveTextContent('Accepted by Asha Admin on Sun, 22 Nov 2026, 10:00 AM IST.');
    expect(within(card).queryByRole('button', { name: /Accept|Contest/ })).not.toBeInTheDocument();
  });

  it('contests with the summary built from the evidence, as the admin edited it', async () => {
    const fetchMock = mockApi(
      routes({
        [`POST ${contestPath}`]: (body) =>
          reply(200, {
            success: true,
            dispute: { ...open, status: 'under_review', canAnswer: false, action: { kind: 'contested', summary: (body as { summary: string }).summary, actedBy: 'Asha Admin', actedAt: '2026-11-22T04:30:00.000Z' } },
          }),
      }),
    );
    const { user } = renderApp('/admin/disputes');
    const card = await openCard();

    await user.click(within(card).getByRole('button', { name: 'Contest dispute of ₹199' }));
    const summary = within(card).getByRole('textbox', { name: 'Summary for the bank' });
    expect(summary).toHaveValue(open.suggestedSummary);
    expect(summary).toHaveFocus();

    await user.clear(summary);
    await user.click(within(card).getByRole('button', { name: 'Send to Razorpay' }));
    expect(within(card).getByText('Write a summary for the bank.')).toBeInTheDocument();
    expect(callsTo(fetchMock, contestPath)).toEqual([]);

    await user.type(summary, ' The customer was checked in at 07:04 AM IST by the desk. ');
    await user.click(within(card).getByRole('button', { name: 'Send to Razorpay' }));

    expect(await screen.findByText('Dispute contested. The bank will review the evidence.')).toBeInTheDocument();
    expect(callsTo(fetchMock, contestPath)).toEqual([{ method: 'POST', body: { summary: 'The customer was checked in at 07:04 AM IST by the desk.' } }]);
    expect(card).toHaveTextContent('With the bank');
    expect(card).toHaveTextContent('Contested by Asha Admin');
    expect(card).toHaveTextContent('The customer was checked in at 07:04 AM IST by the desk.');
  });

  it("shows the server's reason when the answer is refused, keeps the summary, and reads the list again", async () => {
    const fetchMock = mockApi(
      routes({ [`POST ${contestPath}`]: errorReply(409, 'Razorpay did not take this answer: Please provide at least one document to contest the dispute') }),
    );
    const { user } = renderApp('/admin/disputes');
    const card = await openCard();
    const readsBefore = queriesTo(fetchMock, '/api/admin/disputes').length;

    await user.click(within(card).getByRole('button', { name: 'Contest dispute of ₹199' }));
    await user.click(within(card).getByRole('button', { name: 'Send to Razorpay' }));

    expect(await screen.findByText('Razorpay did not take this answer: Please provide at least one document to contest the dispute')).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: 'Summary for the bank' })).toHaveValue(open.suggestedSummary);
    await vi.waitFor(() => expect(queriesTo(fetchMock, '/api/admin/disputes').length).toBeGreaterThan(readsBefore));
  });

  it('shows the screen, the evidence and the server reasons in Hindi', async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    mockApi(routes({ [`POST ${acceptPath}`]: errorReply(409, 'This dispute was already accepted.') }));
    const { user } = renderApp('/admin/disputes');

    expect(await screen.findByRole('heading', { level: 1, name: 'विवाद' })).toBeInTheDocument();
    const card = cardOf(await screen.findByRole('heading', { name: '₹199 का विवाद · Powerhouse Fitness' }));
    expect(card).toHaveTextContent('खुला');
    expect(card).toHaveTextContent('(भारतीय समय)');
    expect(within(card).getByRole('region', { name: 'बैंक के लिए सबूत' })).toHaveTextContent('डेस्क पर डाले गए वन-टाइम कोड से');

    await user.click(within(card).getByRole('button', { name: /^स्वीकार करें/ }));
    await user.click(within(card).getByRole('button', { name: 'हाँ, स्वीकार करें' }));
    expect(await screen.findByText('यह विवाद पहले ही स्वीकार किया जा चुका है।')).toBeInTheDocument();
  });

  it('keeps the screen to admins', async () => {
    mockApi({ ...checkStatusAs(createUser()) });
    renderApp('/admin/disputes');
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeInTheDocument();
  });
});

describe("the dashboard's way to Disputes", () => {
  const dashboardRoutes = (overrides: MockRoutes = {}): MockRoutes => ({
    ...routes(),
    'GET /api/bookings/all': reply(200, { success: true, count: 0, bookings: [] }),
    'GET /api/gyms/all-gyms': reply(200, { success: true, count: 0, gyms: [] }),
    ...overrides,
  });

  it('says how many disputes wait for an answer and opens the screen', async () => {
    mockApi(dashboardRoutes());
    const { user } = renderApp('/admin/dashboard');

    expect(await screen.findByRole('heading', { level: 2, name: 'Disputes 2 to answer' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open disputes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Disputes' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/admin/disputes');
  });

  it('keeps the link when the disputes cannot be read', async () => {
    mockApi(dashboardRoutes({ [listPath]: errorReply(503, 'Service temporarily unavailable. Please try again.') }));
    renderApp('/admin/dashboard');
    await screen.findByText('No bookings found in the system.');
    expect(screen.getByRole('link', { name: 'Open disputes' })).toHaveAttribute('href', '/admin/disputes');
    expect(screen.getByRole('heading', { level: 2, name: 'Disputes' })).toBeInTheDocument();
  });
});
