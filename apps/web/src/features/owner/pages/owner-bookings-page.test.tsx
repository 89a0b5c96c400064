import { checkInWindowOf } from '@gymslot/shared/check-in-window';
import { istInstant } from '@gymslot/shared/ist-time';
import { formatTimeOfDay } from '@gymslot/shared/time-of-day';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createBooking } from '../../../test/booking-factories';
import { checkStatusAs } from '../../../test/factories';
import { errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { createManagedGym, ownerAccount } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';

const puneGym = createManagedGym({ _id: '6650f1c2a9b3e4d5f6a70001', name: 'Powerhouse Fitness', city: 'Pune' });
const mumbaiGym = createManagedGym({ _id: '6650f1c2a9b3e4d5f6a70002', name: 'Iron Temple', city: 'Mumbai' });
const atGym = (gym: typeof puneGym) => ({ ...createBooking().gym, _id: gym._id, name: gym.name, city: gym.city });

const pending = createBooking({ _id: 'aaaaaaaa11112222333344a1', gym: atGym(puneGym), otp: 482913, amount: 199 });
const verified = createBooking({ _id: 'bbbbbbbb11112222333344b2', gym: atGym(puneGym), isVerified: true, otp: 111222, amount: 199 });
const otherGym = createBooking({ _id: 'cccccccc11112222333344c3', gym: atGym(mumbaiGym), otp: 654321, amount: 250 });

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    ...checkStatusAs(ownerAccount),
    'GET /api/gyms/my-gyms': reply(200, { success: true, count: 2, gyms: [puneGym, mumbaiGym] }),
    'GET /api/bookings/all-bookings': reply(200, { success: true, count: 3, bookings: [pending, verified, otherGym] }),
    ...overrides,
  };
}

/** A paid booking's slot starting at `hour` (IST) on `date`, with the check-in window the server sends for it. */
function slotAt(date: string, hour: number) {
  const { opensAt, closesAt } = checkInWindowOf(istInstant(date, hour * 60));
  return { date, timeSlot: formatTimeOfDay(hour * 60), checkInOpensAt: opensAt.toISOString(), checkInClosesAt: closesAt.toISOString() };
}

/** Sat, 21 Nov 2026, at an IST wall-clock time, on a clock that keeps running from there. */
function startClockAt(hour: number, minute: number, second = 0) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(istInstant('2026-11-21', hour * 60 + minute).getTime() + second * 1000);
}

const bookingCard = (shortId: string) => screen.getByRole('heading', { name: `Booking #${shortId}` }).closest('article') as HTMLElement;

describe('owner all bookings', () => {
  it('offers one filter per gym with its booking count, and narrows the list and the figures', async () => {
    mockApi(routes());
    const { user } = renderApp('/owner/bookings');

    const filters = await screen.findByRole('group', { name: 'Filter bookings by gym' });
    expect(within(filters).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All Gyms (3)',
      'Powerhouse Fitness (2)',
      'Iron Temple (1)',
    ]);
    expect(within(filters).getByRole('button', { name: 'All Gyms (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('heading', { name: /^Booking #/ })).toHaveLength(3);

    await user.click(within(filters).getByRole('button', { name: 'Iron Temple (1)' }));

    expect(within(filters).getByRole('button', { name: 'Iron Temple (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('heading', { name: /^Booking #/ })).toHaveLength(1);
    const figures = screen.getByLabelText('Booking figures');
    expect(figures).toHaveTextContent('Total Bookings1');
    expect(figures).toHaveTextContent('Revenue₹250');
  });

  it("offers the same choices in a select labelled 'Gym' for phones, kept in step with the buttons", async () => {
    mockApi(routes());
    const { user } = renderApp('/owner/bookings');

    const select = await screen.findByRole('combobox', { name: 'Gym' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Gyms (3)',
      'Powerhouse Fitness (2)',
      'Iron Temple (1)',
    ]);
    await user.selectOptions(select, 'Iron Temple (1)');

    expect(screen.getAllByRole('heading', { name: /^Booking #/ })).toHaveLength(1);
    const filters = screen.getByRole('group', { name: 'Filter bookings by gym' });
    expect(within(filters).getByRole('button', { name: 'Iron Temple (1)' })).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(select, 'All Gyms (3)');
    expect(screen.getAllByRole('heading', { name: /^Booking #/ })).toHaveLength(3);
  });

  it("links 'Verify OTP' only for an unverified booking with an OTP (from a server that sends no check-in window); a verified one is 'Verified & Complete'", async () => {
    const withoutOtp = createBooking({ _id: 'dddddddd11112222333344d4', gym: atGym(puneGym), otp: undefined });
    mockApi(routes({ 'GET /api/bookings/all-bookings': reply(200, { success: true, count: 3, bookings: [pending, verified, withoutOtp] }) }));
    renderApp('/owner/bookings');

    const pendingCard = await screen.findByRole('heading', { name: 'Booking #aaaaaaaa' }).then((heading) => heading.closest('article') as HTMLElement);
    expect(within(pendingCard).getByText('Pending')).toBeInTheDocument();
    expect(within(pendingCard).getByText('482913')).toBeInTheDocument();
    expect(within(pendingCard).getByRole('link', { name: /Verify OTP/ })).toHaveAttribute(
      'href',
      `/owner/verify-booking?bookingId=${pending._id}&otp=482913`,
    );

    const verifiedCard = bookingCard('bbbbbbbb');
    expect(within(verifiedCard).getByText('Verified')).toBeInTheDocument();
    expect(within(verifiedCard).getByText('Verified & Complete')).toBeInTheDocument();
    expect(within(verifiedCard).queryByRole('link', { name: /Verify OTP/ })).not.toBeInTheDocument();

    expect(within(bookingCard('dddddddd')).queryByRole('link', { name: /Verify OTP/ })).not.toBeInTheDocument();
  });

  it("says when each booking can be checked in, links 'Verify OTP' only while it can, and when a verified one was", async () => {
    startClockAt(17, 30);
    const atGymToday = (id: string, hour: number, otp: number) =>
      createBooking({ _id: id, gym: atGym(puneGym), otp, ...slotAt('2026-11-21', hour) });
    const open = atGymToday('aaaaaaaa11112222333344a1', 18, 482913);
    const later = atGymToday('bbbbbbbb11112222333344b2', 20, 111222);
    const ended = atGymToday('cccccccc11112222333344c3', 7, 654321);
    const tomorrow = createBooking({ _id: 'dddddddd11112222333344d4', gym: atGym(puneGym), otp: 333444, ...slotAt('2026-11-22', 7) });
    const checkedIn = createBooking({
      _id: 'eeeeeeee11112222333344e5',
      gym: atGym(puneGym),
      isVerified: true,
      otp: 555666,
      ...slotAt('2026-11-21', 17),
      verifiedAt: istInstant('2026-11-21', 17 * 60 + 12).toISOString(),
    });
    const bookings = [open, later, ended, tomorrow, checkedIn];
    mockApi(routes({ 'GET /api/bookings/all-bookings': reply(200, { success: true, count: bookings.length, bookings }) }));
    renderApp('/owner/bookings', { advanceTimers: vi.advanceTimersByTime });

    const openCard = await screen.findByRole('heading', { name: 'Booking #aaaaaaaa' }).then((heading) => heading.closest('article') as HTMLElement);
    expect(openCard).toHaveTextContent('Check-in open until 07:00 PM');
    expect(within(openCard).getByRole('link', { name: 'Verify OTP of booking aaaaaaaa' })).toHaveAttribute(
      'href',
      `/owner/verify-booking?bookingId=${open._id}&otp=482913`,
    );
    const notYet = [
      ['bbbbbbbb', 'Check-in opens at 07:00 PM'],
      ['cccccccc', 'Slot ended'],
      ['dddddddd', 'Check-in opens at 06:00 AM on Sun, 22 Nov 2026'],
    ];
    for (const [shortId = '', text = ''] of notYet) {
      expect(bookingCard(shortId)).toHaveTextContent(text);
      expect(within(bookingCard(shortId)).getByText('Pending')).toBeInTheDocument();
      expect(within(bookingCard(shortId)).queryByRole('link', { name: /Verify OTP/ })).not.toBeInTheDocument();
    }
    expect(bookingCard('eeeeeeee')).toHaveTextContent('Verified & Complete');
    expect(bookingCard('eeeeeeee')).toHaveTextContent('Checked in at 05:12 PM');
  });

  it('moves a card on as its window opens and closes, without a reload', async () => {
    startClockAt(18, 59, 50);
    const open = createBooking({ _id: 'aaaaaaaa11112222333344a1', gym: atGym(puneGym), ...slotAt('2026-11-21', 18) });
    const next = createBooking({ _id: 'bbbbbbbb11112222333344b2', gym: atGym(puneGym), otp: 111222, ...slotAt('2026-11-21', 20) });
    mockApi(routes({ 'GET /api/bookings/all-bookings': reply(200, { success: true, count: 2, bookings: [open, next] }) }));
    renderApp('/owner/bookings', { advanceTimers: vi.advanceTimersByTime });

    const openCard = await screen.findByRole('heading', { name: 'Booking #aaaaaaaa' }).then((heading) => heading.closest('article') as HTMLElement);
    expect(openCard).toHaveTextContent('Check-in open until 07:00 PM');
    expect(bookingCard('bbbbbbbb')).toHaveTextContent('Check-in opens at 07:00 PM');

    act(() => vi.advanceTimersByTime(15_000));

    expect(openCard).toHaveTextContent('Slot ended');
    expect(within(openCard).queryByRole('link', { name: /Verify OTP/ })).not.toBeInTheDocument();
    expect(bookingCard('bbbbbbbb')).toHaveTextContent('Check-in open until 09:00 PM');
    expect(within(bookingCard('bbbbbbbb')).getByRole('link', { name: 'Verify OTP of booking bbbbbbbb' })).toBeInTheDocument();
  });

  it('shows the customer, the slot, the amount and when it was booked', async () => {
    mockApi(routes());
    renderApp('/owner/bookings');

    const card = await screen.findByRole('heading', { name: 'Booking #aaaaaaaa' }).then((heading) => heading.closest('article') as HTMLElement);
    expect(card).toHaveTextContent('GymPowerhouse Fitness, Pune');
    expect(card).toHaveTextContent('CustomerPriya Sharma');
    expect(card).toHaveTextContent('Emailpriya@example.in');
    expect(card).toHaveTextContent('DateSat, 21 Nov 2026');
    expect(card).toHaveTextContent('Time slot06:00 PM');
    expect(card).toHaveTextContent('Amount₹199');
    expect(card).toHaveTextContent('Booked onFri, 20 Nov 2026');
  });

  it('hides the filter for a single gym and says when it has no bookings', async () => {
    mockApi(
      routes({
        'GET /api/gyms/my-gyms': reply(200, { success: true, count: 1, gyms: [puneGym] }),
        'GET /api/bookings/all-bookings': reply(200, { success: true, count: 0, bookings: [] }),
      }),
    );
    renderApp('/owner/bookings');

    expect(await screen.findByText('No bookings found for your gyms yet.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Filter bookings by gym' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Gym' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Dashboard' })).toHaveAttribute('href', '/owner/dashboard');
  });

  it("says 'No bookings found for this gym yet.' for a gym without bookings", async () => {
    mockApi(routes({ 'GET /api/bookings/all-bookings': reply(200, { success: true, count: 1, bookings: [pending] }) }));
    const { user } = renderApp('/owner/bookings');

    await user.click(await screen.findByRole('button', { name: 'Iron Temple (0)' }));

    expect(screen.getByText('No bookings found for this gym yet.')).toBeInTheDocument();
  });

  it("shows the server's message, else 'Failed to load bookings.', with a retry", async () => {
    let serverIsUp = false;
    mockApi(
      routes({
        'GET /api/bookings/all-bookings': () =>
          serverIsUp ? reply(200, { success: true, count: 1, bookings: [pending] }) : reply(500, {}),
      }),
    );
    const { user } = renderApp('/owner/bookings');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load bookings.');
    serverIsUp = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Booking #aaaaaaaa' })).toBeInTheDocument();
  });

  it("prefers the server's message", async () => {
    mockApi(routes({ 'GET /api/bookings/all-bookings': errorReply(403, 'Only gym owners can see this') }));
    renderApp('/owner/bookings');

    expect(await screen.findByRole('alert')).toHaveTextContent('Only gym owners can see this');
  });
});
