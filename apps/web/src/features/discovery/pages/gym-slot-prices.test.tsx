import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPublicGym, demoGymId } from '../../../test/booking-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// Friday 9 Jan 2099, 09:30 in India (04:00 UTC): the gym page opens on that day's slots.
const today = '2099-01-09';

function gymWithBands() {
  return mockApi({
    ...checkStatusAs(createUser()),
    [`GET /api/gyms/${demoGymId}`]: reply(200, { success: true, gym: createPublicGym({ pricePerHour: 199 }) }),
    'GET /api/bookings/waitlist': reply(200, { success: true, entries: [] }),
    [`GET /api/availability/user/${demoGymId}/slots?date=${today}`]: reply(200, {
      success: true,
      date: today,
      slots: ['10:00 AM', '02:00 PM', '06:00 PM'],
      slotDetails: [
        { time: '10:00 AM', remaining: 4, full: false, pricePerHour: 199 },
        { time: '02:00 PM', remaining: 5, full: false, pricePerHour: 149 },
        { time: '06:00 PM', remaining: 2, full: false, pricePerHour: 299 },
      ],
    }),
  });
}

describe("the gym page's slot prices (§8.7)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T04:00:00Z`));
  });

  it('shows each slot with its own price, off-peak and peak ones marked in words', async () => {
    gymWithBands();
    renderApp(`/gym/${demoGymId}`);

    expect(await screen.findByRole('link', { name: '10:00 AM, ₹199 / hour, 4 places left' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '02:00 PM, ₹149 / hour, Off-peak, 5 places left' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '06:00 PM, ₹299 / hour, Peak, 2 places left' })).toBeInTheDocument();
  });

  it("carries the slot to the booking form, which shows that slot's price rather than the gym's", async () => {
    gymWithBands();
    const { user } = renderApp(`/gym/${demoGymId}`);

    // A tap opens the slot's quick checkout (§8.13), whose link leads on to the form.
    await user.click(await screen.findByRole('link', { name: '02:00 PM, ₹149 / hour, Off-peak, 5 places left' }));
    await user.click(await screen.findByRole('link', { name: 'Choose another date or time' }));

    expect(await screen.findByDisplayValue('02:00 PM')).toBeInTheDocument();
    expect(await screen.findByText('₹149 / hour')).toBeInTheDocument();
    // Another time typed in gets that slot's price.
    await user.clear(screen.getByLabelText('Time slot'));
    await user.type(screen.getByLabelText('Time slot'), '6:00 pm');
    expect(await screen.findByText('₹299 / hour')).toBeInTheDocument();
  });
});
