import { describe, expect, it } from 'vitest';
import { paidBookingView } from '../../../test/booking-rows.js';
import { ownerInvitationMail, passwordResetMail, verificationMail } from '../auth/auth-mails.js';
import { CANCELLATION_CUTOFF_HOURS, CANCELLATION_POLICY } from '@gymslot/shared/booking-rules';
import { bookingMailTexts, cancellationMail, confirmationMail, paymentRefundedMail, rescheduledMail } from '../bookings/booking-mails.js';
import { composeReminder } from '../reminders/reminder-message.js';
import { composeReviewPrompt } from '../reviews/review-prompt-mail.js';
import { waitlistOfferMail } from '../waitlist/waitlist-mails.js';
import { greeting } from './mail-text.js';
import type { MailMessage } from './mailer.js';

describe('the greeting', () => {
  it('greets by name in the language of the mail, the name exactly as given', () => {
    expect(greeting('Ravi $& {name}', 'en')).toBe('Hi Ravi $& {name},');
    expect(greeting('Asha', 'en')).toBe('Hi Asha,');
    expect(greeting('Asha', 'hi')).toBe('नमस्ते Asha,');
  });
});

// Fixture data (names, the address, links and slot times) stays as it is; everything GymSlot writes is Hindi.
function englishLeftIn(mail: MailMessage): string[] {
  const ours = `${mail.subject}\n${mail.text}`
    .replace(/https?:\/\/\S+/g, '')
    .replace(/Asha|Iron Temple|1 FC Road|Pune|GymSlot|OTP|IST|\d\d:\d\d (AM|PM)/g, '');
  return ours.match(/[A-Za-z]{3,}/g) ?? [];
}

describe('the booking mails', () => {
  it("state the cancellation policy in English exactly as the booking screens' shared text does", () => {
    expect(bookingMailTexts('en').cancellationPolicy({ hours: CANCELLATION_CUTOFF_HOURS })).toBe(CANCELLATION_POLICY);
  });
});

describe('mails in Hindi', () => {
  const view = paidBookingView({ date: '2030-06-10', timeSlot: '06:00 PM', startsAt: new Date('2030-06-10T12:30:00Z') });
  const to = { email: 'asha@example.com', name: 'Asha' };
  const url = 'http://localhost:3000';

  it.each<[string, MailMessage]>([
    ['verification', verificationMail(to, `${url}/verify-email/abc`, 'hi')],
    ['password reset', passwordResetMail(to, `${url}/reset-password/abc`, 'hi')],
    ['owner invitation', ownerInvitationMail(to, `${url}/reset-password/abc`, 'Iron Temple', 'hi')],
    ['confirmation', confirmationMail(view, url, false, 'hi')],
    ['late confirmation', confirmationMail(view, url, true, 'hi')],
    ['reschedule', rescheduledMail(view, url, 'hi')],
    ['refund', paymentRefundedMail(view, 'slot_unavailable', 'hi')],
    ['cancellation', cancellationMail(view, 'hi')],
    ['reminder', composeReminder(view, url, new Date('2030-06-08T12:30:00Z'), 'hi').mail(view.user.email)],
    ['rating', composeReviewPrompt(view, url, { pageUrl: `${url}/unsubscribe/abc`, preferencesUrl: `${url}/account`, headers: {} }, 'hi')],
    ['waitlist offer', waitlistOfferMail(view, url, 'hi')],
  ])('the %s mail has no English of ours left', (_kind, mail) => {
    expect(englishLeftIn(mail)).toEqual([]);
    expect(mail.text).toContain('नमस्ते Asha,');
  });

  it('writes dates with Hindi names and the reminder day as Hindi words', () => {
    const reminder = (now: string) => composeReminder(view, url, new Date(now), 'hi');
    expect(reminder('2030-06-10T04:30:00Z').mail(view.user.email).subject).toBe('रिमाइंडर: Iron Temple, आज 06:00 PM');
    expect(reminder('2030-06-09T04:30:00Z').mail(view.user.email).subject).toBe('रिमाइंडर: Iron Temple, कल 06:00 PM');
    expect(reminder('2030-06-07T04:30:00Z').mail(view.user.email).subject).toBe('रिमाइंडर: Iron Temple, सोम, 10 जून 2030 को 06:00 PM');
    expect(reminder('2030-06-10T04:30:00Z').text.text).toBe(
      'GymSlot: Iron Temple में आपका वर्कआउट आज 06:00 PM शुरू होगा। OTP 123456। रास्ता: https://www.google.com/maps/dir/?api=1&destination=18.52,73.84',
    );
    expect(cancellationMail(view, 'hi').text).toContain('तारीख़: सोमवार, 10 जून 2030');
  });
});
