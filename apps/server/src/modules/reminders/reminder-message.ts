import { params } from '@gymslot/shared/message-params';
import { CANCELLATION_CUTOFF_HOURS } from '@gymslot/shared/booking-rules';
import { formatCalendarDate } from '@gymslot/shared/date-format';
import { directionsUrl } from '@gymslot/shared/directions';
import { addDays, istDate } from '@gymslot/shared/ist-time';
import type { Language } from '@gymslot/shared/languages';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import { i18n } from '../../lib/i18n.js';
import { addressedTo, bookingCalendar, bookingDetails, bookingMailTexts, composeMail, type MailedBookingView } from '../bookings/booking-mails.js';
import { bookingText } from '../bookings/booking-texts.js';
import { greeting } from '../mail/mail-text.js';
import type { BookingView } from '../bookings/own/booking-views.service.js';
import type { MailMessage } from '../mail/mailer.js';
import type { PersonMessage } from '../preferences/person-messages.js';

const texts = i18n('reminder-mail', {
  whenToday: params('{time} today'),
  whenTomorrow: params('{time} tomorrow'),
  whenOn: params('{time} on {date}'),
  subject: params('Reminder: {gym} at {when}'),
  lead: params('Your workout at {gym} starts at {when}.'),
  cancelOpen: params('You can cancel with a full refund until {deadline} ({hours} hours before the start).'),
  cancelClosed: params('Cancellation closed at {deadline} ({hours} hours before the start), so this booking can no longer be cancelled.'),
});

/** '06:00 PM today', '06:00 PM tomorrow' or '06:00 PM on Sat, 21 Nov 2026': the slot as seen at `now` in IST. */
export function slotWhen(date: string, timeSlot: string, now: Date, language: Language = 'en'): string {
  const t = texts(language);
  const today = istDate(now);
  if (date === today) return t.whenToday({ time: timeSlot });
  if (date === addDays(today, 1)) return t.whenTomorrow({ time: timeSlot });
  return t.whenOn({ time: timeSlot, date: formatCalendarDate(date, language) });
}

/** The sentence about cancelling: until when, or that it is too late now. */
function cancellationLine(startsAt: Date, now: Date, language: Language): string {
  const t = texts(language);
  const deadline = new Date(startsAt.getTime() - CANCELLATION_CUTOFF_HOURS * 3_600_000);
  const values = {
    deadline: `${istTimeOfDay(deadline)} IST, ${formatCalendarDate(istDate(deadline), language)}`,
    hours: CANCELLATION_CUTOFF_HOURS,
  };
  return deadline > now ? t.cancelOpen(values) : t.cancelClosed(values);
}

/**
 * §8.3: the reminder for one booking, composed at `now`, in the language it was booked in: the mail
 * with the details, the OTP, directions, the cancellation deadline and the booking's .ics, and the
 * short text with the essentials for SMS and WhatsApp (§8.9). Once per booking and slot: a move
 * gives the new slot a reminder of its own.
 */
export function composeReminder(view: BookingView, publicUrl: string, now: Date, language: Language = 'en'): PersonMessage {
  const { booking, gym } = view;
  const when = slotWhen(booking.date, booking.timeSlot, now, language);
  const otp = String(booking.otp ?? '');
  const directions = directionsUrl(gym);
  return {
    kind: 'reminder',
    dedupeKey: `reminder:${booking.id}:${booking.rescheduleCount}`,
    mail: (to) => reminderMail(addressedTo(view, to), publicUrl, { when, otp, directions }, now, language),
    text: bookingText('reminder', language, { gym: gym.name, when, otp, directionsUrl: directions }),
  };
}

/** The reminder's mail: what the short text says, with the details, the deadline and the booking's .ics. */
function reminderMail(
  view: MailedBookingView,
  publicUrl: string,
  slot: { when: string; otp: string; directions: string },
  now: Date,
  language: Language,
): MailMessage {
  const { booking, gym, user } = view;
  const t = texts(language);
  const shared = bookingMailTexts(language);
  const mail = composeMail({
    to: user.email,
    subject: t.subject({ gym: gym.name, when: slot.when }),
    greeting: greeting(user.name, language),
    blocks: [
      t.lead({ gym: gym.name, when: slot.when }),
      [...bookingDetails(view, language), [shared.otp, slot.otp]],
      shared.showOtp,
      shared.directions({ url: slot.directions }),
      cancellationLine(booking.startsAt, now, language),
      shared.yourBookings({ url: `${publicUrl}/my-bookings` }),
    ],
  });
  return { ...mail, attachments: [bookingCalendar(view, language)] };
}
