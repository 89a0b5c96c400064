import { formatCalendarDate } from '@gymslot/shared/date-format';
import { RATE_VISIT_PARAM } from '@gymslot/shared/review-schemas';
import { composeMail } from '../bookings/booking-mails.js';
import type { BookingView } from '../bookings/booking-views.service.js';
import type { MailMessage } from '../mail/mailer.js';

/** The link that opens this visit's rating form on My Bookings (after a login, if need be). */
function rateVisitUrl(publicUrl: string, bookingId: string): string {
  return `${publicUrl}/my-bookings?${new URLSearchParams({ [RATE_VISIT_PARAM]: bookingId }).toString()}`;
}

/** The 'Rate your visit' mail sent once after a checked-in visit (issue 15). */
export function composeReviewPrompt(view: BookingView, publicUrl: string): MailMessage {
  const { booking, gym, user } = view;
  return composeMail({
    to: user.email,
    subject: `How was your workout at ${gym.name}?`,
    greeting: `Hi ${user.name},`,
    blocks: [
      `Thanks for working out at ${gym.name} on ${formatCalendarDate(booking.date)}. A quick rating helps others choose where to train.`,
      `Rate your visit: ${rateVisitUrl(publicUrl, booking.id)}`,
    ],
  });
}
