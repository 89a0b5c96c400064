import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPublicGym } from '../../../test/booking-factories';
import { checkStatusAs } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { adminAccount, ownerAccount } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';

const gymId = '6650f1c2a9b3e4d5f6a70001';
const gymDetails = { [`GET /api/gyms/${gymId}`]: reply(200, { success: true, gym: createPublicGym({ _id: gymId, name: 'Powerhouse Fitness' }) }) };
const availability = {
  success: true,
  message: 'Gym availability fetched successfully',
  dateSpecific: [
    { _id: '6650f1c2a9b3e4d5f6a7e001', gymId, date: '2026-11-21', availableSlots: ['07:00 AM', '08:00 AM'] },
    { _id: '6650f1c2a9b3e4d5f6a7e002', gymId, date: '2026-11-22', availableSlots: [] },
  ],
  recurring: [{ _id: '6650f1c2a9b3e4d5f6a7f001', gymId, dayOfWeek: 'Monday', startTime: '06:00 AM', endTime: '10:00 PM' }],
};
const none = { ...availability, dateSpecific: [], recurring: [] };

const ownerRoutes = (overrides: MockRoutes = {}): MockRoutes => ({
  ...checkStatusAs(ownerAccount),
  ...gymDetails,
  [`GET /api/availability/owner/${gymId}/all`]: reply(200, availability),
  ...overrides,
});

const adminRoutes = (overrides: MockRoutes = {}): MockRoutes => ({
  ...checkStatusAs(adminAccount),
  ...gymDetails,
  [`GET /api/availability/admin/${gymId}/all`]: reply(200, availability),
  ...overrides,
});

describe("owner's view of a gym's availability", () => {
  it('shows the gym and a card per date with its slots, or that it has none', async () => {
    mockApi(ownerRoutes());
    renderApp(`/owner/gym/${gymId}/all-availability`);

    expect(await screen.findByText('Powerhouse Fitness')).toBeInTheDocument();
    const slots = await screen.findByRole('list', { name: 'Slots on Sat, 21 Nov 2026' });
    expect(within(slots).getAllByRole('listitem').map((slot) => slot.textContent)).toEqual(['07:00 AM', '08:00 AM']);
    const closedDay = screen.getByRole('heading', { name: 'Sun, 22 Nov 2026' }).parentElement as HTMLElement;
    expect(closedDay).toHaveTextContent('No slots available.');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/owner/dashboard');
  });

  it('shows the weekly hours read-only, from the owner call, with the way to change them', async () => {
    const fetchMock = mockApi(ownerRoutes());
    renderApp(`/owner/gym/${gymId}/all-availability`);

    const weekly = await screen.findByRole('table', { name: 'Weekly availability' });
    expect(within(weekly).getByRole('row', { name: 'Monday 06:00 AM 10:00 PM' })).toBeInTheDocument();
    expect(within(weekly).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set Weekly Availability' })).toHaveAttribute(
      'href',
      `/owner/gym/${gymId}/set-recurring-availability`,
    );
    expect(callsTo(fetchMock, `/api/availability/admin/${gymId}/all`)).toEqual([]);
  });

  it("says 'No date-specific availability set.', where to set some, and that the weekly hours can still be booked", async () => {
    mockApi(ownerRoutes({ [`GET /api/availability/owner/${gymId}/all`]: reply(200, { ...availability, dateSpecific: [] }) }));
    renderApp(`/owner/gym/${gymId}/all-availability`);

    expect(await screen.findByText('No date-specific availability set.')).toBeInTheDocument();
    expect(screen.getByText('Customers can still book the weekly hours. Open extra dates when you need them.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set Date-Specific Availability' })).toHaveAttribute('href', '/owner/set-date-availability');
  });

  it('with neither dates nor weekly hours, does not promise weekly hours', async () => {
    mockApi(ownerRoutes({ [`GET /api/availability/owner/${gymId}/all`]: reply(200, none) }));
    renderApp(`/owner/gym/${gymId}/all-availability`);

    expect(await screen.findByText('No weekly availability set.')).toBeInTheDocument();
    expect(screen.getByText('Customers cannot book this gym until dates or weekly hours are set.')).toBeInTheDocument();
    expect(screen.queryByText(/Customers can still book the weekly hours/)).not.toBeInTheDocument();
  });

  it("says 'Gym not found.' for a 404", async () => {
    mockApi(ownerRoutes({ [`GET /api/availability/owner/${gymId}/all`]: errorReply(404, 'Gym not found') }));
    renderApp(`/owner/gym/${gymId}/all-availability`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Gym not found.');
  });

  it("prefers the server's message for another failure", async () => {
    mockApi(ownerRoutes({ [`GET /api/availability/owner/${gymId}/all`]: errorReply(403, 'You can only manage your own gyms') }));
    renderApp(`/owner/gym/${gymId}/all-availability`);
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only manage your own gyms');
  });

  it("falls back to 'Failed to load all availability.'", async () => {
    mockApi(ownerRoutes({ [`GET /api/availability/owner/${gymId}/all`]: reply(500, {}) }));
    renderApp(`/owner/gym/${gymId}/all-availability`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load all availability.');
  });
});

describe("admin's view of a gym's availability", () => {
  it('also lists the weekly hours and leads back to the admin dashboard', async () => {
    mockApi(adminRoutes());
    renderApp(`/admin/gym/${gymId}/all-availability`);

    const weekly = await screen.findByRole('table', { name: 'Weekly availability' });
    expect(within(weekly).getByRole('row', { name: 'Monday 06:00 AM 10:00 PM' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Slots on Sat, 21 Nov 2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  });

  it('for a gym with no hours at all, says so without promising weekly hours, and offers no weekly form', async () => {
    mockApi(adminRoutes({ [`GET /api/availability/admin/${gymId}/all`]: reply(200, none) }));
    renderApp(`/admin/gym/${gymId}/all-availability`);

    expect(await screen.findByText('No weekly availability set.')).toBeInTheDocument();
    expect(screen.getByText('No date-specific availability set.')).toBeInTheDocument();
    expect(screen.queryByText(/Customers can still book the weekly hours/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set Weekly Availability' })).not.toBeInTheDocument();
  });

  it("refuses an id that is not 24 characters with 'Invalid gym ID.' and asks the server nothing", async () => {
    const fetchMock = mockApi(adminRoutes());
    renderApp('/admin/gym/not-a-gym/all-availability');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid gym ID.');
    expect(callsTo(fetchMock, '/api/availability/admin/not-a-gym/all')).toEqual([]);
    expect(callsTo(fetchMock, '/api/gyms/not-a-gym')).toEqual([]);
  });

  it("falls back to 'Failed to load availability.'", async () => {
    mockApi(adminRoutes({ [`GET /api/availability/admin/${gymId}/all`]: reply(500, {}) }));
    renderApp(`/admin/gym/${gymId}/all-availability`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load availability.');
  });
});
