import { screen, within } from '@testing-library/react';
import { formatCalendarDate } from '../../../lib/date-formatters';
import { WAITLIST_JOINED_MESSAGE } from '@gymslot/shared/waitlist-schemas';
import { describe, expect, it, vi } from 'vitest';
import { createPublicGym, demoGymId } from '../../../test/booking-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockReply, MockRoutes } from '../../../test/mock-api';
import { currentLocation, renderApp } from '../../../test/render-app';
import { createWaitlistEntry, waitlistReply } from '../../../test/waitlist-factories';

const loggedIn: MockRoutes = checkStatusAs(createUser());
const noBookings = reply(200, { success: true, count: 0, bookings: [] });

// 10:27 AM IST: the offer's hold runs to 10:42 AM IST.
const waiting = createWaitlistEntry({ _id: '6650f1c2a9b3e4d5f6a7e001', position: 2 });
const offered = createWaitlistEntry({
  _id: '6650f1c2a9b3e4d5f6a7e002',
  timeSlot: '07:00 PM',
  status: 'offered',
  position: 0,
  bookingId: 'b0000077a9b3e4d5f6a7b077',
  offerExpiresAt: '2026-11-21T05:12:00.000Z',
});
const booked = createWaitlistEntry({ _id: '6650f1c2a9b3e4d5f6a7e003', timeSlot: '08:00 PM', status: 'booked', position: 0, bookingId: 'b0000088a9b3e4d5f6a7b088' });
const ranOut = createWaitlistEntry({ _id: '6650f1c2a9b3e4d5f6a7e004', timeSlot: '09:00 PM', status: 'expired', position: 0 });

const cardOf = (slot: string) => {
  const card = within(screen.getByRole('region', { name: 'Waitlist' })).getByText(slot).closest('article');
  if (card === null) throw new Error(`No waitlist card for ${slot}`);
  return within(card);
};

describe("My Bookings' Waitlist (§8.4)", () => {
  it('lists each slot waited for with where the person stands, in words', async () => {
    mockApi({ ...loggedIn, 'GET /api/bookings/my-bookings': noBookings, 'GET /api/bookings/waitlist': waitlistReply(waiting, offered, booked, ranOut) });
    renderApp('/my-bookings');

    const section = within(await screen.findByRole('region', { name: 'Waitlist' }));
    expect(section.getAllByRole('article')).toHaveLength(3);

    const first = cardOf('06:00 PM');
    expect(first.getByRole('heading', { name: 'Powerhouse Fitness' })).toBeInTheDocument();
    expect(first.getByText(formatCalendarDate(waiting.date))).toBeInTheDocument();
    expect(first.getByText('On waitlist')).toBeInTheDocument();
    expect(first.getByText('2nd in line')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Leave waitlist' })).toBeInTheDocument();

    const held = cardOf('07:00 PM');
    expect(held.getByText(/A place is yours until/)).toHaveTextContent('A place is yours until 10:42 AM — Pay now');
    expect(held.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/payment/b0000077a9b3e4d5f6a7b077');
    expect(held.getByRole('button', { name: 'Leave waitlist' })).toBeInTheDocument();

    expect(cardOf('09:00 PM').getByText('Offer ran out')).toBeInTheDocument();
    expect(cardOf('09:00 PM').queryByRole('button')).not.toBeInTheDocument();
  });

  it('leaves out an entry that got booked: the booking is in Upcoming, and a section of only such entries is not shown', async () => {
    mockApi({ ...loggedIn, 'GET /api/bookings/my-bookings': noBookings, 'GET /api/bookings/waitlist': waitlistReply(waiting, booked) });
    renderApp('/my-bookings');

    const section = within(await screen.findByRole('region', { name: 'Waitlist' }));
    expect(section.getAllByRole('article')).toHaveLength(1);
    expect(section.queryByText('08:00 PM')).not.toBeInTheDocument();
    expect(section.queryByText('Booked')).not.toBeInTheDocument();
  });

  it('is not shown when the only entry got booked', async () => {
    mockApi({ ...loggedIn, 'GET /api/bookings/my-bookings': noBookings, 'GET /api/bookings/waitlist': waitlistReply(booked) });
    renderApp('/my-bookings');

    expect(await screen.findByText('You have no bookings yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Waitlist' })).not.toBeInTheDocument();
  });

  it('is not there for a person who waits for nothing', async () => {
    mockApi({ ...loggedIn, 'GET /api/bookings/my-bookings': noBookings, 'GET /api/bookings/waitlist': waitlistReply() });
    renderApp('/my-bookings');

    expect(await screen.findByText('You have no bookings yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Waitlist' })).not.toBeInTheDocument();
  });

  it('says when the waitlist cannot be read, and reads it again on request', async () => {
    let serverUp = false;
    mockApi({
      ...loggedIn,
      'GET /api/bookings/my-bookings': noBookings,
      'GET /api/bookings/waitlist': () => (serverUp ? waitlistReply(waiting) : errorReply(500, 'Internal server error')),
    });
    const { user } = renderApp('/my-bookings');

    const section = within(await screen.findByRole('region', { name: 'Waitlist' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Failed to load your waitlist. Please try again.');
    serverUp = true;
    await user.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByText('2nd in line')).toBeInTheDocument();
  });

  function setUpLeaving(deleteReply: MockReply) {
    let left = false;
    const confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const fetchMock = mockApi({
      ...loggedIn,
      'GET /api/bookings/my-bookings': noBookings,
      'GET /api/bookings/waitlist': () => (left ? waitlistReply(waiting) : waitlistReply(waiting, offered)),
      [`DELETE /api/bookings/waitlist/${offered._id}`]: () => {
        left = deleteReply.status === 200;
        return deleteReply;
      },
    });
    return { confirmSpy, fetchMock, ...renderApp('/my-bookings') };
  }

  it('leaves a line after asking, warning that a held place goes on, and says so', async () => {
    const { user, confirmSpy, fetchMock } = setUpLeaving(reply(200, { success: true, message: 'You have left the waitlist' }));
    await screen.findByRole('region', { name: 'Waitlist' });

    await user.click(cardOf('07:00 PM').getByRole('button', { name: 'Leave waitlist' }));

    expect(confirmSpy).toHaveBeenCalledWith('Leave the waitlist? The place held for you will go to the next person in line.');
    expect(await screen.findByText('You have left the waitlist')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Waitlist' })).queryByText('07:00 PM')).not.toBeInTheDocument();
    expect(cardOf('06:00 PM').getByText('2nd in line')).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/bookings/waitlist/${offered._id}`)).toEqual([{ method: 'DELETE', body: undefined }]);
  });

  it("keeps the entry and shows the server's refusal on its card", async () => {
    const { user } = setUpLeaving(errorReply(404, 'Waitlist entry not found'));
    await screen.findByRole('region', { name: 'Waitlist' });

    await user.click(cardOf('07:00 PM').getByRole('button', { name: 'Leave waitlist' }));

    expect(await cardOf('07:00 PM').findByRole('alert')).toHaveTextContent('Waitlist entry not found');
  });

  it('stays in line when the person changes their mind', async () => {
    const { user, confirmSpy, fetchMock } = setUpLeaving(reply(200, { success: true, message: 'You have left the waitlist' }));
    confirmSpy.mockReturnValue(false);
    await screen.findByRole('region', { name: 'Waitlist' });

    await user.click(cardOf('06:00 PM').getByRole('button', { name: 'Leave waitlist' }));

    expect(confirmSpy).toHaveBeenCalledWith('Leave the waitlist? You will lose your place in line.');
    expect(callsTo(fetchMock, `/api/bookings/waitlist/${offered._id}`)).toEqual([]);
    expect(cardOf('06:00 PM').getByText('2nd in line')).toBeInTheDocument();
  });
});

describe('the booking form, when the slot is full', () => {
  const bookPath = `/book/${demoGymId}?date=2026-11-21&time=06%3A00+PM`;

  function setUp(joinReply: MockReply) {
    const fetchMock = mockApi({
      ...loggedIn,
      [`GET /api/gyms/${demoGymId}`]: reply(200, { success: true, gym: createPublicGym() }),
      'POST /api/bookings/initiate': errorReply(409, 'This slot is full'),
      'POST /api/bookings/waitlist': joinReply,
    });
    return { fetchMock, ...renderApp(bookPath) };
  }

  it("offers the slot's waitlist right there, joins it and says the place in line", async () => {
    const { user, fetchMock } = setUp(reply(201, { success: true, message: WAITLIST_JOINED_MESSAGE, entry: createWaitlistEntry({ position: 1 }) }));
    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This slot is full');

    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    expect(await screen.findByText(`${WAITLIST_JOINED_MESSAGE} You are 1st in line.`)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/bookings/waitlist')).toEqual([
      { method: 'POST', body: { gymId: demoGymId, bookingDate: '2026-11-21', timeSlot: '06:00 PM' } },
    ]);
    await user.click(screen.getByRole('link', { name: 'See your waitlist in My Bookings' }));
    expect(currentLocation()).toBe('/my-bookings');
  });

  it('shows why the waitlist refused, in place', async () => {
    const { user } = setUp(errorReply(409, 'You are already on the waitlist for this slot'));
    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    await user.click(await screen.findByRole('button', { name: 'Join the waitlist' }));

    expect(await screen.findByText('You are already on the waitlist for this slot')).toBeInTheDocument();
    expect(screen.getByText('You are already on the waitlist for this slot').closest('[role="alert"]')).not.toBeNull();
  });
});
