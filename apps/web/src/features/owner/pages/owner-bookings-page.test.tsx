import { checkInWindowOf } from '@gymslot/shared/check-in-window';
import { istInstant } from '@gymslot/shared/ist-time';
import { formatTimeOfDay } from '@gymslot/shared/time-of-day';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createBooking } from '../../../test/booking-factories';
import { checkStatusAs } from '../../../test/factories';
import { errorReply, mockApi, queriesTo, reply } from '../../../test/mock-api';
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
    'GET /api/owner/reports': reply(200, { success: true, reports: [] }),
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
  it('sends the filters to the server, pages with Load more, and links the CSV with the same filters', async () => {
    const fetchMock = mockApi(
      routes({
        'GET /api/bookings/all-bookings': reply(200, { success: true, count: 2, bookings: [pending, verified], limit: 50, truncated: true, nextCursor: 'next-page' }),
        'GET /api/bookings/all-bookings?cursor=next-page&limit=50': reply(200, { success: true, count: 1, bookings: [otherGym], limit: 50, truncated: false, nextCursor: null }),
      }),
    );
    const { user } = renderApp('/owner/bookings');

    expect(await screen.findAllByRole('heading', { name: /^Booking #/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Booking #cccccccc' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('From date'), '2026-11-21');
    await user.type(screen.getByLabelText('To date'), '2026-11-22');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gym' }), 'Iron Temple');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending check-in');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    const expected = { from: '2026-11-21', to: '2026-11-22', gymId: mumbaiGym._id, status: 'pending' };
    await vi.waitFor(() => expect(queriesTo(fetchMock, '/api/bookings/all-bookings').map((query) => Object.fromEntries(query))).toContainEqual({ ...expected, limit: '50' }));
    const csv = new URL(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href') ?? '', 'http://localhost');
    expect(csv.pathname).toBe('/api/bookings/all-bookings.csv');
    expect(Object.fromEntries(csv.searchParams)).toEqual(expected);
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

  it('says when there are no bookings, and when none match the filters', async () => {
    mockApi(routes({ 'GET /api/bookings/all-bookings': reply(200, { success: true, count: 0, bookings: [], limit: 50, truncated: false, nextCursor: null }) }));
    const { user } = renderApp('/owner/bookings');

    expect(await screen.findByText('No bookings found for your gyms yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Dashboard' })).toHaveAttribute('href', '/owner/dashboard');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Checked in');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No bookings match these filters.')).toBeInTheDocument();
  });

  it("shows today's bookings by slot, soonest first, with who is checked in and a link to check in the others", async () => {
    startClockAt(9, 0);
    const early = createBooking({ _id: 'dddddddd11112222333344d4', user: { _id: 'u1', name: 'Asha', email: 'a@example.com' }, otp: 101010, ...slotAt('2026-11-21', 7), isVerified: true });
    const late = createBooking({ _id: 'eeeeeeee11112222333344e5', user: { _id: 'u2', name: 'Ravi', email: 'r@example.com' }, otp: 202020, ...slotAt('2026-11-21', 10) });
    const fetchMock = mockApi(routes({ 'GET /api/bookings/all-bookings': reply(200, { success: true, count: 2, bookings: [late, early], limit: 100, truncated: false, nextCursor: null }) }));
    const { user } = renderApp('/owner/bookings');

    await user.click(await screen.findByRole('button', { name: 'Today' }));
    const slots = await screen.findAllByRole('heading', { level: 3 });
    expect(slots.map((slot) => slot.textContent)).toEqual(['07:00 AM1 booking', '10:00 AM1 booking']);
    expect(within(screen.getByRole('region', { name: '07:00 AM' })).getByText('Checked in')).toBeInTheDocument();
    const ravi = within(screen.getByRole('region', { name: '10:00 AM' }));
    expect(ravi.getByText('Not checked in')).toBeInTheDocument();
    expect(ravi.getByRole('link', { name: 'Check in Ravi' })).toHaveAttribute('href', expect.stringContaining('eeeeeeee11112222333344e5'));
    expect(queriesTo(fetchMock, '/api/bookings/all-bookings').map((query) => Object.fromEntries(query))).toContainEqual({ day: 'today', limit: '100' });
    vi.useRealTimers();
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
