import { params } from '@gymslot/shared/message-params';
import type { Language } from '@gymslot/shared/languages';
import { i18n } from '../../lib/i18n.js';
import type { ShortText } from '../preferences/person-messages.js';

// The booking messages as SMS and WhatsApp carry them (API contract §8.9, decision 057): one short
// text per kind, in English here and in Hindi in the catalogue, beside the mails they go with.

/**
 * Each kind's template values, in the order the approved templates number them: WhatsApp's
 * {{1}}, {{2}}, … and the DLT template's variables. Operators register the same order (decision
 * 057 lists it); a change here is a change of every registered template.
 */
export const BOOKING_TEXT_PARAMS = {
  booking_confirmed: ['gym', 'date', 'time', 'otp', 'passUrl'],
  booking_rescheduled: ['gym', 'date', 'time', 'otp', 'passUrl'],
  reminder: ['gym', 'when', 'otp', 'directionsUrl'],
  waitlist_offer: ['gym', 'date', 'time', 'heldUntil', 'payUrl'],
  payment_refunded: ['gym', 'date', 'time', 'amount'],
  booking_cancelled: ['gym', 'date', 'time', 'amount'],
} as const;

export type BookingTextKind = keyof typeof BOOKING_TEXT_PARAMS;
/** The values one kind's text is written with, by name. */
export type BookingTextValues<Kind extends BookingTextKind> = Record<(typeof BOOKING_TEXT_PARAMS)[Kind][number], string>;

const texts = i18n('booking-texts', {
  confirmed: params('GymSlot: booking confirmed at {gym}, {date} {time}. OTP {otp}. Your pass: {passUrl}'),
  rescheduled: params('GymSlot: your booking at {gym} moved to {date} {time}. Same OTP {otp}. Your pass: {passUrl}'),
  reminder: params('GymSlot: your workout at {gym} starts at {when}. OTP {otp}. Directions: {directionsUrl}'),
  waitlistOffer: params('GymSlot: a place is free at {gym}, {date} {time}, held for you until {heldUntil}. Pay here: {payUrl}'),
  refunded: params('GymSlot: your payment of {amount} for {gym}, {date} {time} is refunded in full. It reaches your account in 5–7 working days.'),
  cancelled: params('GymSlot: your booking at {gym}, {date} {time} is cancelled. Your payment of {amount} is being refunded in full.'),
});

const textOf = {
  booking_confirmed: 'confirmed',
  booking_rescheduled: 'rescheduled',
  reminder: 'reminder',
  waitlist_offer: 'waitlistOffer',
  payment_refunded: 'refunded',
  booking_cancelled: 'cancelled',
} as const satisfies Record<BookingTextKind, keyof ReturnType<typeof texts>>;

/** The short text of a booking message of `kind`, in `language`, with its template's values in their order. */
export function bookingText<Kind extends BookingTextKind>(kind: Kind, language: Language, values: BookingTextValues<Kind>): ShortText {
  // Each kind's text takes exactly the values its BOOKING_TEXT_PARAMS names.
  const write = texts(language)[textOf[kind]] as (values: BookingTextValues<Kind>) => string;
  const names: readonly (keyof BookingTextValues<Kind>)[] = BOOKING_TEXT_PARAMS[kind];
  return { text: write(values), template: { language, params: names.map((name) => values[name]) } };
}
