import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPublicGym } from '../../../test/booking-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { errorReply, mockApi, queriesTo, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { currentLocation, renderApp } from '../../../test/render-app';

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
    slotDetails: slots.map((time) => ({ time, remaining, full: remaining === 0, pricePerHour: 299 })),
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

  describe('Book Your Slot', () => {
    // Friday 9 Jan 2099, 09:30 in India (04:00 UTC).
    const today = '2099-01-09';
    const slotsPath = `/api/availability/user/${gymId}/slots`;
    const onDay = (date: string, reply: ReturnType<typeof slotsReply>) => ({ [`GET ${slotsPath}?date=${date}`]: reply });
    // The days asked for, once each (StrictMode mounts twice, and a query cancelled by the first unmount asks again).
    const slotDates = (fetchMock: ReturnType<typeof mockApi>) => [...new Set(queriesTo(fetchMock, slotsPath).map((query) => query.get('date')))];

    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(`${today}T04:00:00Z`));
    });

    it("shows today's open slots on arrival, each a link to the booking form", async () => {
      const fetchMock = mockApi(gymApi(onDay(today, slotsReply(today, ['10:00 AM', '06:00 PM']))));
      await openGym();

      expect(await screen.findByRole('heading', { name: 'Open slots on Fri, 9 Jan 2099' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '10:00 AM, ₹299 / hour, 12 places left' })).toHaveAttribute('href', `/book/${gymId}?date=2099-01-09&time=10%3A00+AM`);
      expect(screen.getByRole('link', { name: '06:00 PM, ₹299 / hour, 12 places left' })).toHaveAttribute('href', `/book/${gymId}?date=2099-01-09&time=06%3A00+PM`);
      expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByLabelText('Choose a date')).toHaveValue(today);
      expect(slotDates(fetchMock)).toEqual([today]);
    });

    it("marks a slot with no places left 'Full', with a way into its waitlist instead of the booking form", async () => {
      mockApi(gymApi(onDay(today, reply(200, {
        success: true,
        date: today,
        slots: ['10:00 AM', '11:00 AM'],
        slotDetails: [
          { time: '10:00 AM', remaining: 0, full: true, pricePerHour: 299 },
          { time: '11:00 AM', remaining: 1, full: false, pricePerHour: 299 },
        ],
      }))));
      await openGym();

      const fullSlot = (await screen.findByRole('button', { name: '10:00 AM, Full · Join waitlist' })).closest('li');
      expect(within(fullSlot as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: '11:00 AM, ₹299 / hour, 1 place left' })).toBeInTheDocument();
    });

    it('offers the next days one tap away, and keeps the chosen day in the address', async () => {
      const fetchMock = mockApi(gymApi({
        ...onDay(today, slotsReply(today, ['10:00 AM'])),
        ...onDay('2099-01-10', slotsReply('2099-01-10', ['07:00 AM'])),
      }));
      const { user } = await openGym();
      await screen.findByRole('link', { name: '10:00 AM, ₹299 / hour, 12 places left' });

      const days = within(screen.getByRole('group', { name: 'Pick a day' })).getAllByRole('button');
      expect(days.map((day) => day.textContent)).toEqual(['Today', 'Tomorrow', 'Sun 11', 'Mon 12', 'Tue 13', 'Wed 14', 'Thu 15']);

      await user.click(screen.getByRole('button', { name: 'Tomorrow' }));

      expect(await screen.findByRole('link', { name: '07:00 AM, ₹299 / hour, 12 places left' })).toHaveAttribute('href', `/book/${gymId}?date=2099-01-10&time=07%3A00+AM`);
      expect(screen.getByRole('heading', { name: 'Open slots on Sat, 10 Jan 2099' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Tomorrow' })).toHaveAttribute('aria-pressed', 'true');
      expect(currentLocation()).toBe(`/gym/${gymId}?date=2099-01-10`);
      expect(slotDates(fetchMock)).toEqual([today, '2099-01-10']);
    });

    it('opens on the day in the address, and on today when that day is past or not a date', async () => {
      mockApi(gymApi({
        ...onDay(today, slotsReply(today, ['10:00 AM'])),
        ...onDay('2099-01-12', slotsReply('2099-01-12', ['08:00 AM'])),
      }));
      await openGym(`/gym/${gymId}?date=2099-01-12`);
      expect(await screen.findByRole('heading', { name: 'Open slots on Mon, 12 Jan 2099' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Mon 12' })).toHaveAttribute('aria-pressed', 'true');
      cleanup();

      for (const asked of ['2020-01-01', 'soon']) {
        await openGym(`/gym/${gymId}?date=${asked}`);
        expect(await screen.findByRole('heading', { name: 'Open slots on Fri, 9 Jan 2099' })).toBeInTheDocument();
        cleanup();
      }
    });

    it('reaches later dates through the date picker', async () => {
      mockApi(gymApi({
        ...onDay(today, slotsReply(today, ['10:00 AM'])),
        ...onDay('2099-02-20', slotsReply('2099-02-20', ['05:00 PM'])),
      }));
      await openGym();

      chooseDate('2099-02-20');

      expect(await screen.findByRole('link', { name: '05:00 PM, ₹299 / hour, 12 places left' })).toHaveAttribute('href', `/book/${gymId}?date=2099-02-20&time=05%3A00+PM`);
      expect(within(screen.getByRole('group', { name: 'Pick a day' })).queryByRole('button', { pressed: true })).not.toBeInTheDocument();
    });

    it("says 'No availability found for {date}.' when the day has no open slot", async () => {
      mockApi(gymApi(onDay(today, slotsReply(today, []))));
      await openGym();

      expect(await screen.findByText('No availability found for Fri, 9 Jan 2099.')).toBeInTheDocument();
    });

    it('refuses a typed past date without asking the server for it', async () => {
      const fetchMock = mockApi(gymApi(onDay(today, slotsReply(today, ['10:00 AM']))));
      await openGym();

      chooseDate('2020-01-01');

      expect(screen.getByRole('alert')).toHaveTextContent('Please choose today or a later date.');
      expect(slotDates(fetchMock)).not.toContain('2020-01-01');
    });

    it('says plainly when the gym has published no opening hours, and asks for no slots', async () => {
      const fetchMock = mockApi(gymApi({ [`GET /api/gyms/${gymId}`]: reply(200, { success: true, gym: { ...gym, hasOpeningHours: false } }) }));
      await openGym();

      expect(screen.getByText(/This gym has not published its opening hours yet\./)).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Pick a day' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Choose a date')).not.toBeInTheDocument();
      expect(slotDates(fetchMock)).toEqual([]);
    });
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
