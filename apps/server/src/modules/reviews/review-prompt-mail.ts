import { params } from '@gymslot/shared/message-params';
import { formatCalendarDate } from '@gymslot/shared/date-format';
import type { Language } from '@gymslot/shared/languages';
import { RATE_VISIT_PARAM } from '@gymslot/shared/review-schemas';
import { i18n } from '../../lib/i18n.js';
import { composeMail, type MailedBookingView } from '../bookings/booking-mails.js';
import { greeting } from '../mail/mail-text.js';
import type { MailMessage } from '../mail/mailer.js';
import type { UnsubscribeLinks } from '../preferences/unsubscribe-links.js';

const texts = i18n('review-prompt-mail', {
  subject: params('How was your workout at {gym}?'),
  thanks: params('Thanks for working out at {gym} on {date}. A quick rating helps others choose where to train.'),
  rate: params('Rate your visit: {url}'),
  stop: params("Don't want these e-mails? Stop them here: {url}"),
  preferences: params('Choose which messages you get: {url}'),
});

/** The link that opens this visit's rating form on My Bookings (after a login, if need be). */
function rateVisitUrl(publicUrl: string, bookingId: string): string {
  return `${publicUrl}/my-bookings?${new URLSearchParams({ [RATE_VISIT_PARAM]: bookingId }).toString()}`;
}

/**
 * The 'Rate your visit' mail (issue 15, §8.8), in the language the visit was booked in. It is not
 * essential, so it carries a way to stop it: a line with the links, and the one-click headers.
 */
export function composeReviewPrompt(view: MailedBookingView, publicUrl: string, links: UnsubscribeLinks, language: Language = 'en'): MailMessage {
  const { booking, gym, user } = view;
  const t = texts(language);
  const mail = composeMail({
    to: user.email,
    subject: t.subject({ gym: gym.name }),
    greeting: greeting(user.name, language),
    blocks: [
      t.thanks({ gym: gym.name, date: formatCalendarDate(booking.date, language) }),
      t.rate({ url: rateVisitUrl(publicUrl, booking.id) }),
      t.stop({ url: links.pageUrl }),
      t.preferences({ url: links.preferencesUrl }),
    ],
  });
  return { ...mail, headers: links.headers };
}
