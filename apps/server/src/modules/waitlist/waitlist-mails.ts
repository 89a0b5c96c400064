import { params } from '@gymslot/shared/message-params';
import { BOOKING_HOLD_MINUTES } from '@gymslot/shared/booking-rules';
import { formatCalendarDate } from '@gymslot/shared/date-format';
import type { Language } from '@gymslot/shared/languages';
import { formatRupees, paiseToRupees } from '@gymslot/shared/money';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import { i18n } from '../../lib/i18n.js';
import { bookingDetails, composeMail } from '../bookings/booking-mails.js';
import type { BookingView } from '../bookings/own/booking-views.service.js';
import { greeting } from '../mail/mail-text.js';
import type { MailMessage } from '../mail/mailer.js';

const texts = i18n('waitlist-offer-mail', {
  minutesFromNow: params('{minutes} minutes from now'),
  subject: params('A place is free: {gym}, {date} at {time}'),
  lead: params(
    'A place has opened up in the slot you were waiting for, and we are holding it for you until {until}. Pay by then to book it; after that it goes to the next person in line.',
  ),
  amount: 'Amount',
  heldUntil: 'Held until',
  payNow: params('Pay now: {url}'),
  changedPlans: params('Changed your plans? Do nothing and the place passes on, or leave the waitlist on My Bookings: {url}'),
});

/**
 * Sent to the next in line when a place frees (§8.4): the place is held for them, with a link straight
 * to payment; in the language they joined the waitlist in.
 */
export function waitlistOfferMail(view: BookingView, publicUrl: string, language: Language = 'en'): MailMessage {
  const { booking, gym, user } = view;
  const t = texts(language);
  const until = booking.holdExpiresAt
    ? `${istTimeOfDay(booking.holdExpiresAt)} IST`
    : t.minutesFromNow({ minutes: BOOKING_HOLD_MINUTES });
  return composeMail({
    to: user.email,
    subject: t.subject({ gym: gym.name, date: formatCalendarDate(booking.date, language), time: booking.timeSlot }),
    greeting: greeting(user.name, language),
    blocks: [
      t.lead({ until }),
      [...bookingDetails(view, language), [t.amount, formatRupees(paiseToRupees(booking.amountPaise))], [t.heldUntil, until]],
      t.payNow({ url: `${publicUrl}/payment/${booking.id}` }),
      t.changedPlans({ url: `${publicUrl}/my-bookings` }),
    ],
  });
}
