import { UNPAID_HOLDS_MESSAGE } from '@gymslot/shared/booking-rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { createBooking, createCheckout, createHold, createInitiateReply, createPublicGym, demoBookingId, demoGymId } from '../../../test/booking-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { currentLocation, renderApp } from '../../../test/render-app';

// Friday 9 Jan 2099, 09:30 in India (04:00 UTC): the gym page opens on that day's slots.
const today = '2099-01-09';
const payment = { razorpay_payment_id: 'pay_Sandbox0000001', razorpay_order_id: 'order_Sandbox0000001', razorpay_signature: 'a1b2c3' };
const offPeakSlot = '02:00 PM, ₹149 / hour, Off-peak, 5 places left';

function gymPage(routes: MockRoutes = {}, user = createUser()) {
  return mockApi({
    ...checkStatusAs(user),
    [`GET /api/gyms/${demoGymId}`]: reply(200, { success: true, gym: createPublicGym({ name: 'Powerhouse Fitness', pricePerHour: 199 }) }),
    'GET /api/bookings/waitlist': reply(200, { success: true, entries: [] }),
    'GET /api/gyms/my-gyms': reply(200, { success: true, gyms: [] }),
    [`GET /api/availability/user/${demoGymId}/slots`]: reply(200, {
      success: true,
      date: today,
      slots: ['10:00 AM', '02:00 PM'],
      slotDetails: [
        { time: '10:00 AM', remaining: 4, full: false, pricePerHour: 199 },
        { time: '02:00 PM', remaining: 5, full: false, pricePerHour: 149 },
      ],
    }),
    ...routes,
  });
}

/** B1's reply for a hold of the 02:00 PM slot at its off-peak price. */
const heldOffPeak = (checkout = createCheckout()) => {
  const base = createInitiateReply({ checkout });
  const order = { ...base.order, amount: 14900 };
  return reply(200, { ...base, order, booking: { ...base.booking, date: today, timeSlot: '02:00 PM', amount: 149, order, checkout } });
};

async function openSheet(routes: MockRoutes = {}) {
  const fetchMock = gymPage(routes);
  const view = renderApp(`/gym/${demoGymId}`);
  const slot = await screen.findByRole('link', { name: offPeakSlot });
  await view.user.click(slot);
  const sheet = await screen.findByRole('dialog', { name: 'Powerhouse Fitness' });
  return { ...view, fetchMock, slot, sheet: within(sheet), sheetElement: sheet };
}

describe('quick checkout from the gym page (§8.13)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T04:00:00Z`));
  });
  afterEach(() => {
    rememberLanguage('en');
  });

  it("opens from a slot with that slot's own price, its date and time, and the cancellation rule", async () => {
    const { sheet, sheetElement, slot } = await openSheet();

    // The slot still links to the spec's booking form; the tap opened the sheet over the gym page instead.
    expect(slot).toHaveAttribute('href', `/book/${demoGymId}?date=${today}&time=02%3A00+PM`);
    expect(currentLocation()).toBe(`/gym/${demoGymId}?date=${today}&time=02%3A00+PM`);
    expect(sheetElement).toHaveAttribute('aria-modal', 'true');
    expect(sheet.getByText('Fri, 9 Jan 2099, 02:00 PM')).toBeInTheDocument();
    expect(sheet.getByText('₹149 / hour')).toBeInTheDocument();
    expect(sheet.getByText(/^Bookings can be cancelled up to 2 hours before the slot starts, with a full refund\./)).toBeInTheDocument();
    expect(sheet.getByRole('button', { name: 'Pay ₹149' })).toBeEnabled();
    expect(sheet.getByRole('link', { name: 'Choose another date or time' })).toHaveAttribute('href', `/book/${demoGymId}?date=${today}&time=02%3A00+PM`);
    expect(sheetElement).toContainElement(document.activeElement as HTMLElement);
  });

  it('holds the slot once however often Pay is tapped, opens the checkout at once, and lands on the confirmation', async () => {
    let answerHold: () => void = () => undefined;
    const holdAnswered = new Promise<void>((resolve) => (answerHold = resolve));
    const { user, sheet, fetchMock } = await openSheet({
      'POST /api/bookings/initiate': async () => {
        await holdAnswered;
        return heldOffPeak();
      },
      'POST /api/payments/sandbox/pay': reply(200, { success: true, outcome: 'success', payment }),
      'POST /api/bookings/confirm': reply(200, { success: true, message: 'Booking confirmed', booking: createBooking({ date: today, timeSlot: '02:00 PM', amount: 149 }) }),
    });

    const pay = sheet.getByRole('button', { name: 'Pay ₹149' });
    await user.click(pay);
    expect(pay).toBeDisabled();
    await user.click(pay);
    answerHold();

    const checkout = await screen.findByRole('dialog', { name: 'GymSlot' });
    expect(callsTo(fetchMock, '/api/bookings/initiate')).toEqual([
      { method: 'POST', body: { gymId: demoGymId, bookingDate: today, timeSlot: '02:00 PM' } },
    ]);
    expect(within(checkout).getByText('₹149')).toBeInTheDocument();
    await user.click(within(checkout).getByRole('button', { name: 'Pay ₹149' }));

    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(currentLocation()).toBe(`/confirmation/${demoBookingId}`);
    expect(callsTo(fetchMock, '/api/bookings/confirm')).toEqual([{ method: 'POST', body: { ...payment, bookingId: demoBookingId } }]);
  });

  it('keeps the hold when the checkout is closed: Pay opens it again, with no second hold', async () => {
    const { user, sheet, fetchMock } = await openSheet({ 'POST /api/bookings/initiate': heldOffPeak() });

    await user.click(sheet.getByRole('button', { name: 'Pay ₹149' }));
    const checkout = await screen.findByRole('dialog', { name: 'GymSlot' });
    // Escape closes the checkout only; the quick sheet stays, showing the hold.
    await user.keyboard('{Escape}');

    await waitFor(() => expect(checkout).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Powerhouse Fitness' })).toBeInTheDocument();
    expect(sheet.getByRole('timer')).toBeInTheDocument();
    expect(sheet.getByRole('link', { name: 'Pay later from My Bookings' })).toHaveAttribute('href', '/my-bookings');
    expect(sheet.getByRole('button', { name: 'Pay ₹149' })).toHaveFocus();

    await user.click(sheet.getByRole('button', { name: 'Pay ₹149' }));
    expect(await screen.findByRole('dialog', { name: 'GymSlot' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/bookings/initiate')).toHaveLength(1);
  });

  it("offers the slot's waitlist when B1 finds it just filled", async () => {
    const { user, sheet, fetchMock } = await openSheet({
      'POST /api/bookings/initiate': errorReply(409, 'This slot is full'),
      'POST /api/bookings/waitlist': reply(201, { success: true, message: "You're on the waitlist. We'll e-mail you if a place frees up.", entry: { _id: '6650f1c2a9b3e4d5f6a7e001', gymId: demoGymId, gymName: 'Powerhouse Fitness', bookingDate: today, timeSlot: '02:00 PM', status: 'waiting', position: 1, createdAt: '2099-01-09T04:00:00.000Z' } }),
    });

    await user.click(sheet.getByRole('button', { name: 'Pay ₹149' }));

    expect(await sheet.findByRole('alert')).toHaveTextContent('This slot is full');
    expect(sheet.queryByRole('button', { name: 'Pay ₹149' })).not.toBeInTheDocument();
    await user.click(sheet.getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/bookings/waitlist').filter(({ method }) => method === 'POST')).toEqual([
        { method: 'POST', body: { gymId: demoGymId, bookingDate: today, timeSlot: '02:00 PM' } },
      ]),
    );
  });

  it('sends the person to My Bookings when they hold too many unpaid slots', async () => {
    const { user, sheet } = await openSheet({
      'POST /api/bookings/initiate': errorReply(409, UNPAID_HOLDS_MESSAGE),
    });

    await user.click(sheet.getByRole('button', { name: 'Pay ₹149' }));

    expect(await sheet.findByRole('alert')).toHaveTextContent(UNPAID_HOLDS_MESSAGE);
    expect(sheet.getByRole('link', { name: 'Go to My Bookings to pay for or cancel a held slot' })).toHaveAttribute('href', '/my-bookings');
  });

  it("loads Razorpay's script only once Pay is tapped, for the hold it just made", async () => {
    const scriptSelector = 'script[src="https://checkout.razorpay.com/v1/checkout.js"]';
    const { user, sheet } = await openSheet({
      'POST /api/bookings/initiate': heldOffPeak(createCheckout({ provider: 'razorpay', keyId: 'rzp_test_Live0000000001' })),
    });
    expect(document.querySelector(scriptSelector)).toBeNull();

    await user.click(sheet.getByRole('button', { name: 'Pay ₹149' }));

    await waitFor(() => expect(document.querySelector(scriptSelector)).not.toBeNull());
    fireEvent.error(document.querySelector(scriptSelector) as HTMLScriptElement);
    expect(await sheet.findByRole('alert')).toHaveTextContent('Razorpay failed to load. Check your internet connection.');
    expect(sheet.getByRole('button', { name: 'Pay ₹149' })).toBeEnabled();
  });

  it("answers 'You already have this slot' with that hold's way to its payment, and holds nothing new", async () => {
    const hold = createHold({ date: today, timeSlot: '02:00 PM', amount: 149 });
    const { user, sheet } = await openSheet({
      'POST /api/bookings/initiate': reply(409, { success: false, message: 'You already have this slot', error: 'You already have this slot', booking: hold }),
    });

    await user.click(sheet.getByRole('button', { name: 'Pay ₹149' }));

    expect(await sheet.findByRole('heading', { name: 'This slot is held for you' })).toBeInTheDocument();
    expect(sheet.getByRole('link', { name: 'Continue to payment' })).toHaveAttribute('href', `/payment/${hold._id}`);
    expect(sheet.queryByRole('button', { name: 'Pay ₹149' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to the slot', async () => {
    const { user, slot } = await openSheet();

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(slot).toHaveFocus();
    expect(currentLocation()).toBe(`/gym/${demoGymId}?date=${today}`);
  });

  it('opens on arrival for the slot named in the link, as after log-in', async () => {
    gymPage();
    renderApp(`/gym/${demoGymId}?date=${today}&time=10%3A00+AM`);

    const sheet = within(await screen.findByRole('dialog', { name: 'Powerhouse Fitness' }));
    expect(sheet.getByRole('button', { name: 'Pay ₹199' })).toBeInTheDocument();
  });

  it("shows an owner no quick checkout, even for a slot named in the link", async () => {
    gymPage({ 'GET /api/gyms/my-gyms': reply(200, { success: true, gyms: [createPublicGym()] }) }, createUser({ role: 'gym_owner' }));
    renderApp(`/gym/${demoGymId}?date=${today}&time=10%3A00+AM`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Powerhouse Fitness' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    const { sheet } = await openSheetInHindi();

    expect(sheet.getByRole('button', { name: '₹149 का भुगतान करें' })).toBeInTheDocument();
    expect(sheet.getByText('कीमत')).toBeInTheDocument();
    expect(sheet.getByText(/^स्लॉट शुरू होने से 2 घंटे पहले तक बुकिंग रद्द की जा सकती है/)).toBeInTheDocument();
    expect(sheet.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  });
});

async function openSheetInHindi() {
  gymPage();
  const view = renderApp(`/gym/${demoGymId}?date=${today}&time=02%3A00+PM`);
  const sheet = await screen.findByRole('dialog', { name: 'Powerhouse Fitness' });
  return { ...view, sheet: within(sheet) };
}
