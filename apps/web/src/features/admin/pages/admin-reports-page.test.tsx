import { screen, within } from '@testing-library/react';
import type { AdminReport } from '@gymslot/shared/not-let-in-schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { checkStatusAs, createUser } from '../../../test/factories';
import { callsTo, errorReply, mockApi, queriesTo, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { adminAccount } from '../../../test/owner-factories';
import { currentLocation, renderApp } from '../../../test/render-app';

// API contract §8.10 for admins: every 'not let in' report with its evidence, and the decision on a
// contested one.

const contested: AdminReport = {
  _id: 'r0000051a9b3e4d5f6a7b051',
  status: 'contested',
  reason: 'closed',
  note: 'Shutter down at 6:05.',
  createdAt: '2026-11-21T12:40:00.000Z',
  respondBy: '2026-11-21T13:10:00.000Z',
  booking: { _id: 'b0000051a9b3e4d5f6a7b051', date: '2026-11-21', timeSlot: '06:00 PM', amount: 199, status: 'confirmed' },
  gym: { _id: '6650f1c2a9b3e4d5f6a70001', name: 'Powerhouse Fitness', city: 'Pune' },
  person: { _id: 'u0000051a9b3e4d5f6a7b051', name: 'Priya Sharma', contact: 'pr***@example.in' },
  evidence: {
    bookedAt: '2026-11-20T10:00:00.000Z',
    paidAt: '2026-11-20T10:01:00.000Z',
    ownerNote: 'We were open all evening.',
    ownerAnsweredAt: '2026-11-21T12:50:00.000Z',
    personReports: 3,
    personRejected: 1,
  },
};
const resolved: AdminReport = {
  ...contested,
  _id: 'r0000052a9b3e4d5f6a7b052',
  status: 'resolved',
  reason: 'refused',
  note: undefined,
  closedAt: '2026-11-21T12:45:00.000Z',
  person: { _id: 'u0000052a9b3e4d5f6a7b052', name: 'Ravi Kumar', contact: '+91 98*** **210' },
  evidence: { bookedAt: '2026-11-20T10:00:00.000Z', checkedInAt: '2026-11-21T12:45:00.000Z', checkInMethod: 'pass', personReports: 1, personRejected: 0 },
};

const listPath = 'GET /api/admin/reports';
const decidePath = `/api/admin/reports/${contested._id}/decide`;
const listReply = (reports: AdminReport[]) => reply(200, { success: true, reports, nextCursor: null });

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    ...checkStatusAs(adminAccount),
    [listPath]: listReply([contested, resolved]),
    [`${listPath}?status=contested`]: listReply([contested]),
    ...overrides,
  };
}

const cardOf = (name: string) => screen.getByRole('article', { name });

afterEach(() => {
  rememberLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe("admin 'not let in' reports", () => {
  it('lists each report with its booking, gym, masked contact and evidence in IST', async () => {
    mockApi(routes());
    renderApp('/admin/reports');

    expect(await screen.findByRole('heading', { level: 1, name: "Reports: 'not let in'" })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'The gym was closed' });
    const card = cardOf('The gym was closed');
    expect(card).toHaveTextContent('MemberPriya Sharma');
    expect(card).toHaveTextContent('Contactpr***@example.in');
    expect(card).toHaveTextContent('GymPowerhouse Fitness, Pune');
    expect(card).toHaveTextContent('SlotSat, 21 Nov 2026, 06:00 PM');
    expect(card).toHaveTextContent('Amount₹199');
    expect(card).toHaveTextContent('PaidFri, 20 Nov 2026, 03:31 PM IST');
    expect(card).toHaveTextContent('Checked inNot checked in');
    expect(card).toHaveTextContent("Gym's deadlineSat, 21 Nov 2026, 06:40 PM IST");
    expect(card).toHaveTextContent("Member's reports3 in all, 1 rejected");
    expect(card).toHaveTextContent("Member's noteShutter down at 6:05.");
    expect(card).toHaveTextContent("Gym's answerWe were open all evening.");
    const checkedIn = cardOf('Turned away at the door');
    expect(checkedIn).toHaveTextContent('Checked inSat, 21 Nov 2026, 06:15 PM IST with the door pass');
    // Only a contested report can be decided.
    expect(within(checkedIn).queryByRole('button', { name: /^Decide/ })).toBeNull();
  });

  it('decides a contested report with a note, and filters by status in the address', async () => {
    const decided: AdminReport = { ...contested, status: 'refunded', decision: { note: 'No proof the gym was open.', decidedAt: '2026-11-21T15:30:00.000Z' } };
    const fetchMock = mockApi(
      routes({ [`POST ${decidePath}`]: reply(200, { success: true, message: 'The booking is refunded in full.', report: decided }) }),
    );
    const { user } = renderApp('/admin/reports');

    await screen.findByRole('article', { name: 'The gym was closed' });
    await user.click(screen.getByRole('button', { name: 'To decide' }));
    expect(currentLocation()).toBe('/admin/reports?status=contested');
    await expect.poll(() => queriesTo(fetchMock, '/api/admin/reports').some((query) => query.get('status') === 'contested')).toBe(true);

    const card = cardOf('The gym was closed');
    const decide = within(card).getByRole('button', { name: 'Decide for Priya Sharma' });
    expect(decide).toBeDisabled();
    await user.type(within(card).getByRole('textbox', { name: 'Note to the member (they see it)' }), 'No proof the gym was open.');
    await user.click(decide);
    expect(within(card).getByText('Please choose refund or reject.')).toBeInTheDocument();
    await user.click(within(card).getByRole('radio', { name: 'Refund in full' }));
    await user.click(decide);

    expect(await within(card).findByText('Refunded in full. The member is told.')).toBeInTheDocument();
    expect(callsTo(fetchMock, decidePath)).toEqual([{ method: 'POST', body: { outcome: 'refund', note: 'No proof the gym was open.' } }]);
    expect(card).toHaveTextContent('DecisionNo proof the gym was open.');
    expect(within(card).queryByRole('button', { name: /^Decide/ })).toBeNull();
  });

  it("shows the server's reason when the report was decided meanwhile, in Hindi", async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    mockApi(routes({ [`POST ${decidePath}`]: errorReply(409, 'Only a contested report can be decided.') }));
    const { user } = renderApp('/admin/reports?status=contested');

    const card = await screen.findByRole('article', { name: 'जिम बंद था' });
    await user.click(within(card).getByRole('radio', { name: 'खारिज करें' }));
    await user.type(within(card).getByRole('textbox', { name: 'सदस्य के लिए नोट (वे इसे देखेंगे)' }), 'Door camera shows it open.');
    await user.click(within(card).getByRole('button', { name: /^फ़ैसला करें/ }));
    expect(await within(card).findByText('सिर्फ़ विवादित शिकायत पर ही फ़ैसला किया जा सकता है।')).toBeInTheDocument();
  });

  it('keeps the screen to admins', async () => {
    mockApi({ ...checkStatusAs(createUser()) });
    renderApp('/admin/reports');
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeInTheDocument();
  });

  it("the dashboard says how many wait for a decision, beside 'Refunds to make by hand'", async () => {
    mockApi(
      routes({
        'GET /api/bookings/all': reply(200, { success: true, count: 0, bookings: [] }),
        'GET /api/gyms/all-gyms': reply(200, { success: true, count: 0, gyms: [] }),
        'GET /api/bookings/all?status=refund_failed': reply(200, { success: true, count: 0, bookings: [], limit: 500, truncated: false }),
        'GET /api/admin/payment-mismatches': reply(200, { success: true, mismatches: [] }),
      }),
    );
    renderApp('/admin/dashboard');
    expect(await screen.findByText('1 report waits for your decision.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open reports' })).toHaveAttribute('href', '/admin/reports?status=contested');
  });
});
