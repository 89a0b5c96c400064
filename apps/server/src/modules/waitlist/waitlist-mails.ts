import { BOOKING_HOLD_MINUTES } from '@gymslot/shared/booking-rules';
import { formatCalendarDate } from '@gymslot/shared/date-format';
import { formatRupees, paiseToRupees } from '@gymslot/shared/money';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import { bookingDetails, composeMail } from '../bookings/booking-mails.js';
import type { BookingView } from '../bookings/booking-views.service.js';
import type { MailMessage } from '../mail/mailer.js';

/** Sent to the next in line when a place frees (§8.4): the place is held for them, with a link straight to payment. */
export function waitlistOfferMail(view: BookingView, publicUrl: string): MailMessage {
  const { booking, gym, user } = view;
  const until = booking.holdExpiresAt ? `${istTimeOfDay(booking.holdExpiresAt)} IST` : `${BOOKING_HOLD_MINUTES} minutes from now`;
  return composeMail({
    to: user.email,
    subject: `A place is free: ${gym.name}, ${formatCalendarDate(booking.date)} at ${booking.timeSlot}`,
    greeting: `Hi ${user.name},`,
    blocks: [
      `A place has opened up in the slot you were waiting for, and we are holding it for you until ${until}. Pay by then to book it; after that it goes to the next person in line.`,
      [...bookingDetails(view), ['Amount', formatRupees(paiseToRupees(booking.amountPaise))], ['Held until', until]],
      `Pay now: ${publicUrl}/payment/${booking.id}`,
      `Changed your plans? Do nothing and the place passes on, or leave the waitlist on My Bookings: ${publicUrl}/my-bookings`,
    ],
  });
}
