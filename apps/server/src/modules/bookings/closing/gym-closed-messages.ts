import { formatCalendarDate } from '@gymslot/shared/date-format';
import type { Language } from '@gymslot/shared/languages';
import { params } from '@gymslot/shared/message-params';
import { formatRupees, paiseToRupees } from '@gymslot/shared/money';
import { i18n } from '../../../lib/i18n.js';
import { greeting } from '../../mail/mail-text.js';
import type { PersonMessage, ShortText } from '../../preferences/person-messages.js';
import { bookingDetails, bookingMailTexts, composeMail } from '../booking-mails.js';
import type { BookingView } from '../bookings.repository.js';

// §8.12 closed hours (decision 063): a paid booking inside hours its gym closed is cancelled with a
// full refund, and the person is told at once on every channel they turned on (decision 057), in
// the language they booked in. The refund is marked pending in the same transaction and retried by
// the maintenance round until the provider takes it, so "is being refunded" is true when sent.

/**
 * The short text's template values, in the order the approved WhatsApp and DLT templates number
 * them (decision 063 lists them); a change here is a change of every registered template.
 */
export const GYM_CLOSED_TEXT_PARAMS = {
  booking_cancelled_by_gym: ['gym', 'date', 'time', 'reason', 'amount'],
} as const;

type Values = Record<(typeof GYM_CLOSED_TEXT_PARAMS)['booking_cancelled_by_gym'][number], string>;

const texts = i18n('gym-closed-messages', {
  subject: params('Cancelled: {gym} is closed {date} at {time}'),
  lead: params('{gym} is closed at the time of your booking, so we cancelled it and are refunding your payment of {amount} in full.'),
  theirReason: params("The gym's reason: {reason}"),
  sorry: 'Sorry for the change of plan. You can book another slot at any time.',
  text: params('GymSlot: {gym} is closed {date} {time} ({reason}). Your booking is cancelled and your payment of {amount} is being refunded in full.'),
});

function shortText(language: Language, values: Values): ShortText {
  const names = GYM_CLOSED_TEXT_PARAMS.booking_cancelled_by_gym;
  return { text: texts(language).text(values), template: { language, params: names.map((name) => values[name]) } };
}

/** To the person whose paid booking a closure cancelled: once per booking. */
export function cancelledByGymMessage(view: BookingView, reason: string, publicUrl: string, language: Language): PersonMessage {
  const t = texts(language);
  const values: Values = {
    gym: view.gym.name,
    date: formatCalendarDate(view.booking.date, language),
    time: view.booking.timeSlot,
    reason,
    amount: formatRupees(paiseToRupees(view.booking.amountPaise)),
  };
  const mailTexts = bookingMailTexts(language);
  return {
    kind: 'booking_cancelled_by_gym',
    dedupeKey: `booking_cancelled_by_gym:${view.booking.id}`,
    mail: (to) =>
      composeMail({
        to,
        subject: t.subject(values),
        greeting: greeting(view.user.name, language),
        blocks: [
          t.lead(values),
          t.theirReason(values),
          bookingDetails(view, language),
          mailTexts.refundTiming,
          t.sorry,
          mailTexts.yourBookings({ url: `${publicUrl}/my-bookings` }),
        ],
      }),
    text: shortText(language, values),
  };
}
