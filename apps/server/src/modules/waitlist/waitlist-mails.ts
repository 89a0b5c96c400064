import { params } from '@gymslot/shared/message-params';
import { BOOKING_HOLD_MINUTES } from '@gymslot/shared/booking-rules';
import { formatCalendarDate } from '@gymslot/shared/date-format';
import type { Language } from '@gymslot/shared/languages';
import { formatRupees, paiseToRupees } from '@gymslot/shared/money';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import { i18n } from '../../lib/i18n.js';
import { addressedTo, bookingDetails, composeMail, type MailedBookingView } from '../bookings/booking-mails.js';
import { slotValues } from '../bookings/booking-messages.js';
import { bookingText } from '../bookings/booking-texts.js';
import type { BookingView } from '../bookings/own/booking-views.service.js';
import { greeting } from '../mail/mail-text.js';
import type { MailMessage } from '../mail/mailer.js';
import type { PersonMessage } from '../preferences/person-messages.js';

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

/** Until when the offer's place is held: '06:15 PM IST'. */
function heldUntil(booking: BookingView['booking'], language: Language): string {
  return booking.holdExpiresAt ? `${istTimeOfDay(booking.holdExpiresAt)} IST` : texts(language).minutesFromNow({ minutes: BOOKING_HOLD_MINUTES });
}

/** Where the offer is paid: the web's payment page for the hold. */
const payUrl = (publicUrl: string, bookingId: string) => `${publicUrl}/payment/${bookingId}`;

/**
 * Sent to the next in line when a place frees (§8.4): the place is held for them, with a link straight
 * to payment; in the language they joined the waitlist in.
 */
export function waitlistOfferMail(view: MailedBookingView, publicUrl: string, language: Language = 'en'): MailMessage {
  const { booking, gym, user } = view;
  const t = texts(language);
  const until = heldUntil(booking, language);
  return composeMail({
    to: user.email,
    subject: t.subject({ gym: gym.name, date: formatCalendarDate(booking.date, language), time: booking.timeSlot }),
    greeting: greeting(user.name, language),
    blocks: [
      t.lead({ until }),
      [...bookingDetails(view, language), [t.amount, formatRupees(paiseToRupees(booking.amountPaise))], [t.heldUntil, until]],
      t.payNow({ url: payUrl(publicUrl, booking.id) }),
      t.changedPlans({ url: `${publicUrl}/my-bookings` }),
    ],
  });
}

/**
 * The offer on every channel the person turned on (§8.9): the mail, and the short text with the
 * link to pay and its deadline; once per offer (its hold).
 */
export function waitlistOfferMessage(view: BookingView, publicUrl: string, language: Language): PersonMessage {
  return {
    kind: 'waitlist_offer',
    dedupeKey: `waitlist_offer:${view.booking.id}`,
    mail: (to) => waitlistOfferMail(addressedTo(view, to), publicUrl, language),
    text: bookingText('waitlist_offer', language, {
      ...slotValues(view, language),
      heldUntil: heldUntil(view.booking, language),
      payUrl: payUrl(publicUrl, view.booking.id),
    }),
  };
}
