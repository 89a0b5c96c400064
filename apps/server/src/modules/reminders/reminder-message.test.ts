import { describe, expect, it } from 'vitest';
import { paidBookingView } from '../../../test/booking-rows.js';
import type { BookingView } from '../bookings/own/booking-views.service.js';
import { composeReminder } from './reminder-message.js';

// 2030-06-10 is a Monday; 06:00 PM IST is 12:30 UTC.
const startsAt = new Date('2030-06-10T12:30:00Z');
const view: BookingView = paidBookingView({
  date: '2030-06-10',
  timeSlot: '06:00 PM',
  startsAt,
  paidAt: new Date('2030-06-01T10:00:00Z'),
});
const hoursBefore = (hours: number) => new Date(startsAt.getTime() - hours * 3_600_000);
const mailAt = (now: Date) => composeReminder(view, 'http://localhost:3000', now).mail('asha@example.com');
const subjectAt = (now: Date) => mailAt(now).subject;

describe('composeReminder', () => {
  it("says 'today', 'tomorrow' or the date, by the IST calendar", () => {
    expect(subjectAt(hoursBefore(2))).toBe('Reminder: Iron Temple at 06:00 PM today');
    // 18:29 UTC on the 9th is already 11:59 PM IST on the 10th's eve; 18:31 UTC is past IST midnight.
    expect(subjectAt(new Date('2030-06-09T18:29:00Z'))).toBe('Reminder: Iron Temple at 06:00 PM tomorrow');
    expect(subjectAt(new Date('2030-06-09T18:31:00Z'))).toBe('Reminder: Iron Temple at 06:00 PM today');
    expect(subjectAt(hoursBefore(47))).toBe('Reminder: Iron Temple at 06:00 PM on Mon, 10 Jun 2030');
  });

  it('gives the cancellation deadline while it is open, and says when it closed afterwards', () => {
    expect(mailAt(hoursBefore(3)).text).toContain(
      'You can cancel with a full refund until 04:00 PM IST, Mon, 10 Jun 2030 (2 hours before the start).',
    );
    expect(mailAt(hoursBefore(2)).text).toContain(
      'Cancellation closed at 04:00 PM IST, Mon, 10 Jun 2030 (2 hours before the start), so this booking can no longer be cancelled.',
    );
  });

  it('keeps the text message short: where, when, the OTP and directions, with its template values in their order', () => {
    const directions = 'https://www.google.com/maps/dir/?api=1&destination=18.52,73.84';
    expect(composeReminder(view, 'http://localhost:3000', hoursBefore(2)).text).toEqual({
      text: `GymSlot: your workout at Iron Temple starts at 06:00 PM today. OTP 123456. Directions: ${directions}`,
      template: { language: 'en', params: ['Iron Temple', '06:00 PM today', '123456', directions] },
    });
  });

  it('is the mail to the address given, once per booking and slot', () => {
    const reminder = composeReminder(view, 'http://localhost:3000', hoursBefore(2));
    expect(reminder.mail('ravi@example.com').to).toBe('ravi@example.com');
    expect(reminder).toMatchObject({ kind: 'reminder', dedupeKey: `reminder:${view.booking.id}:0` });
    const moved = { ...view, booking: { ...view.booking, rescheduleCount: 1 } };
    expect(composeReminder(moved, 'http://localhost:3000', hoursBefore(2)).dedupeKey).toBe(`reminder:${view.booking.id}:1`);
  });
});
