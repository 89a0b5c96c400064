import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBooking, createHold, demoBookingId } from '../../../test/booking-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { callsTo, errorReply, mockApi, neverReplies, reply } from '../../../test/mock-api';
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
  it('shows the booking handed over by the payment screen without fetching it', async () => {
    const fetchMock = mockApi(loggedIn);
    renderApp({ pathname: confirmationPath, state: { success: true, booking: createBooking() } });

    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    expectConfirmedDetails();
    expect(callsTo(fetchMock, `/api/bookings/${demoBookingId}`)).toEqual([]);
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

  it("says 'Failed to load booking details…' when the server cannot answer", async () => {
    mockApi({ ...loggedIn, [bookingCall]: errorReply(500, 'Internal server error') });
    renderApp(confirmationPath);

    expect(await screen.findByRole('heading', { name: 'Booking Failed / Not Confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load booking details. Please check your bookings list.');
  });
});
