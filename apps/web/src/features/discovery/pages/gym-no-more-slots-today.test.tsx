import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPublicGym } from '../../../test/booking-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// Issue 31, item 5: late at night today has no more slots; the gym page says when tomorrow opens
// instead of 'No availability found'.
const gymId = '6650f1c2a9b3e4d5f6a70001';
const gym = createPublicGym({ _id: gymId, name: 'Iron Temple Fitness', pricePerHour: 299 });
const slotsPath = `/api/availability/user/${gymId}/slots`;
const slotsReply = (date: string, slots: string[]) =>
  reply(200, { success: true, date, slots, slotDetails: slots.map((time) => ({ time, remaining: 12, full: false, pricePerHour: 299 })) });
const routes = (days: Record<string, string[]>): MockRoutes => ({
  ...checkStatusAs(createUser()),
  [`GET /api/gyms/${gymId}`]: reply(200, { success: true, gym }),
  ...Object.fromEntries(Object.entries(days).map(([date, slots]) => [`GET ${slotsPath}?date=${date}`, slotsReply(date, slots)])),
});

async function openGym() {
  const view = renderApp(`/gym/${gymId}`);
  await screen.findByRole('heading', { name: 'Iron Temple Fitness', level: 1 });
  return view;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 11:15 PM IST on Friday 9 January 2099, with the test run in UTC.
  vi.setSystemTime(new Date('2099-01-09T17:45:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the gym page late at night', () => {
  it("says 'No more slots today — tomorrow opens at …' with tomorrow's first slot, and leads there", async () => {
    mockApi(routes({ '2099-01-09': [], '2099-01-10': ['06:00 AM', '07:00 AM'] }));
    const { user } = await openGym();

    expect(await screen.findByText('No more slots today — tomorrow opens at 06:00 AM')).toBeInTheDocument();
    expect(screen.queryByText(/No availability found/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "See tomorrow's slots" }));
    expect(await screen.findByRole('heading', { name: 'Open slots on Sat, 10 Jan 2099' })).toBeInTheDocument();
  });

  it("keeps 'No availability found' when tomorrow has no slot either", async () => {
    mockApi(routes({ '2099-01-09': [], '2099-01-10': [] }));
    await openGym();

    expect(await screen.findByText('No availability found for Fri, 9 Jan 2099.')).toBeInTheDocument();
    expect(screen.queryByText(/No more slots today/)).not.toBeInTheDocument();
  });
});
