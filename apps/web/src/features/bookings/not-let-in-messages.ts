import { params } from '@gymslot/shared/message-params';
import type { NotLetInReason } from '@gymslot/shared/not-let-in';
import { i18n } from '../../i18n/i18n';

/** 'I wasn't let in' (API contract §8.10): the button, its sheet and the report's state. */
export const notLetInMessages = i18n('bookings-not-let-in', {
  wasNotLetIn: "I wasn't let in",
  dialogTitle: "I wasn't let in",
  dialogIntro: params('Tell us what happened at {gym}. We tell the gym at once.'),
  whatHappened: 'What happened?',
  reasonClosed: 'The gym was closed',
  reasonRefused: 'They turned me away at the door',
  reasonOther: 'Something else',
  chooseReason: 'Please choose what happened.',
  noteLabel: 'Anything else we should know (optional)',
  send: 'Tell the gym',
  cancel: 'Cancel',
  reportFailed: 'Your report could not be sent. Please try again.',
  stateHeading: "You told us you weren't let in",
  stateOpen: params("We told the gym. If they don't let you in or answer by {time}, you get your money back automatically."),
  stateContested: "GymSlot's team is looking into it and will tell you what it decides.",
  stateResolved: 'The gym checked you in. Enjoy your workout!',
  stateRefunded: 'Your payment is refunded in full. It reaches your account in 5–7 working days.',
  stateRejected: 'We looked into it, and the report is closed without a refund.',
});

export type NotLetInMessages = ReturnType<typeof notLetInMessages.get>;

export const reasonLabels = {
  closed: 'reasonClosed',
  refused: 'reasonRefused',
  other: 'reasonOther',
} as const satisfies Record<NotLetInReason, keyof NotLetInMessages>;
