import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createBooking, createCheckout, createOrder, demoBookingId, demoGymId, minutesFromNow } from '../../../test/booking-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { currentLocation, renderApp } from '../../../test/render-app';
import type { RazorpayFailure, RazorpayOptions } from '../checkout/razorpay-types';
import type { PaymentSession } from '../navigation-state';

const loggedIn: MockRoutes = checkStatusAs(createUser());
const payment = { razorpay_payment_id: 'pay_Sandbox0000001', razorpay_order_id: 'order_Sandbox0000001', razorpay_signature: 'a1b2c3' };
const sandboxFailure = { success: true, outcome: 'failure', error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed' } };
const paidBooking = createBooking();
const confirmed: MockRoutes = {
  'POST /api/bookings/confirm': reply(200, { success: true, message: 'Booking confirmed', booking: paidBooking }),
};

const session = (provider: 'sandbox' | 'razorpay' = 'sandbox'): PaymentSession => ({
  gymId: demoGymId,
  gymName: 'Powerhouse Fitness',
  date: '2026-11-21',
  timeSlot: '06:00 PM',
  order: createOrder(),
  holdExpiresAt: minutesFromNow(15),
  checkout: createCheckout(provider === 'razorpay' ? { provider, keyId: 'rzp_test_Live0000000001' } : {}),
});

async function openPayment(state: PaymentSession) {
  const view = renderApp({ pathname: `/payment/${demoBookingId}`, state });
  await screen.findByRole('heading', { name: 'Complete Payment' });
  return view;
}

async function openSandboxSheet(routes: MockRoutes) {
  const fetchMock = mockApi({ ...loggedIn, ...routes });
  const { user } = await openPayment(session());
  await user.click(screen.getByRole('button', { name: 'Pay Now with Razorpay' }));
  const sheet = screen.getByRole('dialog', { name: 'GymSlot' });
  return { fetchMock, user, sheet };
}

describe('sandbox checkout sheet', () => {
  it('is a modal dialog in test mode that takes focus', async () => {
    const { sheet } = await openSandboxSheet({});

    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(within(sheet).getByText('Test mode')).toBeInTheDocument();
    expect(within(sheet).getByText('₹199')).toBeInTheDocument();
    expect(within(sheet).getByRole('radio', { name: /Card/ })).toBeChecked();
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
  });

  it('pays, confirms with the signed payment and shows the confirmation with the OTP', async () => {
    const { fetchMock, user, sheet } = await openSandboxSheet({
      ...confirmed,
      'POST /api/payments/sandbox/pay': reply(200, { success: true, outcome: 'success', payment }),
    });

    await user.click(within(sheet).getByRole('radio', { name: /UPI/ }));
    await user.click(within(sheet).getByRole('button', { name: 'Pay ₹199' }));

    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(currentLocation()).toBe(`/confirmation/${demoBookingId}`);
    expect(screen.getByText('482913')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/payments/sandbox/pay')).toEqual([
      { method: 'POST', body: { bookingId: demoBookingId, outcome: 'success' } },
    ]);
    expect(callsTo(fetchMock, '/api/bookings/confirm')).toEqual([{ method: 'POST', body: { ...payment, bookingId: demoBookingId } }]);
    // The confirmation came with the navigation and shows at once; the booking is only read again so
    // the phone keeps the paid booking for the door (decision 067), never changed.
    expect(callsTo(fetchMock, `/api/bookings/${demoBookingId}`).every((call) => call.method === 'GET')).toBe(true);
  });

  it("on a simulated failure says 'Payment failed. Try again.', keeps the hold and hands focus back to Pay", async () => {
    const { fetchMock, user, sheet } = await openSandboxSheet({ 'POST /api/payments/sandbox/pay': reply(200, sandboxFailure) });

    await user.click(within(sheet).getByRole('button', { name: 'Simulate failure' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed. Try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now with Razorpay' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pay Now with Razorpay' })).toHaveFocus();
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Choose a slot again' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/payments/sandbox/pay')).toEqual([
      { method: 'POST', body: { bookingId: demoBookingId, outcome: 'failure' } },
    ]);
    expect(callsTo(fetchMock, '/api/bookings/confirm')).toEqual([]);
  });

  it('pays on a second attempt after a failure and shows the confirmation', async () => {
    const { fetchMock, user, sheet } = await openSandboxSheet({
      ...confirmed,
      'POST /api/payments/sandbox/pay': (body) =>
        reply(200, (body as { outcome: string }).outcome === 'failure' ? sandboxFailure : { success: true, outcome: 'success', payment }),
    });
    await user.click(within(sheet).getByRole('button', { name: 'Simulate failure' }));
    await screen.findByRole('alert');

    await user.click(screen.getByRole('button', { name: 'Pay Now with Razorpay' }));
    await user.click(within(screen.getByRole('dialog', { name: 'GymSlot' })).getByRole('button', { name: 'Pay ₹199' }));

    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(currentLocation()).toBe(`/confirmation/${demoBookingId}`);
    expect(callsTo(fetchMock, '/api/payments/sandbox/pay')).toEqual([
      { method: 'POST', body: { bookingId: demoBookingId, outcome: 'failure' } },
      { method: 'POST', body: { bookingId: demoBookingId, outcome: 'success' } },
    ]);
    expect(callsTo(fetchMock, '/api/bookings/confirm')).toEqual([{ method: 'POST', body: { ...payment, bookingId: demoBookingId } }]);
  });

  it.each([
    ['the close button', async (user: Awaited<ReturnType<typeof openSandboxSheet>>['user']) => {
      await user.click(screen.getByRole('button', { name: 'Close checkout' }));
    }],
    ['Escape', async (user: Awaited<ReturnType<typeof openSandboxSheet>>['user']) => {
      await user.keyboard('{Escape}');
    }],
  ])('closes with %s, sends nothing and hands focus back to Pay', async (_name, close) => {
    const { fetchMock, user } = await openSandboxSheet({});

    await close(user);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now with Razorpay' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/payments/sandbox/pay')).toEqual([]);
  });

  it('keeps Tab inside the sheet', async () => {
    const { user, sheet } = await openSandboxSheet({});
    const close = within(sheet).getByRole('button', { name: 'Close checkout' });
    const simulateFailure = within(sheet).getByRole('button', { name: 'Simulate failure' });

    simulateFailure.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(simulateFailure).toHaveFocus();
  });
});

describe('payment verification', () => {
  const paySandbox = { 'POST /api/payments/sandbox/pay': reply(200, { success: true, outcome: 'success', payment }) };

  it.each([
    ['the server explains a refusal', errorReply(409, 'Slot no longer available'), 'Slot no longer available'],
    ['the server fails', errorReply(500, 'Internal server error'), 'Payment verification failed. Please contact support.'],
    [
      'the answer is not 200',
      reply(202, { success: true, message: 'Accepted', booking: paidBooking }),
      'Payment verification failed. Please contact support.',
    ],
  ])('shows why when %s', async (_case, confirmReply, message) => {
    const { user, sheet } = await openSandboxSheet({ ...paySandbox, 'POST /api/bookings/confirm': confirmReply });

    await user.click(within(sheet).getByRole('button', { name: 'Pay ₹199' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(currentLocation()).toBe(`/payment/${demoBookingId}`);
  });
});

interface OpenedCheckout {
  options: RazorpayOptions;
  failed: (failure: RazorpayFailure) => void;
}

/** Stands in for checkout.js: records each window opened, with its options and its payment.failed listener. */
function stubRazorpay() {
  const opened: OpenedCheckout[] = [];
  vi.stubGlobal(
    'Razorpay',
    class {
      private readonly window: OpenedCheckout;
      constructor(options: RazorpayOptions) {
        this.window = { options, failed: () => undefined };
        opened.push(this.window);
      }
      on(_event: 'payment.failed', listener: (failure: RazorpayFailure) => void) {
        this.window.failed = listener;
      }
      open() {}
    },
  );
  return opened;
}

describe('Razorpay checkout', () => {
  const scriptSelector = 'script[src="https://checkout.razorpay.com/v1/checkout.js"]';

  it('loads the script only when Pay is pressed and explains a failed load', async () => {
    mockApi(loggedIn);
    const { user } = await openPayment(session('razorpay'));
    expect(document.querySelector(scriptSelector)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pay Now with Razorpay' }));
    const script = document.querySelector(scriptSelector);
    expect(script).not.toBeNull();
    fireEvent.error(script as HTMLScriptElement);

    expect(await screen.findByRole('alert')).toHaveTextContent('Razorpay failed to load. Check your internet connection.');
    expect(screen.getByRole('button', { name: 'Pay Now with Razorpay' })).toBeEnabled();
  });

  it('opens Razorpay with the order and confirms the payment its handler receives', async () => {
    const opened = stubRazorpay();
    const fetchMock = mockApi({ ...loggedIn, ...confirmed });
    const { user } = await openPayment(session('razorpay'));

    await user.click(screen.getByRole('button', { name: 'Pay Now with Razorpay' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]?.options).toMatchObject({
      key: 'rzp_test_Live0000000001',
      amount: 19900,
      currency: 'INR',
      order_id: 'order_Sandbox0000001',
      name: 'GymSlot',
      prefill: { name: 'Priya Sharma', email: 'priya@example.in', contact: '' },
      notes: { bookingId: demoBookingId },
      theme: { color: '#007AFF' },
    });
    opened[0]?.options.handler(payment);

    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/bookings/confirm')).toEqual([{ method: 'POST', body: { ...payment, bookingId: demoBookingId } }]);
  });

  it('after payment.failed keeps Pay open and confirms another attempt on the same order', async () => {
    const opened = stubRazorpay();
    const fetchMock = mockApi({ ...loggedIn, ...confirmed });
    const { user } = await openPayment(session('razorpay'));

    await user.click(screen.getByRole('button', { name: 'Pay Now with Razorpay' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    act(() => opened[0]?.failed({ error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed' } }));

    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed. Try again.');
    expect(screen.getByRole('button', { name: 'Pay Now with Razorpay' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Pay Now with Razorpay' }));
    await waitFor(() => expect(opened).toHaveLength(2));
    expect(opened[1]?.options.order_id).toBe('order_Sandbox0000001');
    opened[1]?.options.handler(payment);

    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(currentLocation()).toBe(`/confirmation/${demoBookingId}`);
    expect(callsTo(fetchMock, '/api/bookings/confirm')).toEqual([{ method: 'POST', body: { ...payment, bookingId: demoBookingId } }]);
  });
});
