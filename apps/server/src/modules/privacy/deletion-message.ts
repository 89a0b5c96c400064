import { formatIstCalendarDate } from '@gymslot/shared/date-format';
import type { Language } from '@gymslot/shared/languages';
import { params } from '@gymslot/shared/message-params';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import { i18n } from '../../lib/i18n.js';
import { composeMail } from '../bookings/booking-mails.js';
import { greeting } from '../mail/mail-text.js';
import type { PersonMessage } from '../preferences/person-messages.js';

// The message that tells a person their account will be deleted (API contract §8.11), on every
// channel they turned on, in the language they asked in: when, what goes and what stays, and how
// to keep the account. WhatsApp's {{1}}, {{2}} and MSG91's ##var1##, ##var2## take `when` and
// `accountUrl`, in that order (decision 059).

const texts = i18n('privacy-deletion-message', {
  subject: params('Your GymSlot account will be deleted on {date}'),
  lead: params('You asked us to delete your GymSlot account. It will be deleted on {date} at {time} IST.'),
  whatGoes:
    'Then your name, e-mail address and mobile number are removed, you are logged out everywhere, and your upcoming bookings are cancelled with a full refund.',
  whatStays:
    "Your reviews stay, shown as by a 'Former member'. Your bookings, payments and GST invoices are kept without your contact details, as tax law requires.",
  howToCancel: params('Changed your mind? Log in before then and press Cancel deletion on your account page: {url}'),
  notYou: 'If you did not ask for this, cancel it there and change your password.',
  text: params('GymSlot: your account will be deleted on {when} IST. To keep it, log in and cancel on your account page: {accountUrl}'),
});

/** The order of the short text's values, as the registered WhatsApp and MSG91 templates number them. */
export const DELETION_TEXT_PARAMS = ['when', 'accountUrl'] as const;

/** The account page, where the deletion is cancelled. */
export const accountUrl = (publicUrl: string) => `${publicUrl}/account`;

/** 'Tue, 11 Jun 2030' and '06:00 PM', in IST and in `language`. */
export function deletionMoment(deleteAt: Date, language: Language): { date: string; time: string } {
  return { date: formatIstCalendarDate(deleteAt, language), time: istTimeOfDay(deleteAt) };
}

/** The message of a deletion scheduled at `requestedAt`: once per request (a cancelled and renewed request is told again). */
export function deletionScheduledMessage(
  person: { id: string; name: string },
  when: { requestedAt: Date; deleteAt: Date },
  publicUrl: string,
  language: Language,
): PersonMessage {
  const t = texts(language);
  const { date, time } = deletionMoment(when.deleteAt, language);
  const url = accountUrl(publicUrl);
  const values = { when: `${date} ${time}`, accountUrl: url };
  return {
    kind: 'account_deletion_scheduled',
    dedupeKey: `account_deletion_scheduled:${person.id}:${when.requestedAt.getTime()}`,
    mail: (to) =>
      composeMail({
        to,
        subject: t.subject({ date }),
        greeting: greeting(person.name, language),
        blocks: [t.lead({ date, time }), t.whatGoes, t.whatStays, t.howToCancel({ url }), t.notYou],
      }),
    text: { text: t.text(values), template: { language, params: DELETION_TEXT_PARAMS.map((name) => values[name]) } },
  };
}
