import { describe, expect, it } from 'vitest';
import { languages } from '@gymslot/shared/languages';
import { BOOKING_TEXT_PARAMS, bookingText, type BookingTextKind } from './booking-texts.js';

// The short texts of the booking messages and their template values (decision 057): operators
// register templates with the same values in the same order, so the order is part of the contract.

const values = {
  gym: 'Iron Temple',
  date: 'Tue, 11 Jun 2030',
  time: '06:00 PM',
  when: '06:00 PM today',
  otp: '123456',
  amount: '₹199',
  heldUntil: '10:15 AM IST',
  passUrl: 'https://gymslot.example/confirmation/b1',
  payUrl: 'https://gymslot.example/payment/b1',
  directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=18.52,73.84',
};
const kinds = Object.keys(BOOKING_TEXT_PARAMS) as BookingTextKind[];

describe('booking texts', () => {
  it('list the template values of each kind in their registered order', () => {
    expect(BOOKING_TEXT_PARAMS).toEqual({
      booking_confirmed: ['gym', 'date', 'time', 'otp', 'passUrl'],
      booking_rescheduled: ['gym', 'date', 'time', 'otp', 'passUrl'],
      reminder: ['gym', 'when', 'otp', 'directionsUrl'],
      waitlist_offer: ['gym', 'date', 'time', 'heldUntil', 'payUrl'],
      payment_refunded: ['gym', 'date', 'time', 'amount'],
      booking_cancelled: ['gym', 'date', 'time', 'amount'],
    });
  });

  it.each(kinds.flatMap((kind) => languages.map((language) => [kind, language] as const)))(
    'write %s in %s with every one of its values and nothing left unfilled',
    (kind, language) => {
      const names = BOOKING_TEXT_PARAMS[kind];
      const { text, template } = bookingText(kind, language, values);
      expect(template).toEqual({ language, params: names.map((name) => values[name]) });
      for (const name of names) expect(text).toContain(values[name]);
      expect(text).not.toMatch(/[{}]/);
      expect(text.startsWith('GymSlot: ')).toBe(true);
    },
  );

  it('stay short: one or two SMS parts in English, besides the links', () => {
    for (const kind of kinds) {
      const { text } = bookingText(kind, 'en', values);
      expect(text.replace(/https?:\/\/\S+/g, '').length, kind).toBeLessThanOrEqual(140);
    }
  });
});
