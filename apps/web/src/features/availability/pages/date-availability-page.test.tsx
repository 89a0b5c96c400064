import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkStatusAs } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { adminAccount, createManagedGym, ownerAccount } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';

const puneGym = createManagedGym({ _id: '6650f1c2a9b3e4d5f6a70001', name: 'Powerhouse Fitness', city: 'Pune' });
const mumbaiGym = createManagedGym({ _id: '6650f1c2a9b3e4d5f6a70002', name: 'Iron Temple', city: 'Mumbai' });
const availabilitySet = reply(200, { success: true, message: 'Availability set', availability: {} });

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    ...checkStatusAs(ownerAccount),
    'GET /api/gyms/my-gyms': reply(200, { success: true, count: 2, gyms: [puneGym, mumbaiGym] }),
    'POST /api/availability/set': availabilitySet,
    ...overrides,
  };
}

async function openPage(path = '/owner/set-date-availability') {
  // 21 November 2026 in India.
  vi.useFakeTimers({ now: new Date('2026-11-20T19:00:00Z'), toFake: ['Date'] });
  const view = renderApp(path);
  await screen.findByLabelText('Gym');
  return view;
}

const day = (label: string) => screen.getByRole('button', { name: label });

describe('date-specific availability', () => {
  it('lists the gyms as name (city), the first chosen, and waits for a date before it can be sent', async () => {
    mockApi(routes());
    await openPage();

    expect(screen.getByLabelText('Gym')).toHaveValue(puneGym._id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Powerhouse Fitness (Pune)', 'Iron Temple (Mumbai)']);
    expect(screen.getByLabelText('Start Time')).toHaveValue('09:00');
    expect(screen.getByLabelText('End Time')).toHaveValue('17:00');
    expect(screen.getByRole('button', { name: 'Set Availability' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/owner/dashboard');
  });

  it('sends one request per chosen date, in date order, with 12-hour times, and confirms the count', async () => {
    const fetchMock = mockApi(routes());
    const { user } = await openPage();

    await user.selectOptions(screen.getByLabelText('Gym'), mumbaiGym._id);
    await user.click(day('Friday, 27 November 2026'));
    await user.click(day('Saturday, 21 November 2026'));
    await user.click(day('Tuesday, 24 November 2026'));
    await user.clear(screen.getByLabelText('Start Time'));
    await user.type(screen.getByLabelText('Start Time'), '07:00');
    await user.clear(screen.getByLabelText('End Time'));
    await user.type(screen.getByLabelText('End Time'), '13:00');
    await user.click(screen.getByRole('button', { name: 'Set Availability' }));

    expect(await screen.findByText('Availability set for 3 date(s) at Iron Temple!')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/availability/set')).toEqual(
      ['2026-11-21', '2026-11-24', '2026-11-27'].map((date) => ({
        method: 'POST',
        body: { gymId: mumbaiGym._id, date, startTime: '07:00 AM', endTime: '01:00 PM' },
      })),
    );
    expect(day('Friday, 27 November 2026')).toHaveAttribute('aria-pressed', 'false');
  });

  it("refuses a window that does not end after it starts with 'Please select a valid start and end time.'", async () => {
    const fetchMock = mockApi(routes());
    const { user } = await openPage();

    await user.click(day('Saturday, 21 November 2026'));
    await user.clear(screen.getByLabelText('End Time'));
    await user.type(screen.getByLabelText('End Time'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Set Availability' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please select a valid start and end time.');
    expect(callsTo(fetchMock, '/api/availability/set')).toEqual([]);
  });

  it("shows the server's reason and keeps the chosen dates", async () => {
    mockApi(routes({ 'POST /api/availability/set': errorReply(400, 'Cannot set availability for past dates') }));
    const { user } = await openPage();

    await user.click(day('Saturday, 21 November 2026'));
    await user.click(screen.getByRole('button', { name: 'Set Availability' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot set availability for past dates');
    expect(day('Saturday, 21 November 2026')).toHaveAttribute('aria-pressed', 'true');
  });

  it("replaces the screen with 'Failed to load your gyms. Please try again.' when no gyms load", async () => {
    mockApi(routes({ 'GET /api/gyms/my-gyms': reply(500, {}) }));
    renderApp('/owner/set-date-availability');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your gyms. Please try again.');
    expect(screen.queryByLabelText('Gym')).not.toBeInTheDocument();
  });

  it('is the same screen for an admin, who goes back to the admin dashboard', async () => {
    mockApi(routes(checkStatusAs(adminAccount)));
    await openPage('/admin/date-availability');

    expect(screen.getByRole('heading', { level: 1, name: 'Set Date Availability' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  });
});
