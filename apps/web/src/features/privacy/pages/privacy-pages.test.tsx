import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { checkStatusAs } from '../../../test/factories';
import { errorReply, mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// /privacy and /grievance (API contract §8.11): open to anyone, in English and Hindi.

const config = {
  success: true,
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '&copy; OpenStreetMap contributors',
  grievanceOfficer: { name: 'Priya Menon', email: 'grievance@gymslot.in' },
};

async function inHindi() {
  await loadLanguage('hi');
  rememberLanguage('hi');
}

afterEach(() => {
  rememberLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('/privacy', () => {
  it('says what is kept, for how long, who receives it and the rights, to someone not signed in', async () => {
    mockApi(checkStatusAs(null));
    renderApp('/privacy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy at GymSlot' })).toBeInTheDocument();
    for (const name of ['What we keep, and why', 'For how long', 'Who receives what', 'Your rights']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const shared = within(screen.getByRole('heading', { level: 2, name: 'Who receives what' }).closest('section') as HTMLElement);
    for (const receiver of ['Razorpay', 'WhatsApp (Meta)', 'MSG91', 'Our mail service']) expect(shared.getByText(receiver)).toBeInTheDocument();
    expect(screen.getByText(/8 years, as tax law requires/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Grievance officer' })).toHaveAttribute('href', '/grievance');
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
  });

  it('reads in Hindi', async () => {
    await inHindi();
    mockApi(checkStatusAs(null));
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'GymSlot पर प्राइवेसी' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'किसे क्या मिलता है' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'शिकायत अधिकारी' })).toHaveAttribute('href', '/grievance');
  });
});

describe('/grievance', () => {
  it("names the officer from the server's settings, how to complain, the 30 days and the Board", async () => {
    mockApi({ ...checkStatusAs(null), 'GET /api/config': reply(200, config) });
    renderApp('/grievance');

    expect(await screen.findByRole('heading', { level: 1, name: 'Grievance officer' })).toBeInTheDocument();
    expect(await screen.findByText('Priya Menon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'grievance@gymslot.in' })).toHaveAttribute('href', 'mailto:grievance@gymslot.in');
    expect(screen.getByText(/answer it within 30 days/)).toBeInTheDocument();
    expect(screen.getByText(/Data Protection Board of India/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'What GymSlot keeps about you' })).toHaveAttribute('href', '/privacy');
  });

  it('shows an error with a retry when the settings cannot be read', async () => {
    let fail = true;
    mockApi({ ...checkStatusAs(null), 'GET /api/config': () => (fail ? errorReply(500, 'Internal server error') : reply(200, config)) });
    const { user } = renderApp('/grievance');
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Priya Menon')).toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    await inHindi();
    mockApi({ ...checkStatusAs(null), 'GET /api/config': reply(200, config) });
    renderApp('/grievance');
    expect(await screen.findByRole('heading', { level: 1, name: 'शिकायत अधिकारी' })).toBeInTheDocument();
    expect(await screen.findByText('Priya Menon')).toBeInTheDocument();
    expect(screen.getByText(/भारतीय डेटा संरक्षण बोर्ड/)).toBeInTheDocument();
  });
});
