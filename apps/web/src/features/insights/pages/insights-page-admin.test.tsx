import type { InsightsReply } from '@gymslot/shared/insights-schemas';
import { daysOfWeek } from '@gymslot/shared/ist-time';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkStatusAs } from '../../../test/factories';
import { mockApi, queriesTo, reply } from '../../../test/mock-api';
import { adminAccount, createManagedGym } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';

// jsdom has no canvas: the uPlot bars are left out.
vi.mock('../components/day-bar-chart', () => ({ DayBarChart: () => null }));

const gym = createManagedGym({ _id: '6650f1c2a9b3e4d5f6a70001', name: 'Powerhouse Fitness' });
const insights: InsightsReply = {
  success: true,
  revenueByDay: [{ date: '2026-11-21', amount: 0 }],
  bookingsByHour: daysOfWeek.flatMap((dayOfWeek) => Array.from({ length: 24 }, (_, hour) => ({ dayOfWeek, hour, bookings: 0 }))),
  occupancyByDay: [{ date: '2026-11-21', booked: 0, capacity: 0 }],
  checkIns: 0,
  noShows: 0,
  refunds: 0,
};

describe("an admin's view of one gym's insights", () => {
  it('names the gym, asks for its insights, and says when there is nothing yet', async () => {
    const fetchMock = mockApi({
      ...checkStatusAs(adminAccount),
      'GET /api/gyms/all-gyms': reply(200, { success: true, count: 1, gyms: [gym] }),
      [`GET /api/gyms/${gym._id}/insights`]: reply(200, insights),
    });
    renderApp(`/admin/gym/${gym._id}/insights`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Insights: Powerhouse Fitness' })).toBeInTheDocument();
    expect(await screen.findByText('No revenue in these days.')).toBeInTheDocument();
    expect(screen.getByText('No bookings in these days.')).toBeInTheDocument();
    expect(screen.getByText('No places were offered in these days.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Gym')).not.toBeInTheDocument();
    expect(queriesTo(fetchMock, `/api/gyms/${gym._id}/insights`).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '← Back to Admin Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  });
});
