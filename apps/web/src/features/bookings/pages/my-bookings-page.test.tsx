import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CANCELLATION_POLICY } from '@gymslot/shared/booking-rules';
import { createBooking, createHold } from '../../../test/booking-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { callsTo, errorReply, mockApi, neverReplies, reply } from '../../../test/mock-api';
import type { MockReply, MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const loggedIn: MockRoutes = checkStatusAs(createUser());
const listOf = (...bookings: ReturnType<typeof createBooking>[]): MockReply =>
  reply(200, { success: true, count: bookings.length, bookings });

const paid = createBooking({ _id: '6650f1c2a9b3e4d5f6a7b011' });
const verified = createBooking({
  _id: '6650f1c2a9b3e4d5f6a7b022',
  isVerified: true,
  otp: 111222,
  gym: { ...createBooking().gym, name: '' },
});
const hold = createHold({ _id: '6650f1c2a9b3e4d5f6a7b033' });

const cardOf = (bookingId: string) => {
  const card = screen.getByText(bookingId).closest('article');
  if (card === null) throw new Error(`No card for ${bookingId}`);
  return within(card);
};

describe('my bookings page', () => {
  it('lists each booking with its details, status, OTP and directions', async () => {
    mockApi({ ...loggedIn, 'GET /api/bookings/my-bookings': listOf(paid, verified, hold) });
    renderApp('/my-bookings');
    await screen.findByText(paid._id);

    const paidCard = cardOf(paid._id);
    expect(paidCard.getByRole('heading', { name: 'Powerhouse Fitness' })).toBeInTheDocument();
    expect(paidCard.getByText('Sat, 21 Nov 2026')).toBeInTheDocument();
    expect(paidCard.getByText('06:00 PM')).toBeInTheDocument();
    expect(paidCard.getByText('₹199')).toBeInTheDocument();
    expect(paidCard.getByText('Pending Verification')).toBeInTheDocument();
    expect(paidCard.getByText('482913')).toBeInTheDocument();
    expect(paidCard.getByText('Show this OTP to the gym owner upon arrival.')).toBeInTheDocument();
    expect(paidCard.getByText(CANCELLATION_POLICY)).toBeInTheDocument();
    expect(paidCard.getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=18.5308,73.8475',
    );

    const verifiedCard = cardOf(verified._id);
    expect(verifiedCard.getByRole('heading', { name: 'Gym Name Not Available' })).toBeInTheDocument();
    expect(verifiedCard.getByText('Verified')).toBeInTheDocument();
    expect(verifiedCard.getByRole('button', { name: 'Already Verified' })).toBeDisabled();

    const holdCard = cardOf(hold._id);
    expect(holdCard.getByText('Awaiting payment')).toBeInTheDocument();
    expect(holdCard.getByRole('link', { name: 'Complete payment' })).toHaveAttribute('href', `/payment/${hold._id}`);
    expect(holdCard.queryByText('Show this OTP to the gym owner upon arrival.')).not.toBeInTheDocument();
  });

  it('resumes a hold straight from its card, without looking the booking up', async () => {
    const fetchMock = mockApi({ ...loggedIn, 'GET /api/bookings/my-bookings': listOf(hold) });
    const { user } = renderApp('/my-bookings');

    await user.click(await screen.findByRole('link', { name: 'Complete payment' }));

    expect(await screen.findByRole('button', { name: 'Pay Now with Razorpay' })).toBeEnabled();
    expect(callsTo(fetchMock, `/api/bookings/${hold._id}`)).toEqual([]);
  });

  it('shows skeletons while loading', async () => {
    mockApi({ ...loggedIn, 'GET /api/bookings/my-bookings': neverReplies });
    renderApp('/my-bookings');

    expect(await screen.findByText('Loading your bookings…')).toBeInTheDocument();
  });

  it('says what to do when there are no bookings', async () => {
    mockApi({ ...loggedIn, 'GET /api/bookings/my-bookings': listOf() });
    renderApp('/my-bookings');

    expect(await screen.findByText('You have no bookings yet.')).toBeInTheDocument();
    expect(screen.getByText('Start by exploring gyms and making your first booking!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Gyms' })).toHaveAttribute('href', '/explore');
  });

  it('explains a failed load and retries', async () => {
    let serverUp = false;
    mockApi({
      ...loggedIn,
      'GET /api/bookings/my-bookings': () => (serverUp ? listOf(paid) : errorReply(500, 'Internal server error')),
    });
    const { user } = renderApp('/my-bookings');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your bookings. Please try again later.');
    serverUp = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(paid._id)).toBeInTheDocument();
  });
});

describe('cancelling a booking', () => {
  function setUp(deleteReply: MockReply) {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const fetchMock = mockApi({
      ...loggedIn,
      'GET /api/bookings/my-bookings': listOf(paid, verified),
      [`DELETE /api/bookings/${paid._id}`]: deleteReply,
    });
    const view = renderApp('/my-bookings', { advanceTimers: vi.advanceTimersByTime });
    return { ...view, confirmSpy, fetchMock };
  }

  it('asks first, removes the booking and shows the success message for 3 seconds', async () => {
    const { user, confirmSpy, fetchMock } = setUp(reply(200, { success: true, message: 'Booking cancelled successfully' }));
    await screen.findByText(paid._id);

    await user.click(cardOf(paid._id).getByRole('button', { name: 'Cancel Booking' }));

    expect(confirmSpy).toHaveBeenCalledWith('Are you sure you want to cancel this booking?');
    expect(await screen.findByText('Booking cancelled successfully!')).toBeInTheDocument();
    expect(screen.queryByText(paid._id)).not.toBeInTheDocument();
    expect(screen.getByText(verified._id)).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/bookings/${paid._id}`)).toEqual([{ method: 'DELETE', body: undefined }]);

    await act(() => vi.advanceTimersByTimeAsync(2_800));
    expect(screen.getByText('Booking cancelled successfully!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.queryByText('Booking cancelled successfully!')).not.toBeInTheDocument();
  });

  it("shows the server's refusal for 5 seconds and keeps the booking", async () => {
    const { user } = setUp(errorReply(409, 'This slot has already started'));
    await screen.findByText(paid._id);

    await user.click(cardOf(paid._id).getByRole('button', { name: 'Cancel Booking' }));

    expect(await screen.findByText('This slot has already started')).toBeInTheDocument();
    expect(screen.getByText(paid._id)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4_800));
    expect(screen.getByText('This slot has already started')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.queryByText('This slot has already started')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to cancel booking.'", async () => {
    const { user } = setUp(reply(500, {}));
    await screen.findByText(paid._id);

    await user.click(cardOf(paid._id).getByRole('button', { name: 'Cancel Booking' }));

    expect(await screen.findByText('Failed to cancel booking.')).toBeInTheDocument();
  });

  it('does nothing when the person changes their mind', async () => {
    const { user, confirmSpy, fetchMock } = setUp(reply(200, { success: true, message: 'Booking cancelled successfully' }));
    confirmSpy.mockReturnValue(false);
    await screen.findByText(paid._id);

    await user.click(cardOf(paid._id).getByRole('button', { name: 'Cancel Booking' }));

    expect(screen.getByText(paid._id)).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/bookings/${paid._id}`)).toEqual([]);
  });
});
