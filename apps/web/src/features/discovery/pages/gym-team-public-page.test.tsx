import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { createPublicGym } from '../../../test/booking-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { callsTo, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { adminAccount, createManagedGym, ownerAccount } from '../../../test/owner-factories';
import { currentLocation, renderApp } from '../../../test/render-app';

// §8.12 'Owners see their public page': the gym's owner (or front-desk staff) sees /gym/{id} of
// their own gym as members do, with a note and a way back, and no booking; anyone else keeps the spec's guard.

const gymId = '6650f1c2a9b3e4d5f6a70001';
const otherGymId = '6650f1c2a9b3e4d5f6a70002';
const gym = createPublicGym({ _id: gymId, name: 'Iron Temple Fitness', city: 'Mumbai' });
const staffAccount = createUser({ _id: '6650f1c2a9b3e4d5f6a7c003', name: 'Sita Staff', email: 'desk@example.com', role: 'gym_staff' });

const routes = (account = ownerAccount, overrides: MockRoutes = {}): MockRoutes => ({
  ...checkStatusAs(account),
  [`GET /api/gyms/${gymId}`]: reply(200, { success: true, gym }),
  [`GET /api/gyms/${otherGymId}`]: reply(200, { success: true, gym: createPublicGym({ _id: otherGymId, name: 'Someone Else Gym' }) }),
  'GET /api/gyms/my-gyms': reply(200, { success: true, count: 1, gyms: [createManagedGym({ _id: gymId, name: 'Iron Temple Fitness' })] }),
  ...overrides,
});

describe("a gym's own team on its public page", () => {
  it('shows the owner the page with a note, a link back to the dashboard, and no booking', async () => {
    const fetchMock = mockApi(routes());
    renderApp(`/gym/${gymId}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Iron Temple Fitness' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent("This is your gym's public page: members see it like this. You cannot book here.");
    expect(screen.getByRole('link', { name: '← Back to Dashboard' })).toHaveAttribute('href', '/owner/dashboard');
    expect(screen.queryByRole('heading', { name: 'Book Your Slot' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Choose a date')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Back to gyms in/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/waitlist/mine')).toEqual([]);
  });

  it('lets front-desk staff see the gym they work at in the same way, with the way back to their bookings', async () => {
    mockApi(routes(staffAccount));
    renderApp(`/gym/${gymId}`);
    expect(await screen.findByRole('note')).toHaveTextContent("This is your gym's public page");
    expect(screen.queryByRole('heading', { name: 'Book Your Slot' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to the bookings' })).toHaveAttribute('href', '/owner/bookings');
  });

  it("sends an owner away from another owner's gym", async () => {
    mockApi(routes());
    renderApp(`/gym/${otherGymId}`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(currentLocation()).toBe('/unauthorized');
  });

  it("keeps the spec's guard for an admin", async () => {
    mockApi(routes(adminAccount));
    renderApp(`/gym/${gymId}`);
    await screen.findByRole('heading', { level: 1 });
    expect(currentLocation()).toBe('/unauthorized');
  });

  it('shows a member the booking as before, without the note', async () => {
    mockApi(routes(createUser()));
    renderApp(`/gym/${gymId}`);
    expect(await screen.findByRole('heading', { name: 'Book Your Slot' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says it in Hindi', async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    mockApi(routes());
    renderApp(`/gym/${gymId}`);
    expect(await screen.findByRole('note')).toHaveTextContent('यह आपके जिम का सार्वजनिक पेज है');
    expect(screen.getByRole('link', { name: '← डैशबोर्ड पर वापस जाएँ' })).toHaveAttribute('href', '/owner/dashboard');
  });
});
