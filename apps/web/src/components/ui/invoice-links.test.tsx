import type { Booking } from '@gymslot/shared/booking-schemas';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvoiceLinks } from './invoice-links';

const booking: Booking = {
  _id: 'abcdef0123456789abcdef01',
  gym: { _id: 'g'.repeat(24), name: 'Iron Temple', city: 'Pune', address: '1 FC Road', latitude: 18.5, longitude: 73.8 },
  user: { _id: 'u'.repeat(24), name: 'Asha', email: 'asha@example.com' },
  date: '2030-06-11',
  timeSlot: '07:00 AM',
  amount: 199,
  isPaid: false,
  isVerified: false,
  status: 'cancelled',
  createdAt: '2030-06-10T04:30:00.000Z',
};

describe('invoice links (§8.7)', () => {
  it('offers nothing for a booking that was never paid', () => {
    const { container } = render(<InvoiceLinks booking={booking} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('downloads the invoice, and the credit note of a refunded booking, straight from the API', () => {
    render(<InvoiceLinks booking={{ ...booking, hasInvoice: true, hasCreditNote: true }} />);
    const invoice = screen.getByRole('link', { name: 'Download invoice of booking abcdef01' });
    expect(invoice).toHaveAttribute('href', '/api/bookings/abcdef0123456789abcdef01/invoice');
    expect(invoice).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Download credit note of booking abcdef01' })).toHaveAttribute(
      'href',
      '/api/bookings/abcdef0123456789abcdef01/credit-note',
    );
  });
});
