import { i18n } from '../../i18n/i18n';

/**
 * What a message is about, in words, keyed by the server's `kind` as it sends it. The server may
 * add kinds before this list knows them, so an unknown one is shown as it came.
 */
export const messageKindTexts = i18n('admin-message-kinds', {
  booking_confirmed: 'Booking confirmed',
  booking_cancelled: 'Booking cancelled',
  booking_rescheduled: 'Booking rescheduled',
  payment_refunded: 'Payment refunded',
  reminder: 'Slot reminder',
  review_prompt: 'Rate your visit',
  waitlist_offer: 'Waitlist offer',
  email_verification: 'Email verification',
  password_reset: 'Password reset',
  owner_invitation: 'Gym owner invitation',
  account_deletion_scheduled: 'Account deletion scheduled',
});

type MessageKindTexts = ReturnType<typeof messageKindTexts.get>;

// Own keys only: a kind such as 'toString' must not read the object's prototype.
const isKnownKind = (kind: string, texts: MessageKindTexts): kind is keyof MessageKindTexts => Object.hasOwn(texts, kind);

export function messageKindLabel(kind: string, texts: MessageKindTexts): string {
  return isKnownKind(kind, texts) ? texts[kind] : kind;
}
