import { checkInWindowOf } from '@gymslot/shared/check-in-window';
import { istInstant } from '@gymslot/shared/ist-time';
import { formatTimeOfDay } from '@gymslot/shared/time-of-day';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBooking } from '../../../test/booking-factories';
import { checkStatusAs } from '../../../test/factories';
import { mockApi, queriesTo, reply } from '../../../test/mock-api';
import { createManagedGym, ownerAccount } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';

// Issue 31, item 6: the server computes Today (B5 day=today, decision 067), and it may hold a slot
// of tomorrow whose check-in is already open; the desk shows that slot with its own date.

const gym = createManagedGym({ _id: '6650f1c2a9b3e4d5f6a70001', name: 'Powerhouse Fitness', city: 'Pune' });

function slotAt(date: string, hour: number) {
  const { opensAt, closesAt } = checkInWindowOf(istInstant(date, hour * 60));
  return { date, timeSlot: formatTimeOfDay(hour * 60), checkInOpensAt: opensAt.toISOString(), checkInClosesAt: closesAt.toISOString() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the front desk's Today at 11:45 PM", () => {
  it("asks the server for its Today, and shows tomorrow's 12:00 AM slot after tonight's, with its date", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(istInstant('2026-11-21', 23 * 60 + 45));
    const tonight = createBooking({ _id: 'dddddddd11112222333344d4', user: { _id: 'u1', name: 'Asha', email: 'a@example.com' }, otp: 101010, ...slotAt('2026-11-21', 23) });
    const midnight = createBooking({ _id: 'eeeeeeee11112222333344e5', user: { _id: 'u2', name: 'Ravi', email: 'r@example.com' }, otp: 202020, ...slotAt('2026-11-22', 0) });
    const fetchMock = mockApi({
      ...checkStatusAs(ownerAccount),
      'GET /api/gyms/my-gyms': reply(200, { success: true, count: 1, gyms: [gym] }),
      'GET /api/owner/reports': reply(200, { success: true, reports: [] }),
      'GET /api/bookings/all-bookings': reply(200, { success: true, count: 2, bookings: [midnight, tonight], limit: 100, truncated: false, nextCursor: null }),
    });
    const { user } = renderApp('/owner/bookings');

    await user.click(await screen.findByRole('button', { name: 'Today' }));
    const slots = await screen.findAllByRole('heading', { level: 3 });
    expect(slots.map((slot) => slot.textContent)).toEqual(['11:00 PM1 booking', 'Sun, 22 Nov 2026, 12:00 AM1 booking']);
    expect(within(screen.getByRole('region', { name: 'Sun, 22 Nov 2026, 12:00 AM' })).getByRole('link', { name: 'Check in Ravi' })).toBeInTheDocument();
    const asked = queriesTo(fetchMock, '/api/bookings/all-bookings').map((query) => Object.fromEntries(query));
    expect(asked).toContainEqual({ day: 'today', limit: '100' });
    expect(asked.some((query) => 'from' in query || 'to' in query)).toBe(false);
  });
});
