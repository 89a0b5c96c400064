import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it("links 'Verify OTP' only for an unverified booking with an OTP; a verified one is 'Verified & Complete'", async () => {
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
