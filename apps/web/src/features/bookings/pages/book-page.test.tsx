import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_POLICY, UNPAID_HOLDS_MESSAGE } from '@gymslot/shared/booking-rules';
import { istDate } from '@gymslot/shared/ist-time';
import { createBooking, createHold, createInitiateReply, createPublicGym, demoBookingId, demoGymId } from '../../../test/booking-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { callsTo, errorReply, mockApi, neverReplies, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { currentLocation, renderApp } from '../../../test/render-app';

const gymRoutes: MockRoutes = {
  ...checkStatusAs(createUser()),
  [`GET /api/gyms/${demoGymId}`]: reply(200, { success: true, gym: createPublicGym() }),
};

const bookPath = `/book/${demoGymId}?date=2026-11-21&time=06%3A00+PM`;
const slotTaken = (booking: unknown) =>
  reply(409, { success: false, message: 'You already have this slot', error: 'You already have this slot', booking });

async function openBookPage(search = '?date=2026-11-21&time=06%3A00+PM', state: unknown = null) {
  const view = renderApp({ pathname: `/book/${demoGymId}${search}`, state });
  await screen.findByRole('heading', { name: 'Book Your Slot' });
  await screen.findByDisplayValue('Powerhouse Fitness');
  return view;
}

describe('book page', () => {
  it('shows the gym, the slot from the link, the price and the cancellation policy', async () => {
    mockApi(gymRoutes);
    await openBookPage();

    expect(screen.getByLabelText('Gym')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-21');
    expect(screen.getByLabelText('Date')).toHaveAttribute('min', istDate(new Date()));
    expect(screen.getByLabelText('Time slot')).toHaveValue('06:00 PM');
    expect(screen.getByLabelText('Time slot')).toHaveAttribute('placeholder', '09:00 AM');
    expect(screen.getByLabelText('Time slot')).toHaveAccessibleDescription('Please ensure this slot is available for the selected date.');
    expect(screen.getByText('₹199 / hour')).toBeInTheDocument();
    expect(screen.getByText(CANCELLATION_POLICY)).toBeInTheDocument();
  });

  it("asks for both date and time slot and sends nothing", async () => {
    const fetchMock = mockApi(gymRoutes);
    const { user } = await openBookPage('?date=2026-11-21');

    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please select both date and time slot.');
    expect(callsTo(fetchMock, '/api/bookings/initiate')).toEqual([]);
  });

  it('holds the slot and moves to payment with the order, checkout and hold in the navigation state', async () => {
    const initiated = createInitiateReply();
    const fetchMock = mockApi({ ...gymRoutes, 'POST /api/bookings/initiate': reply(200, initiated) });
    const { user } = await openBookPage();

    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    expect(await screen.findByText('Booking initiated! Redirecting to payment...')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/bookings/initiate')).toEqual([
      { method: 'POST', body: { gymId: demoGymId, bookingDate: '2026-11-21', timeSlot: '06:00 PM' } },
    ]);
    expect(await screen.findByRole('heading', { name: 'Complete Payment' })).toBeInTheDocument();
    expect(currentLocation()).toBe(`/payment/${demoBookingId}`);
    // The payment screen works from the state alone: amount from the order, no booking lookup.
    expect(screen.getByText('₹199')).toBeInTheDocument();
    expect(screen.getByText('Sat, 21 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^1[45]:\d\d$/);
    expect(callsTo(fetchMock, `/api/bookings/${demoBookingId}`)).toEqual([]);
  });

  it('after Back from the payment screen starts afresh and offers the hold it made', async () => {
    mockApi({
      ...gymRoutes,
      'POST /api/bookings/initiate': reply(200, createInitiateReply()),
      [`GET /api/bookings/${demoBookingId}`]: reply(200, { success: true, booking: createHold() }),
    });
    const { user } = await openBookPage();
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await screen.findByRole('heading', { name: 'Complete Payment' });

    act(() => window.history.back());

    const continueLink = await screen.findByRole('link', { name: 'Continue to payment' });
    expect(currentLocation()).toBe(bookPath);
    expect(screen.queryByText('Booking initiated! Redirecting to payment...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
    expect(screen.getByRole('timer')).toHaveTextContent(/^1[1-4]:\d\d$/);
    await user.click(continueLink);
    expect(await screen.findByRole('heading', { name: 'Complete Payment' })).toBeInTheDocument();
    expect(currentLocation()).toBe(`/payment/${demoBookingId}`);
  });

  it('after a reload finds the hold again from its history entry', async () => {
    const fetchMock = mockApi({ ...gymRoutes, [`GET /api/bookings/${demoBookingId}`]: reply(200, { success: true, booking: createHold() }) });
    await openBookPage(undefined, { heldBookingId: demoBookingId });

    expect(await screen.findByRole('link', { name: 'Continue to payment' })).toHaveAttribute('href', `/payment/${demoBookingId}`);
    const held = screen.getByRole('region', { name: 'This slot is held for you' });
    expect(held).toHaveTextContent('Powerhouse Fitness');
    expect(held).toHaveTextContent('Sat, 21 Nov 2026');
    expect(held).toHaveTextContent('06:00 PM');
    expect(callsTo(fetchMock, `/api/bookings/${demoBookingId}`)).not.toEqual([]);
  });

  it('offers nothing when the remembered hold has run out', async () => {
    const { order: _order, checkout: _checkout, ...lapsed } = createHold({ status: 'expired', holdExpiresAt: new Date(Date.now() - 60_000).toISOString() });
    mockApi({ ...gymRoutes, [`GET /api/bookings/${demoBookingId}`]: reply(200, { success: true, booking: lapsed }) });
    await openBookPage(undefined, { heldBookingId: demoBookingId });

    expect(await screen.findByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Continue to payment' })).not.toBeInTheDocument();
  });

  it("answers 'You already have this slot' with the way back to that hold's payment", async () => {
    const fetchMock = mockApi({
      ...gymRoutes,
      'POST /api/bookings/initiate': slotTaken(createHold()),
      [`GET /api/bookings/${demoBookingId}`]: reply(200, { success: true, booking: createHold() }),
    });
    const { user } = await openBookPage();

    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    await user.click(await screen.findByRole('link', { name: 'Continue to payment' }));
    expect(await screen.findByRole('button', { name: 'Pay Now with Razorpay' })).toBeEnabled();
    expect(screen.getByRole('timer')).toHaveTextContent(/^1[12]:\d\d$/);
    expect(currentLocation()).toBe(`/payment/${demoBookingId}`);
    // The hold came with the refusal: the payment screen opens from it, without asking again.
    expect(callsTo(fetchMock, `/api/bookings/${demoBookingId}`).length).toBeLessThanOrEqual(1);
  });

  it('points to My Bookings when the slot is already paid for', async () => {
    mockApi({
      ...gymRoutes,
      'POST /api/bookings/initiate': slotTaken(createBooking()),
      [`GET /api/bookings/${demoBookingId}`]: reply(200, { success: true, booking: createBooking() }),
    });
    const { user } = await openBookPage();

    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    expect(await screen.findByText(/^You have already booked this slot: Powerhouse Fitness, Sat, 21 Nov 2026, 06:00 PM\./)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'View it in My Bookings' }));
    expect(currentLocation()).toBe('/my-bookings');
  });

  it('starts afresh when the browser shows the page again from its back-forward cache', async () => {
    mockApi({ ...gymRoutes, 'POST /api/bookings/initiate': () => neverReplies() });
    const { user } = await openBookPage();
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();

    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });

    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    mockApi({ ...gymRoutes, 'POST /api/bookings/initiate': errorReply(409, 'This slot is full') });
    const { user } = await openBookPage();

    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This slot is full');
    expect(screen.getByLabelText('Time slot')).toHaveValue('06:00 PM');
    expect(currentLocation()).toBe(`/book/${demoGymId}?date=2026-11-21&time=06%3A00+PM`);
  });

  it('points a person with 3 unpaid holds to My Bookings, where they can pay for or cancel one', async () => {
    mockApi({ ...gymRoutes, 'POST /api/bookings/initiate': errorReply(409, UNPAID_HOLDS_MESSAGE) });
    const { user } = await openBookPage();

    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You have 3 unpaid bookings. Pay for or cancel one first.');
    await user.click(screen.getByRole('link', { name: 'Go to My Bookings to pay for or cancel a held slot' }));
    expect(currentLocation()).toBe('/my-bookings');
  });

  it("falls back to 'Failed to initiate booking. Please try again.'", async () => {
    mockApi({ ...gymRoutes, 'POST /api/bookings/initiate': reply(502, 'Bad gateway') });
    const { user } = await openBookPage();

    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to initiate booking. Please try again.');
  });
});
