import { describe, expect, it } from 'vitest';
import { messagesTo, type PersonMessage } from './person-messages.js';

// The copies of one message for the addresses a person's preferences chose (decision 057).

const message: PersonMessage = {
  kind: 'booking_confirmed',
  dedupeKey: 'booking_confirmed:b1',
  mail: (to) => ({ to, subject: 'Booking confirmed', text: 'text', html: '<p>text</p>' }),
  text: { text: 'GymSlot: booking confirmed.', template: { language: 'en', params: ['Iron Temple'] } },
};
const phone = '+919876543210';
const mail = { to: 'asha@example.com', subject: 'Booking confirmed', text: 'text', html: '<p>text</p>' };
const texts = { text: message.text.text, template: message.text.template };

describe('messagesTo', () => {
  it('writes one copy per address, the mail first, each with a key of its own channel', () => {
    expect(messagesTo({ email: 'asha@example.com', whatsapp: phone, sms: phone }, message)).toEqual([
      { channel: 'email', kind: 'booking_confirmed', dedupeKey: 'booking_confirmed:b1:email', mail },
      { channel: 'whatsapp', kind: 'booking_confirmed', dedupeKey: 'booking_confirmed:b1:whatsapp', to: phone, ...texts },
      { channel: 'sms', kind: 'booking_confirmed', dedupeKey: 'booking_confirmed:b1:sms', to: phone, ...texts },
    ]);
  });

  it('writes nothing for a channel without an address, and no mail at all without one', () => {
    let mailsWritten = 0;
    const counted = { ...message, mail: (to: string) => ((mailsWritten += 1), message.mail(to)) };
    expect(messagesTo({ sms: phone }, counted)).toEqual([{ channel: 'sms', kind: 'booking_confirmed', dedupeKey: 'booking_confirmed:b1:sms', to: phone, ...texts }]);
    expect(messagesTo({}, counted)).toEqual([]);
    expect(mailsWritten).toBe(0);
  });

  it('gives every copy the key it waits for, and WhatsApp no SMS fallback', () => {
    const copies = messagesTo({ email: 'asha@example.com', whatsapp: phone, sms: phone }, { ...message, waitsFor: 'refund:pay_1' });
    expect(copies.map((copy) => copy.waitsFor)).toEqual(['refund:pay_1', 'refund:pay_1', 'refund:pay_1']);
    expect(copies.find((copy) => copy.channel === 'whatsapp')).not.toHaveProperty('smsFallback');
  });

  it("keeps to the channels an operator allows (REMINDER_CHANNELS), in the person's order", () => {
    const copies = messagesTo({ email: 'asha@example.com', whatsapp: phone, sms: phone }, message, ['sms', 'email']);
    expect(copies.map((copy) => copy.channel)).toEqual(['email', 'sms']);
  });
});
