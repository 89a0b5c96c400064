import { CANCELLATION_CUTOFF_HOURS } from '@gymslot/shared/booking-rules';
import { formatCalendarDate } from '@gymslot/shared/date-format';
import { directionsUrl } from '@gymslot/shared/directions';
import { addDays, istDate } from '@gymslot/shared/ist-time';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import { bookingCalendar, bookingDetails, composeMail } from '../bookings/booking-mails.js';
import type { BookingView } from '../bookings/booking-views.service.js';
import type { MailMessage } from '../mail/mailer.js';

/** What every channel is given; each sends the part it can carry. */
export interface Reminder {
  bookingId: string;
  /** For e-mail: the details, the OTP, directions, the cancellation deadline and the booking's .ics. */
  mail: MailMessage;
  /** For SMS and WhatsApp: the essentials in one short paragraph. */
  shortText: string;
  /** The booker's mobile number; accounts have none yet, so text channels skip every reminder for now. */
  phone: string | null;
}

/** 'today', 'tomorrow' or 'on Sat, 21 Nov 2026': the booking's IST date as seen at `now` in IST. */
export function dayWords(date: string, now: Date): string {
  const today = istDate(now);
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  return `on ${formatCalendarDate(date)}`;
}

/** The sentence about cancelling: until when, or that it is too late now. */
function cancellationLine(startsAt: Date, now: Date): string {
  const deadline = new Date(startsAt.getTime() - CANCELLATION_CUTOFF_HOURS * 3_600_000);
  const when = `${istTimeOfDay(deadline)} IST, ${formatCalendarDate(istDate(deadline))}`;
  return deadline > now
    ? `You can cancel with a full refund until ${when} (${CANCELLATION_CUTOFF_HOURS} hours before the start).`
    : `Cancellation closed at ${when} (${CANCELLATION_CUTOFF_HOURS} hours before the start), so this booking can no longer be cancelled.`;
}

/** §8.3: the reminder for one booking, composed at `now`. */
export function composeReminder(view: BookingView, publicUrl: string, now: Date): Reminder {
  const { booking, gym, user } = view;
  const when = `${booking.timeSlot} ${dayWords(booking.date, now)}`;
  const otp = String(booking.otp ?? '');
  const directions = directionsUrl(gym);
  const mail = composeMail({
    to: user.email,
    subject: `Reminder: ${gym.name} at ${when}`,
    greeting: `Hi ${user.name},`,
    blocks: [
      `Your workout at ${gym.name} starts at ${when}.`,
      [...bookingDetails(view), ['OTP', otp]],
      'Show this OTP to the gym owner upon arrival.',
      `Directions: ${directions}`,
      cancellationLine(booking.startsAt, now),
      `Your bookings: ${publicUrl}/my-bookings`,
    ],
  });
  return {
    bookingId: booking.id,
    mail: { ...mail, attachments: [bookingCalendar(view)] },
    shortText: `GymSlot: your workout at ${gym.name} starts at ${when}. OTP ${otp}. Directions: ${directions}`,
    phone: null,
  };
}
