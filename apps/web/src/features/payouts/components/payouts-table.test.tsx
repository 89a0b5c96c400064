import type { PayoutLine } from '@gymslot/shared/payout-schemas';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { PayoutsTable } from './payouts-table';

// §8.8: a held share says when Razorpay pays it out by itself if nobody checks in.

const line = (overrides: Partial<PayoutLine>): PayoutLine => ({
  bookingId: '6650f1c2a9b3e4d5f6a70011',
  gymId: 'g1',
  gymName: 'Powerhouse Fitness',
  date: '2026-11-21',
  amount: 500,
  fee: 50,
  payout: 450,
  status: 'held',
  transferId: 'trf_A',
  ...overrides,
});

// 20:00 UTC on 22 November is 01:30 IST on the 23rd: the day shown is India's.
const held = line({ releasesAt: '2026-11-22T20:00:00.000Z' });
const released = line({ bookingId: '6650f1c2a9b3e4d5f6a70012', status: 'released', transferId: 'trf_B' });

afterEach(() => {
  rememberLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

const rowOf = (bookingId: string) => screen.getByRole('row', { name: new RegExp(bookingId.slice(-8)) });

describe('PayoutsTable', () => {
  it('says when a held share is released by itself, as an IST date, and says nothing of it on other lines', () => {
    render(<PayoutsTable payouts={[held, released]} monthTitle="November 2026" />);

    expect(within(rowOf(held.bookingId)).getByText('releases on Mon, 23 Nov 2026')).toBeInTheDocument();
    expect(within(rowOf(released.bookingId)).queryByText(/releases on/)).not.toBeInTheDocument();
  });

  it('leaves a held line of an older order, which has no release date, as it was', () => {
    render(<PayoutsTable payouts={[line({})]} monthTitle="November 2026" />);

    expect(screen.getByText('Held')).toBeInTheDocument();
    expect(screen.queryByText(/releases on/)).not.toBeInTheDocument();
  });

  it('says it in Hindi too', async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    render(<PayoutsTable payouts={[held]} monthTitle="नवंबर 2026" />);

    expect(screen.getByText('सोम, 23 नवंबर 2026 को जारी होगा')).toBeInTheDocument();
  });
});
