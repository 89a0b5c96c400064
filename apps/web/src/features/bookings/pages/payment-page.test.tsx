import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createBooking, createCheckout, createHold, createOrder, demoBookingId, demoGymId, minutesFromNow } from '../../../test/booking-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { currentLocation, renderApp } from '../../../test/render-app';
import type { PaymentSession } from '../navigation-state';

const paymentPath = `/payment/${demoBookingId}`;
const loggedIn: MockRoutes = checkStatusAs(createUser());
const sessionState = (overrides: Partial<PaymentSession> = {}): PaymentSession => ({
  gymId: demoGymId,
  gymName: 'Powerhouse Fitness',
  date: '2026-11-21',
  timeSlot: '06:00 PM',
  order: createOrder(),
  holdExpiresAt: minutesFromNow(15),
  checkout: createCheckout(),
  ...overrides,
});

async function openPayment(state?: PaymentSession, userEventOptions?: Parameters<typeof renderApp>[1]) {
  const view = renderApp({ pathname: paymentPath, state }, userEventOptions);
  await screen.findByRole('heading', { name: 'Complete Payment' });
  return view;
}

/** The gym, date, slot and amount of the demo hold, each beside its label. */
function expectHoldDetails() {
  const details = Object.fromEntries(
    screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
  expect(details).toMatchObject({ Gym: 'Powerhouse Fitness', Date: 'Sat, 21 Nov 2026', 'Time slot': '06:00 PM', Amount: '₹199' });
}

describe('payment page, from the book screen', () => {
  it('names the gym, the date, the slot and the amount, with the short booking id', async () => {
    mockApi(loggedIn);
    await openPayment(sessionState());

    expectHoldDetails();
    expect(screen.getByText('6650f1c2…')).toBeInTheDocument();
  });
});

describe('payment page, resumed without navigation state', () => {
  it('rebuilds the session from the live hold after a reload', async () => {
    const fetchMock = mockApi({
      ...loggedIn,
      [`GET /api/bookings/${demoBookingId}`]: reply(200, { success: true, booking: createHold() }),
    });
    await openPayment();

    expect(await screen.findByRole('button', { name: 'Pay Now with Razorpay' })).toBeEnabled();
    expect(screen.getByText('6650f1c2…')).toBeInTheDocument();
    expectHoldDetails();
    expect(screen.getByRole('timer')).toHaveTextContent(/^1[12]:\d\d$/);
    expect(callsTo(fetchMock, `/api/bookings/${demoBookingId}`)).not.toEqual([]);
  });

  it('says the session expired when the hold has run out, and points back to the gym', async () => {
    const { order: _order, checkout: _checkout, ...expired } = createHold({ holdExpiresAt: minutesFromNow(-1) });
    mockApi({ ...loggedIn, [`GET /api/bookings/${demoBookingId}`]: reply(200, { success: true, booking: expired }) });
    await openPayment();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment session expired. Please re-initiate booking from gym details.',
    );
    expect(screen.getByRole('link', { name: 'Choose a slot again' })).toHaveAttribute('href', `/gym/${demoGymId}`);
    expect(screen.queryByRole('button', { name: 'Pay Now with Razorpay' })).not.toBeInTheDocument();
  });

  it('asks to restart when a live hold comes without its order', async () => {
    const { order: _order, ...withoutOrder } = createHold();
    mockApi({ ...loggedIn, [`GET /api/bookings/${demoBookingId}`]: reply(200, { success: true, booking: withoutOrder }) });
    await openPayment();

    expect(await screen.findByRole('alert')).toHaveTextContent('Missing order or booking info. Please restart the booking process.');
  });

  it("says 'Booking not found.' for an unknown booking", async () => {
    mockApi({ ...loggedIn, [`GET /api/bookings/${demoBookingId}`]: errorReply(404, 'Booking not found') });
    await openPayment();

    expect(await screen.findByRole('alert')).toHaveTextContent('Booking not found.');
  });

  it('offers a retry when the booking cannot be loaded', async () => {
    let serverUp = false;
    mockApi({
      ...loggedIn,
      [`GET /api/bookings/${demoBookingId}`]: () =>
        serverUp ? reply(200, { success: true, booking: createHold() }) : errorReply(500, 'Internal server error'),
    });
    const { user } = await openPayment();

    // One automatic retry comes first (a second later), then the message.
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load booking. Please try again.');
    serverUp = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay Now with Razorpay' })).toBeEnabled();
  });

  it('sends an already paid booking on to its confirmation', async () => {
    mockApi({ ...loggedIn, [`GET /api/bookings/${demoBookingId}`]: reply(200, { success: true, booking: createBooking() }) });
    renderApp(paymentPath);

    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(currentLocation()).toBe(`/confirmation/${demoBookingId}`);
  });
});

describe('payment page countdown', () => {
  it('counts the hold down and, at zero, shows the expiry message and disables Pay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi(loggedIn);
    await openPayment(sessionState({ holdExpiresAt: new Date(Date.now() + 65_000).toISOString() }));

    expect(screen.getByRole('timer')).toHaveTextContent('01:05');
    // Async: the page's effects are flushed by React's scheduler, outside the faked clock.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
    await act(() => vi.advanceTimersByTimeAsync(60_000));

    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Payment session expired. Please re-initiate booking from gym details.');
    expect(screen.getByRole('button', { name: 'Pay Now with Razorpay' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Choose a slot again' })).toHaveAttribute('href', `/gym/${demoGymId}`);
  });

  it('keeps counting after a failed attempt; only zero ends the session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      ...loggedIn,
      'POST /api/payments/sandbox/pay': reply(200, {
        success: true,
        outcome: 'failure',
        error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed' },
      }),
    });
    const { user } = await openPayment(sessionState({ holdExpiresAt: new Date(Date.now() + 65_000).toISOString() }), {
      advanceTimers: vi.advanceTimersByTime,
    });

    await user.click(screen.getByRole('button', { name: 'Pay Now with Razorpay' }));
    await user.click(screen.getByRole('button', { name: 'Simulate failure' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed. Try again.');
    await act(() => vi.advanceTimersByTimeAsync(30_000));

    expect(screen.getByRole('timer')).toHaveTextContent(/^00:3\d$/);
    expect(screen.getByRole('button', { name: 'Pay Now with Razorpay' })).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(40_000));

    expect(screen.getByRole('alert')).toHaveTextContent('Payment session expired. Please re-initiate booking from gym details.');
    expect(screen.getByRole('button', { name: 'Pay Now with Razorpay' })).toBeDisabled();
  });
});
