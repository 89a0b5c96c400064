import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBooking, createHold, demoBookingId } from '../../../test/booking-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { callsTo, errorReply, mockApi, networkFails, neverReplies, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const confirmationPath = `/confirmation/${demoBookingId}`;
const loggedIn: MockRoutes = checkStatusAs(createUser());
const bookingCall = `GET /api/bookings/${demoBookingId}`;

function expectConfirmedDetails() {
  expect(screen.getByText('Powerhouse Fitness')).toBeInTheDocument();
  expect(screen.getByText('Sat, 21 Nov 2026')).toBeInTheDocument();
  expect(screen.getByText('06:00 PM')).toBeInTheDocument();
  expect(screen.getByText('₹199')).toBeInTheDocument();
  expect(screen.getByText('482913')).toHaveClass('font-mono');
  expect(screen.getByText('Show this OTP to the gym owner upon arrival.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute('href', '/my-bookings');
  expect(screen.getByRole('link', { name: 'Explore More Gyms' })).toHaveAttribute('href', '/explore');
}

describe('confirmation page', () => {
  it('shows the booking handed over by the payment screen at once, and asks for it so the phone keeps it for the door', async () => {
    const fetchMock = mockApi({ ...loggedIn, [bookingCall]: neverReplies });
    renderApp({ pathname: confirmationPath, state: { success: true, booking: createBooking() } });

    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    expectConfirmedDetails();
    // The page shows the handed-over booking first; the request for it may leave a moment later.
    await waitFor(() => expect(callsTo(fetchMock, `/api/bookings/${demoBookingId}`)).toContainEqual({ method: 'GET', body: undefined }));
  });

  it('shows the handed-over booking, not a failure, when the network then fails', async () => {
    mockApi({ ...loggedIn, [bookingCall]: networkFails });
    renderApp({ pathname: confirmationPath, state: { success: true, booking: createBooking() } });

    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(screen.queryByText(/Failed/)).not.toBeInTheDocument();
  });

  it('after a reload fetches the booking and still shows the OTP', async () => {
    mockApi({ ...loggedIn, [bookingCall]: reply(200, { success: true, booking: createBooking() }) });
    renderApp(confirmationPath);

    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    expectConfirmedDetails();
  });

  it('shows a spinner while the booking loads', async () => {
    mockApi({ ...loggedIn, [bookingCall]: neverReplies });
    renderApp(confirmationPath);

    expect(await screen.findByText('Loading your booking…')).toBeInTheDocument();
  });

  it.each([
    ['an unpaid booking', reply(200, { success: true, booking: createHold() }), 'Booking status could not be confirmed. Please check your bookings list.'],
    ['an unknown booking', errorReply(404, 'Booking not found'), 'Booking details not found.'],
  ])('explains %s, with ways on', async (_case, bookingReply, message) => {
    mockApi({ ...loggedIn, [bookingCall]: bookingReply });
    renderApp(confirmationPath);

    expect(await screen.findByRole('heading', { name: 'Booking Failed / Not Confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Check My Bookings' })).toHaveAttribute('href', '/my-bookings');
    expect(screen.getByRole('link', { name: 'Try Booking Again' })).toHaveAttribute('href', '/explore');
  });

  it.each([
    ['the network fails and nothing was saved', networkFails],
    ['the server cannot answer', errorReply(500, 'Internal server error')],
  ])("never says 'failed' when %s: it says GymSlot could not be reached, and tries again on request", async (_case, failure) => {
    let reachable = false;
    mockApi({ ...loggedIn, [bookingCall]: () => (reachable ? reply(200, { success: true, booking: createBooking() }) : typeof failure === 'function' ? failure() : failure) });
    const { user } = renderApp(confirmationPath);

    expect(await screen.findByRole('heading', { name: 'Could not reach GymSlot' })).toBeInTheDocument();
    expect(screen.queryByText(/Failed/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Your booking is not lost/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check My Bookings' })).toHaveAttribute('href', '/my-bookings');

    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
  });

  it('offline, shows the paid booking saved on this phone with its OTP, and says when it was saved', async () => {
    const savedAt = new Date(Date.now() - 60_000);
    mockApi({ ...loggedIn, [bookingCall]: reply(200, { success: true, booking: createBooking() }, { 'x-gymslot-saved-at': savedAt.toISOString() }) });
    renderApp(confirmationPath);

    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    expectConfirmedDetails();
    expect(screen.getByText(/^Offline — showing this booking as of \d\d:\d\d [AP]M$/)).toBeInTheDocument();
    expect(screen.queryByText(/Failed/)).not.toBeInTheDocument();
  });

  it("does not call a saved copy from before the payment 'failed': it says GymSlot could not be reached", async () => {
    mockApi({ ...loggedIn, [bookingCall]: reply(200, { success: true, booking: createHold() }, { 'x-gymslot-saved-at': new Date().toISOString() }) });
    renderApp(confirmationPath);

    expect(await screen.findByRole('heading', { name: 'Could not reach GymSlot' })).toBeInTheDocument();
    expect(screen.queryByText(/Failed/)).not.toBeInTheDocument();
  });
});
