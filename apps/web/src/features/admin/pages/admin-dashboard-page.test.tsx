import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { createBooking } from '../../../test/booking-factories';
import { checkStatusAs } from '../../../test/factories';
import { mockApi, queriesTo, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { adminAccount, createManagedGym } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';

const gym = createManagedGym({ _id: '6650f1c2a9b3e4d5f6a70001', name: 'Powerhouse Fitness', imageUrls: ['/media/gyms/one.webp'] });
const pending = createBooking({ _id: 'aaaaaaaa11112222333344a1', otp: 482913 });
const verified = createBooking({ _id: 'bbbbbbbb11112222333344b2', isVerified: true, otp: 111222 });
const refundOwed = createBooking({
  _id: 'cccccccc11112222333344c3',
  status: 'cancelled',
  refund: { paymentId: 'pay_Q9xLm2Rt7Vb4Nc', status: 'refund_failed', attempts: 5 },
});

const refundsPath = 'GET /api/bookings/all?status=refund_failed';
const refundList = (bookings: unknown[]) => ({ success: true, count: bookings.length, bookings, limit: 500, truncated: false });

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    ...checkStatusAs(adminAccount),
    'GET /api/bookings/all': reply(200, { success: true, count: 2, bookings: [pending, verified] }),
    'GET /api/gyms/all-gyms': reply(200, { success: true, count: 1, gyms: [gym] }),
    [refundsPath]: reply(200, refundList([])),
    'GET /api/admin/payment-mismatches': reply(200, { success: true, mismatches: [] }),
    'GET /api/admin/reports': reply(200, { success: true, reports: [], nextCursor: null }),
    ...overrides,
  };
}

const cardOf = (heading: HTMLElement) => heading.closest('article') as HTMLElement;

afterEach(() => {
  rememberLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

/** B6's first page of 50 with older bookings after it (`nextCursor`): the count of a page is no total. */
const firstOfMany = () => {
  const bookings = Array.from({ length: 50 }, (_, index) => createBooking({ _id: `dddddddd1111222233334${String(index).padStart(3, '0')}` }));
  return reply(200, { success: true, count: 50, bookings, limit: 50, truncated: true, nextCursor: 'older' });
};

describe('admin dashboard', () => {
  it('shows every booking with its user, gym, slot, amount, status and OTP', async () => {
    mockApi(routes());
    renderApp('/admin/dashboard');

    const pendingCard = cardOf(await screen.findByRole('heading', { name: 'Booking #aaaaaaaa' }));
    expect(pendingCard).toHaveTextContent('UserPriya Sharma');
    expect(pendingCard).toHaveTextContent('Emailpriya@example.in');
    expect(pendingCard).toHaveTextContent('GymPowerhouse Fitness, Pune');
    expect(pendingCard).toHaveTextContent('DateSat, 21 Nov 2026');
    expect(pendingCard).toHaveTextContent('Time slot06:00 PM');
    expect(pendingCard).toHaveTextContent('Amount₹199');
    expect(pendingCard).toHaveTextContent('Pending Verification');
    expect(pendingCard).toHaveTextContent('OTP482913');
    expect(cardOf(screen.getByRole('heading', { name: 'Booking #bbbbbbbb' }))).toHaveTextContent('Verified');
  });

  it('shows every gym with its owner, price and a link to its availability', async () => {
    mockApi(routes());
    renderApp('/admin/dashboard');

    const card = cardOf(await screen.findByRole('heading', { name: 'Powerhouse Fitness' }));
    expect(card).toHaveTextContent('Owner: Omkar Owner (owner@example.com)');
    expect(card).toHaveTextContent('₹199 / hour');
    expect(card).toHaveTextContent('12 FC Road, Shivajinagar');
    expect(screen.getByRole('img', { name: 'Gym Powerhouse Fitness - 1' })).toHaveAttribute('src', '/media/gyms/one.webp');
    expect(screen.getByRole('link', { name: 'View Availability of Powerhouse Fitness' })).toHaveAttribute(
      'href',
      '/admin/gym/6650f1c2a9b3e4d5f6a70001/all-availability',
    );
  });

  it('says when there are no bookings or gyms yet', async () => {
    mockApi(
      routes({
        'GET /api/bookings/all': reply(200, { success: true, count: 0, bookings: [] }),
        'GET /api/gyms/all-gyms': reply(200, { success: true, count: 0, gyms: [] }),
      }),
    );
    renderApp('/admin/dashboard');

    expect(await screen.findByText('No bookings found in the system.')).toBeInTheDocument();
    expect(await screen.findByText('No gyms registered in the system yet.')).toBeInTheDocument();
  });

  it("joins the two failures with ' | ' when both lists fail", async () => {
    mockApi(routes({ 'GET /api/bookings/all': reply(500, {}), 'GET /api/gyms/all-gyms': reply(500, {}) }));
    renderApp('/admin/dashboard');

    expect(await screen.findByText('Failed to load all bookings. Please try again. | Failed to load all gyms. Please try again.')).toBeInTheDocument();
  });

  it('still shows the gyms when only the bookings fail', async () => {
    mockApi(routes({ 'GET /api/bookings/all': reply(500, {}) }));
    renderApp('/admin/dashboard');

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load all bookings\. Please try again\.$/);
    expect(screen.getByRole('heading', { name: 'Powerhouse Fitness' })).toBeInTheDocument();
  });

  it('shows no refunds section when no refund has to be made by hand', async () => {
    const fetchMock = mockApi(routes());
    renderApp('/admin/dashboard');

    expect(await screen.findByRole('heading', { name: 'Booking #aaaaaaaa' })).toBeInTheDocument();
    expect(queriesTo(fetchMock, '/api/bookings/all').map((query) => query.get('status'))).toContain('refund_failed');
    expect(screen.queryByRole('heading', { name: /Refunds to make by hand/ })).not.toBeInTheDocument();
  });

  it('lists each refund to make by hand, with its payment id and attempts, above all bookings', async () => {
    mockApi(routes({ [refundsPath]: reply(200, refundList([refundOwed])) }));
    renderApp('/admin/dashboard');

    const refunds = await screen.findByRole('region', { name: 'Refunds to make by hand (1)' });
    expect(refunds).toHaveTextContent('Razorpay refused these refunds 5 times, so GymSlot stopped trying.');
    const [item] = within(refunds).getAllByRole('listitem');
    const card = cardOf(within(item as HTMLElement).getByRole('heading', { name: 'Booking #cccccccc' }));
    expect(card).toHaveTextContent('Refund owed');
    expect(card).toHaveTextContent('UserPriya Sharma');
    expect(card).toHaveTextContent('Emailpriya@example.in');
    expect(card).toHaveTextContent('GymPowerhouse Fitness, Pune');
    expect(card).toHaveTextContent('DateSat, 21 Nov 2026');
    expect(card).toHaveTextContent('Time slot06:00 PM');
    expect(card).toHaveTextContent('Amount₹199');
    expect(card).toHaveTextContent('Booking statusCancelled by the customer');
    expect(within(card).getByText('pay_Q9xLm2Rt7Vb4Nc')).toHaveClass('font-mono', 'select-all');
    expect(card).toHaveTextContent('Refund attempts5');
    expect(card).not.toHaveTextContent('OTP');

    const allBookings = await screen.findByRole('region', { name: 'All Bookings (2)' });
    expect(refunds.compareDocumentPosition(allBookings) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps a failure to load the refunds to its own section, with a retry, and shows the rest of the dashboard', async () => {
    let refundsUp = false;
    mockApi(routes({ [refundsPath]: () => (refundsUp ? reply(200, refundList([refundOwed])) : reply(500, {})) }));
    const { user } = renderApp('/admin/dashboard');

    const refunds = await screen.findByRole('region', { name: 'Refunds to make by hand' });
    expect(within(refunds).getByRole('alert')).toHaveTextContent(/^Failed to load the refunds to make by hand\. Please try again\.$/);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Booking #aaaaaaaa' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Powerhouse Fitness' })).toBeInTheDocument();

    refundsUp = true;
    await user.click(within(refunds).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('pay_Q9xLm2Rt7Vb4Nc')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Refunds to make by hand (1)' })).toBeInTheDocument();
  });

  it("says the list holds the latest 50 while older bookings remain, never '(50)' as if that were all", async () => {
    mockApi(routes({ 'GET /api/bookings/all': firstOfMany() }));
    renderApp('/admin/dashboard');

    expect(await screen.findByRole('heading', { level: 2, name: 'All Bookings (latest 50)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'All Bookings (50)' })).not.toBeInTheDocument();
  });

  it("says 'latest 50' in Hindi too", async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    mockApi(routes({ 'GET /api/bookings/all': firstOfMany() }));
    renderApp('/admin/dashboard');

    expect(await screen.findByRole('heading', { level: 2, name: 'सभी बुकिंग (नवीनतम 50)' })).toBeInTheDocument();
  });

  it('shows the total when the one page is all there is', async () => {
    mockApi(routes({ 'GET /api/bookings/all': reply(200, { success: true, count: 2, bookings: [pending, verified], limit: 50, truncated: false, nextCursor: null }) }));
    renderApp('/admin/dashboard');

    expect(await screen.findByRole('heading', { level: 2, name: 'All Bookings (2)' })).toBeInTheDocument();
  });
});
