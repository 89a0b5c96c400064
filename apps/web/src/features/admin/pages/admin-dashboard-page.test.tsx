import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBooking } from '../../../test/booking-factories';
import { checkStatusAs } from '../../../test/factories';
import { mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { adminAccount, createManagedGym } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';

const gym = createManagedGym({ _id: '6650f1c2a9b3e4d5f6a70001', name: 'Powerhouse Fitness', imageUrls: ['/media/gyms/one.webp'] });
const pending = createBooking({ _id: 'aaaaaaaa11112222333344a1', otp: 482913 });
const verified = createBooking({ _id: 'bbbbbbbb11112222333344b2', isVerified: true, otp: 111222 });

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    ...checkStatusAs(adminAccount),
    'GET /api/bookings/all': reply(200, { success: true, count: 2, bookings: [pending, verified] }),
    'GET /api/gyms/all-gyms': reply(200, { success: true, count: 1, gyms: [gym] }),
    ...overrides,
  };
}

const cardOf = (heading: HTMLElement) => heading.closest('article') as HTMLElement;

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
});
