import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PaymentMismatch } from '@gymslot/shared/payment-mismatch-schemas';
import { checkStatusAs } from '../../../test/factories';
import { callsTo, mockApi, reply } from '../../../test/mock-api';
import { adminAccount } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';

const mismatch: PaymentMismatch = {
  paymentId: 'pay_Q9xLm2Rt7Vb4Nc',
  orderId: 'order_Q9xKx1Aa2Bb3Cc',
  bookingId: 'aaaaaaaa11112222333344a1',
  day: '2026-11-27',
  amount: 199,
  providerStatus: 'captured',
  ledgerStatus: 'none',
  foundAt: '2026-11-27T20:00:00.000Z',
};

function routes(mismatches: PaymentMismatch[]) {
  return {
    ...checkStatusAs(adminAccount),
    'GET /api/bookings/all': reply(200, { success: true, count: 0, bookings: [] }),
    'GET /api/gyms/all-gyms': reply(200, { success: true, count: 0, gyms: [] }),
    'GET /api/bookings/all?status=refund_failed': reply(200, { success: true, count: 0, bookings: [], limit: 500, truncated: false }),
    'GET /api/admin/messages?status=failed': reply(200, { success: true, messages: [], nextCursor: null }),
    'GET /api/admin/payment-mismatches': reply(200, { success: true, mismatches }),
  };
}

describe("the admin dashboard's payments to look into (§8.8)", () => {
  it('lists a payment Razorpay took that GymSlot never matched, with what to copy into Razorpay', async () => {
    mockApi(routes([mismatch]));
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Payments to look into (1)' })).toBeInTheDocument();
    const card = screen.getByText('Not matched').closest('article') as HTMLElement;
    expect(card).toHaveTextContent('Payment IDpay_Q9xLm2Rt7Vb4Nc');
    expect(card).toHaveTextContent('Order IDorder_Q9xKx1Aa2Bb3Cc');
    expect(card).toHaveTextContent('Amount₹199');
    expect(card).toHaveTextContent('At Razorpaycaptured');
    expect(card).toHaveTextContent('At GymSlotNever heard of it');
  });

  it('marks one settled and reads the list again', async () => {
    const api = mockApi({
      ...routes([mismatch]),
      [`POST /api/admin/payment-mismatches/${mismatch.paymentId}/resolve`]: reply(200, { success: true, mismatch }),
    });
    renderApp('/admin/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark settled' }));
    const resolvePath = `/api/admin/payment-mismatches/${mismatch.paymentId}/resolve`;
    await waitFor(() => expect(callsTo(api, resolvePath)).toEqual([{ method: 'POST', body: undefined }]));
    // Read again after the change, so the list shows what the server now holds.
    await waitFor(() => expect(callsTo(api, '/api/admin/payment-mismatches').length).toBeGreaterThan(1));
  });

  it('shows nothing when every payment matched', async () => {
    mockApi(routes([]));
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Payments to look into/ })).not.toBeInTheDocument();
  });
});
