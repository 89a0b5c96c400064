import type { InsightsReply } from '@gymslot/shared/insights-schemas';
import { daysOfWeek } from '@gymslot/shared/ist-time';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkStatusAs } from '../../../test/factories';
import { mockApi, queriesTo, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { createManagedGym, ownerAccount } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';

// jsdom has no canvas: the uPlot bars are left out, the words and tables around them are what is tested.
vi.mock('../components/day-bar-chart', () => ({ DayBarChart: () => null }));

const gym = createManagedGym({ _id: '6650f1c2a9b3e4d5f6a70001', name: 'Powerhouse Fitness' });

function insightsOf(days: string[], overrides: Partial<InsightsReply> = {}): InsightsReply {
  return {
    success: true,
    revenueByDay: days.map((date, index) => ({ date, amount: index === 1 ? 597 : 0 })),
    bookingsByHour: daysOfWeek.flatMap((dayOfWeek) =>
      Array.from({ length: 24 }, (_, hour) => ({ dayOfWeek, hour, bookings: dayOfWeek === 'Saturday' && hour === 7 ? 3 : 0 })),
    ),
    occupancyByDay: days.map((date, index) => ({ date, booked: index === 1 ? 3 : 0, capacity: 10 })),
    checkIns: 1,
    noShows: 2,
    refunds: 4,
    ...overrides,
  };
}

const lastWeek = ['2026-11-20', '2026-11-21'];

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    ...checkStatusAs(ownerAccount),
    'GET /api/gyms/my-gyms': reply(200, { success: true, count: 1, gyms: [gym] }),
    'GET /api/owner/insights': reply(200, insightsOf(lastWeek)),
    [`GET /api/gyms/${gym._id}/insights`]: reply(200, insightsOf(lastWeek, { checkIns: 9 })),
    ...overrides,
  };
}

beforeEach(() => {
  // Sat, 21 Nov 2026, 12:00 IST.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-21T06:30:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("owner's insights", () => {
  it("asks for the last 30 days of all the owner's gyms, and says each chart in words", async () => {
    const fetchMock = mockApi(routes());
    renderApp('/owner/insights');

    expect(await screen.findByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Revenue by day' });
    expect(new Set(queriesTo(fetchMock, '/api/owner/insights').map((query) => query.toString()))).toEqual(new Set(['from=2026-10-23&to=2026-11-21']));
    expect(screen.getByText('₹597 kept over 2 days; best day Sat, 21 Nov 2026 with ₹597.')).toBeInTheDocument();
    expect(screen.getByText('15% of the places offered were booked (3 of 20).')).toBeInTheDocument();
    expect(screen.getByText('Busiest hour: Saturday at 07:00 AM, with 3 bookings.')).toBeInTheDocument();
    expect(screen.getByLabelText('Visits and refunds')).toHaveTextContent('Check-ins1No-shows2Refunds4');
    expect(screen.getByRole('table', { name: 'Revenue by day' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Occupancy by day' })).toBeInTheDocument();
  });

  it('narrows to one gym and to a preset range', async () => {
    const fetchMock = mockApi(routes());
    const { user } = renderApp('/owner/insights');
    await screen.findByRole('heading', { level: 2, name: 'Revenue by day' });

    await user.selectOptions(screen.getByLabelText('Gym'), 'Powerhouse Fitness');
    await waitFor(() => expect(screen.getByLabelText('Visits and refunds')).toHaveTextContent('Check-ins9'));
    await user.selectOptions(screen.getByLabelText('Range'), 'Last 7 days');
    await waitFor(() =>
      expect(new Set(queriesTo(fetchMock, `/api/gyms/${gym._id}/insights`).map((query) => query.toString()))).toEqual(
        new Set(['from=2026-10-23&to=2026-11-21', 'from=2026-11-15&to=2026-11-21']),
      ),
    );
  });

  it('checks a typed range before asking for it', async () => {
    const fetchMock = mockApi(routes());
    const { user } = renderApp('/owner/insights');
    await screen.findByRole('heading', { level: 2, name: 'Revenue by day' });

    await user.selectOptions(screen.getByLabelText('Range'), 'Custom');
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-22');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The start date must be on or before the end date.');

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(queriesTo(fetchMock, '/api/owner/insights').map((query) => query.toString())).toContain('from=2026-11-01&to=2026-11-21'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
