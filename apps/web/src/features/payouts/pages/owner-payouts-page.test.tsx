import type { PayoutsReply } from '@gymslot/shared/payout-schemas';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { checkStatusAs } from '../../../test/factories';
import { mockApi, queriesTo, reply } from '../../../test/mock-api';
import { ownerAccount } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';

const november: PayoutsReply = {
  success: true,
  month: '2026-11',
  linkedAccount: true,
  gyms: [{ gymId: 'g1', gymName: 'Powerhouse Fitness', paidThroughGymSlot: true }],
  totals: { held: 450, released: 1350, reversed: 0, failed: 0 },
  payouts: [
    { bookingId: '6650f1c2a9b3e4d5f6a70011', gymId: 'g1', gymName: 'Powerhouse Fitness', date: '2026-11-21', amount: 500, fee: 50, payout: 450, status: 'held', transferId: 'trf_A', releasesAt: '2026-11-22T02:30:00.000Z' },
    { bookingId: '6650f1c2a9b3e4d5f6a70012', gymId: 'g1', gymName: 'Powerhouse Fitness', date: '2026-11-20', amount: 1500, fee: 150, payout: 1350, status: 'released', transferId: 'trf_B' },
  ],
};
const outside: PayoutsReply = {
  ...november,
  month: '2026-10',
  linkedAccount: false,
  gyms: [{ gymId: 'g2', gymName: 'Budget Barbell', paidThroughGymSlot: false }],
  totals: { held: 0, released: 0, reversed: 0, failed: 0 }, payouts: [] };

beforeEach(() => {
  // Sat, 21 Nov 2026, 12:00 IST.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-21T06:30:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("owner's payouts", () => {
  it('shows the current IST month held against released, the list, and the statement link', async () => {
    const fetchMock = mockApi({ ...checkStatusAs(ownerAccount), 'GET /api/owner/payouts': reply(200, november) });
    renderApp('/owner/payouts');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payouts' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Payouts of November 2026' });
    expect(queriesTo(fetchMock, '/api/owner/payouts').map((query) => query.toString())).toContain('month=2026-11');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('₹1,350')).toBeInTheDocument();
    expect(within(table).getByText('Released')).toBeInTheDocument();
    expect(within(table).getByText('releases on Sun, 22 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Totals of November 2026' })).toHaveTextContent('Held₹450Released at check-in');
    expect(screen.getByRole('link', { name: 'Download statement (CSV)' })).toHaveAttribute('href', '/api/owner/payouts/statement.csv?month=2026-11');
    expect(screen.queryByText(/paid outside|pays you outside/)).not.toBeInTheDocument();
  });

  it('says an owner without a linked account is paid outside GymSlot, for the month chosen', async () => {
    mockApi({ ...checkStatusAs(ownerAccount), 'GET /api/owner/payouts': reply(200, outside) });
    renderApp('/owner/payouts');
    fireEvent.change(await screen.findByLabelText('Month'), { target: { value: '2026-10' } });
    expect(await screen.findByText('No payouts in October 2026.')).toBeInTheDocument();
    expect(screen.getByText(/None of your gyms has a linked Razorpay account/)).toBeInTheDocument();
  });

  it('says per gym whether it is paid through GymSlot or outside it (§8.12)', async () => {
    const twoGyms: PayoutsReply = {
      ...november,
      gyms: [
        { gymId: 'g2', gymName: 'Budget Barbell', paidThroughGymSlot: false },
        { gymId: 'g1', gymName: 'Powerhouse Fitness', paidThroughGymSlot: true },
      ],
    };
    mockApi({ ...checkStatusAs(ownerAccount), 'GET /api/owner/payouts': reply(200, twoGyms) });
    renderApp('/owner/payouts');
    const section = within(await screen.findByRole('region', { name: 'How each gym is paid' }));
    const [outsideRow, linkedRow] = section.getAllByRole('listitem');
    expect(outsideRow).toHaveTextContent('Budget BarbellPaid outside GymSlot');
    expect(linkedRow).toHaveTextContent('Powerhouse FitnessPaid through GymSlot');
  });

  it('says it in Hindi too', async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    mockApi({ ...checkStatusAs(ownerAccount), 'GET /api/owner/payouts': reply(200, outside) });
    renderApp('/owner/payouts');
    const section = within(await screen.findByRole('region', { name: 'हर जिम को भुगतान कैसे होता है' }));
    expect(section.getByRole('listitem')).toHaveTextContent('Budget BarbellGymSlot के बाहर भुगतान');
  });
});
