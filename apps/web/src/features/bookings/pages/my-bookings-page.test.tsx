import { act, screen, within } from '@testing-library/react';
import { formatCalendarDate } from '../../../lib/date-formatters';
import { describe, expect, it, vi } from 'vitest';
import { CANCELLATION_POLICY } from '@gymslot/shared/booking-rules';
import { addDays, istDate } from '@gymslot/shared/ist-time';
import { createBooking, createHold } from '../../../test/booking-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { callsTo, errorReply, mockApi, neverReplies, queriesTo, reply } from '../../../test/mock-api';
import type { MockReply, MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const loggedIn: MockRoutes = {
  ...checkStatusAs(createUser()),
  // Nothing to wait for: the Waitlist section (waitlist.test.tsx) stays out of these cases.
  'GET /api/bookings/waitlist': reply(200, { success: true, entries: [] }),
};
const listOf = (...bookings: ReturnType<typeof createBooking>[]): MockReply =>
  reply(200, { success: true, count: bookings.length, bookings });

const today = istDate(new Date());
const paid = createBooking({ _id: 'b0000011a9b3e4d5f6a7b011', date: addDays(today, 2) });
const verified = createBooking({
  _id: 'b0000022a9b3e4d5f6a7b022',
  date: addDays(today, -3),
  isVerified: true,
  otp: 111222,
  gym: { ...createBooking().gym, name: '' },
});
const hold = createHold({ _id: 'b0000033a9b3e4d5f6a7b033', date: addDays(today, 1), timeSlot: '07:00 AM' });
const { otp: _otp, ...paidBefore } = createBooking();
const refunded = { ...paidBefore, _id: 'b0000044a9b3e4d5f6a7b044', date: addDays(today, 4), status: 'cancelled' as const, isPaid: false, refundStatus: 'refunded' as const };
const lastWeek = createBooking({ _id: 'b0000055a9b3e4d5f6a7b055', date: addDays(today, -7) });

/** The card of a booking, found by the 8-character id it shows (spec §9). */
const cardOf = (bookingId: string) => {
  const card = screen.getByText(bookingId.slice(0, 8)).closest('article');
  if (card === null) throw new Error(`No card for ${bookingId}`);
  return within(card);
};

describe('my bookings page', () => {
  it('lists each booking with its details, status, OTP and directions', async () => {
    const fetchMock = mockApi({ ...loggedIn, 'GET /api/bookings/my-bookings': listOf(paid, verified, hold) });
    renderApp('/my-bookings');
    await screen.findByText('b0000011');

    expect(queriesTo(fetchMock, '/api/bookings/my-bookings').map(String)).toContain('include=cancelled');
    expect(screen.queryByText(paid._id)).not.toBeInTheDocument();
    const paidCard = cardOf(paid._id);
    expect(paidCard.getByRole('heading', { name: 'Powerhouse Fitness' })).toBeInTheDocument();
    expect(paidCard.getByText(formatCalendarDate(paid.date))).toBeInTheDocument();
    expect(paidCard.getByText('06:00 PM')).toBeInTheDocument();
    expect(paidCard.getByText('₹199')).toBeInTheDocument();
    expect(paidCard.getByText('Paid')).toBeInTheDocument();
    expect(paidCard.getByText('482913')).toBeInTheDocument();
    expect(paidCard.getByText('Show this OTP to the gym owner upon arrival.')).toBeInTheDocument();
    expect(paidCard.getByText(CANCELLATION_POLICY)).toBeInTheDocument();
    expect(paidCard.getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=18.5308,73.8475',
    );

    const verifiedCard = cardOf(verified._id);
    expect(verifiedCard.getByRole('heading', { name: 'Gym Name Not Available' })).toBeInTheDocument();
    expect(verifiedCard.getByText('Checked in')).toBeInTheDocument();
    expect(verifiedCard.getByRole('button', { name: 'Already Verified' })).toBeDisabled();

    const holdCard = cardOf(hold._id);
    expect(holdCard.getByText('Held, awaiting payment')).toBeInTheDocument();
    expect(holdCard.getByRole('timer')).toHaveTextContent(/^1[12]:\d\d$/);
    expect(holdCard.getByRole('link', { name: 'Continue to payment' })).toHaveAttribute('href', `/payment/${hold._id}`);
    expect(holdCard.queryByText('Show this OTP to the gym owner upon arrival.')).not.toBeInTheDocument();
  });

  it('resumes a hold straight from its card, without looking the booking up', async () => {
    const fetchMock = mockApi({ ...loggedIn, 'GET /api/bookings/my-bookings': listOf(hold) });
    const { user } = renderApp('/my-bookings');

    await user.click(await screen.findByRole('link', { name: 'Continue to payment' }));

    expect(await screen.findByRole('button', { name: 'Pay Now with Razorpay' })).toBeEnabled();
    expect(callsTo(fetchMock, `/api/bookings/${hold._id}`)).toEqual([]);
  });

  it("puts 'Upcoming' (soonest first) before 'Past' (latest first)", async () => {
    mockApi({ ...loggedIn, 'GET /api/bookings/my-bookings': listOf(lastWeek, hold, refunded, verified, paid) });
    renderApp('/my-bookings');
    await screen.findByText('b0000011');

    const idsIn = (title: string) =>
      within(screen.getByRole('region', { name: title }))
        .getAllByText(/^b00000\d\d$/)
        .map((id) => id.textContent);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Upcoming', 'Past']);
    expect(idsIn('Upcoming')).toEqual(['b0000033', 'b0000011']);
    expect(idsIn('Past')).toEqual(['b0000044', 'b0000022', 'b0000055']);
  });

  it('shows a cancelled booking in Past with where its money is, and nothing to cancel', async () => {
    const released = { ...refunded, _id: 'b0000077a9b3e4d5f6a7b077', refundStatus: undefined };
    const pending = { ...refunded, _id: 'b0000088a9b3e4d5f6a7b088', refundStatus: 'pending' as const };
    mockApi({ ...loggedIn, 'GET /api/bookings/my-bookings': listOf(refunded, released, pending) });
    renderApp('/my-bookings');
    await screen.findByText('b0000044');

    expect(cardOf(refunded._id).getByText('Cancelled and refunded')).toBeInTheDocument();
    expect(cardOf(released._id).getByText('Cancelled')).toBeInTheDocument();
    expect(cardOf(pending._id).getByText('Cancelled, refund on its way')).toBeInTheDocument();
    expect(screen.getByText('No upcoming bookings.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
    expect(screen.queryByText('Show this OTP to the gym owner upon arrival.')).not.toBeInTheDocument();
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
    expect(await screen.findByText('b0000011')).toBeInTheDocument();
  });
});

describe('cancelling a booking', () => {
  function setUp(deleteReply: MockReply) {
    let cancelled = false;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const fetchMock = mockApi({
      ...loggedIn,
      'GET /api/bookings/my-bookings': () => (cancelled ? listOf({ ...paid, status: 'cancelled', isPaid: false, refundStatus: 'pending' }, verified) : listOf(paid, verified)),
      [`DELETE /api/bookings/${paid._id}`]: () => {
        cancelled = deleteReply.status === 200;
        return deleteReply;
      },
    });
    const view = renderApp('/my-bookings', { advanceTimers: vi.advanceTimersByTime });
    return { ...view, confirmSpy, fetchMock };
  }

  it('asks first, moves the booking to Past as cancelled and shows the success message for 3 seconds', async () => {
    const { user, confirmSpy, fetchMock } = setUp(reply(200, { success: true, message: 'Booking cancelled successfully' }));
    await screen.findByText('b0000011');

    await user.click(cardOf(paid._id).getByRole('button', { name: 'Cancel Booking' }));

    expect(confirmSpy).toHaveBeenCalledWith('Are you sure you want to cancel this booking?');
    expect(await screen.findByText('Booking cancelled successfully!')).toBeInTheDocument();
    expect(await cardOf(paid._id).findByText('Cancelled, refund on its way')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Past' })).getByText('b0000011')).toBeInTheDocument();
    expect(screen.getByText('No upcoming bookings.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/bookings/${paid._id}`)).toEqual([{ method: 'DELETE', body: undefined }]);

    await act(() => vi.advanceTimersByTimeAsync(2_800));
    expect(screen.getByText('Booking cancelled successfully!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.queryByText('Booking cancelled successfully!')).not.toBeInTheDocument();
  });

  it("shows the server's refusal for 5 seconds and keeps the booking", async () => {
    const { user } = setUp(errorReply(409, 'This slot has already started'));
    await screen.findByText('b0000011');

    await user.click(cardOf(paid._id).getByRole('button', { name: 'Cancel Booking' }));

    expect(await screen.findByText('This slot has already started')).toBeInTheDocument();
    expect(screen.getByText('b0000011')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4_800));
    expect(screen.getByText('This slot has already started')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.queryByText('This slot has already started')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to cancel booking.'", async () => {
    const { user } = setUp(reply(500, {}));
    await screen.findByText('b0000011');

    await user.click(cardOf(paid._id).getByRole('button', { name: 'Cancel Booking' }));

    expect(await screen.findByText('Failed to cancel booking.')).toBeInTheDocument();
  });

  it('does nothing when the person changes their mind', async () => {
    const { user, confirmSpy, fetchMock } = setUp(reply(200, { success: true, message: 'Booking cancelled successfully' }));
    confirmSpy.mockReturnValue(false);
    await screen.findByText('b0000011');

    await user.click(cardOf(paid._id).getByRole('button', { name: 'Cancel Booking' }));

    expect(screen.getByText('b0000011')).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/bookings/${paid._id}`)).toEqual([]);
  });
});
