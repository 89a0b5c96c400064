import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createPublicGym } from '../../../test/booking-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { errorReply, mockApi, queriesTo, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const gymId = '6650f1c2a9b3e4d5f6a70001';
const gym = createPublicGym({
  _id: gymId,
  name: 'Iron Temple Fitness',
  address: 'Shop 4, Lokhandwala Complex',
  city: 'Mumbai',
  latitude: 19.1409,
  longitude: 72.8265,
  pricePerHour: 299,
  ownerPhoneNumber: '9820012345',
  description: 'Six squat racks and a steam room.',
  amenities: ['Steam Room', 'Lockers'],
});

const gymApi = (overrides: MockRoutes = {}): MockRoutes => ({
  ...checkStatusAs(createUser()),
  [`GET /api/gyms/${gymId}`]: reply(200, { success: true, gym }),
  ...overrides,
});

const slotsReply = (date: string, slots: string[], remaining = 12) =>
  reply(200, {
    success: true,
    date,
    slots,
    slotDetails: slots.map((time) => ({ time, remaining, full: remaining === 0 })),
  });

async function openGym(path = `/gym/${gymId}`) {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Iron Temple Fitness', level: 1 });
  return view;
}

const chooseDate = (date: string) => fireEvent.change(screen.getByLabelText('Choose a date'), { target: { value: date } });

describe('gym details page', () => {
  it('shows the gym: address, price, owner phone, description, amenities and the way back', async () => {
    mockApi(gymApi());
    await openGym();

    expect(screen.getByText('Shop 4, Lokhandwala Complex, Mumbai')).toBeInTheDocument();
    expect(screen.getByText('₹299 / hour')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '9820012345' })).toHaveAttribute('href', 'tel:9820012345');
    expect(screen.getByText('Six squat racks and a steam room.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Amenities' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Steam Room',
      'Lockers',
    ]);
    expect(screen.getByRole('link', { name: '← Back to gyms in Mumbai' })).toHaveAttribute('href', '/gyms/Mumbai');
  });

  it('says what is missing when the gym has no phone, description, amenities or photos', async () => {
    const bareGym = { ...gym, ownerPhoneNumber: '', description: '', amenities: [], imageUrls: [] };
    mockApi(gymApi({ [`GET /api/gyms/${gymId}`]: reply(200, { success: true, gym: bareGym }) }));
    await openGym();

    expect(screen.getByText(/Owner contact:/)).toHaveTextContent('Owner contact: N/A');
    expect(screen.getByText('No description available.')).toBeInTheDocument();
    expect(screen.getByText('No amenities listed.')).toBeInTheDocument();
    expect(screen.getByAltText('No photos of Iron Temple Fitness yet')).toBeInTheDocument();
  });

  it('also opens at /gyms/{gym id}', async () => {
    mockApi(gymApi());
    await openGym(`/gyms/${gymId}`);

    expect(screen.getByText('₹299 / hour')).toBeInTheDocument();
  });

  it('does not offer past dates: the earliest date is today in India', async () => {
    // 19:00 UTC on 20 Nov is 00:30 on 21 Nov in India.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T19:00:00Z'));
    mockApi(gymApi());
    await openGym();

    expect(screen.getByLabelText('Choose a date')).toHaveAttribute('min', '2026-11-21');
  });

  it('lists the open slots of the chosen date as links to the booking form', async () => {
    const fetchMock = mockApi(gymApi({ [`GET /api/availability/user/${gymId}/slots`]: slotsReply('2099-01-09', ['09:00 AM', '06:00 PM']) }));
    await openGym();

    chooseDate('2099-01-09');

    expect(await screen.findByRole('heading', { name: 'Open slots on Fri, 9 Jan 2099' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '09:00 AM, 12 places left' })).toHaveAttribute('href', `/book/${gymId}?date=2099-01-09&time=09%3A00+AM`);
    expect(screen.getByRole('link', { name: '06:00 PM, 12 places left' })).toHaveAttribute('href', `/book/${gymId}?date=2099-01-09&time=06%3A00+PM`);
    expect(queriesTo(fetchMock, `/api/availability/user/${gymId}/slots`).map((query) => query.get('date'))).toContain('2099-01-09');
  });

  it("marks a slot with no places left 'Full' and offers no link to book it", async () => {
    mockApi(gymApi({ [`GET /api/availability/user/${gymId}/slots`]: slotsReply('2099-01-09', ['09:00 AM'], 0) }));
    await openGym();

    chooseDate('2099-01-09');

    expect(await screen.findByLabelText('09:00 AM, full')).toHaveTextContent('Full');
    expect(screen.queryByRole('link', { name: /09:00 AM/ })).not.toBeInTheDocument();
  });

  it("says 'No availability found for {date}.' when the date has no open slot", async () => {
    mockApi(gymApi({ [`GET /api/availability/user/${gymId}/slots`]: slotsReply('2099-01-10', []) }));
    await openGym();

    chooseDate('2099-01-10');

    expect(await screen.findByText('No availability found for Sat, 10 Jan 2099.')).toBeInTheDocument();
  });

  it('refuses a typed past date without asking the server', async () => {
    const fetchMock = mockApi(gymApi());
    await openGym();

    chooseDate('2020-01-01');

    expect(screen.getByRole('alert')).toHaveTextContent('Please choose today or a later date.');
    expect(queriesTo(fetchMock, `/api/availability/user/${gymId}/slots`)).toEqual([]);
  });

  it.each([
    ['an iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15', 'https://maps.apple.com/?daddr=19.1409,72.8265'],
    ['an Android phone', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile', 'https://www.google.com/maps/dir/?api=1&destination=19.1409,72.8265'],
  ])('gives directions for %s in a new tab', async (_device, userAgent, href) => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    mockApi(gymApi());
    await openGym();

    const directions = screen.getByRole('link', { name: /Get Directions/ });
    expect(directions).toHaveAttribute('href', href);
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("says 'Gym not found.' for an unknown gym", async () => {
    mockApi(gymApi({ [`GET /api/gyms/${gymId}`]: errorReply(404, 'Gym not found.') }));
    renderApp(`/gym/${gymId}`);

    expect(await screen.findByText('Gym not found.')).toBeInTheDocument();
  });

  it('offers a retry when the gym cannot load', async () => {
    mockApi(gymApi({ [`GET /api/gyms/${gymId}`]: errorReply(500, 'Internal server error') }));
    renderApp(`/gym/${gymId}`);

    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent(
      'Failed to load gym details or availability. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
