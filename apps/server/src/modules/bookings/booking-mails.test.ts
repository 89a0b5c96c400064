import { describe, expect, it } from 'vitest';
import { paidBookingView } from '../../../test/booking-rows.js';
import { cancellationMail, confirmationMail, paymentRefundedMail, type MailedBookingView } from './booking-mails.js';

// Money and dates come from packages/shared, so a mail reads an amount and a date as the screens do.
function viewOf(date: string, amountPaise: number): MailedBookingView {
  return paidBookingView({ date, timeSlot: '07:00 AM', startsAt: new Date('2026-11-20T10:00:00Z'), amountPaise });
}

describe('booking mails', () => {
  it('write the date in full with fixed month names, September included', () => {
    expect(confirmationMail(viewOf('2030-06-10', 19_900), 'http://localhost:3000', false).text).toContain('Date: Monday, 10 June 2030');
    expect(cancellationMail(viewOf('2026-09-05', 19_900)).text).toContain('Date: Saturday, 5 September 2026');
  });

  it('name the date in subjects as the screens write it, never as YYYY-MM-DD, with the slot as booked', () => {
    const view = viewOf('2026-11-26', 19_900);
    expect(confirmationMail(view, 'http://localhost:3000', false).subject).toBe('Booking confirmed: Iron Temple, Thu, 26 Nov 2026 at 07:00 AM');
    expect(paymentRefundedMail(view, 'slot_unavailable').subject).toBe('Payment refunded: Iron Temple, Thu, 26 Nov 2026 at 07:00 AM');
    expect(cancellationMail(view).subject).toBe('Booking cancelled: Iron Temple, Thu, 26 Nov 2026 at 07:00 AM');
  });

  it('write amounts with the shared formatter: whole rupees bare, paise with two decimals, Indian grouping', () => {
    expect(confirmationMail(viewOf('2030-06-10', 19_900), 'http://localhost:3000', false).text).toContain('Amount paid: ₹199\n');
    expect(paymentRefundedMail(viewOf('2030-06-10', 19_950), 'already_booked').text).toContain('refunded your payment of ₹199.50 in full');
    expect(cancellationMail(viewOf('2030-06-10', 1_25_000_00)).text).toContain('your payment of ₹1,25,000 is being refunded');
  });

  it('turn web addresses into links in the HTML part, escaped, and leave other text as text', () => {
    const view = paidBookingView({ date: '2030-06-10', timeSlot: '07:00 AM', startsAt: new Date('2030-06-10T01:30:00Z'), amountPaise: 19_900 });
    const { html } = confirmationMail({ ...view, gym: { ...view.gym, name: '<b>Iron & Co</b>' } }, 'http://localhost:3000', false);
    expect(html).toContain('<a href="http://localhost:3000/my-bookings" style="word-break:break-all">http://localhost:3000/my-bookings</a>');
    expect(html).toMatch(/<a href="https:\/\/www\.google\.com\/maps\/dir\/\?api=1&amp;destination=[^"]+"/);
    expect(html).toContain('&lt;b&gt;Iron &amp; Co&lt;/b&gt;');
    expect(html).not.toContain('<b>');
  });
});
