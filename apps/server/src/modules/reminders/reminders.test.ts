import { addDays } from '@gymslot/shared/ist-time';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookableGym, bookAndPay, cancel, MONDAY, MONDAY_10_IST, quickBooker, setChannels, setClock, type Booker } from '../../../test/booking-helpers.js';
import { mailAttachment, mailTo } from '../../../test/mail-parts.js';
import { useTestApp } from '../../../test/test-app.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { messages } from '../../db/schema/messages.js';
import { createAppMetrics } from '../metrics/app-metrics.js';
import { sendDueReminders, type ReminderDeps } from './send-due-reminders.js';

const t = useTestApp({ REMINDER_CHANNELS: 'email,sms' });
const MINUTE = 60_000;
const SUNDAY_10_IST = new Date(MONDAY_10_IST.getTime() - 24 * 60 * MINUTE);
const TUESDAY = addDays(MONDAY, 1);
let gym: GymRow;

beforeAll(async () => {
  ({ gym } = await bookableGym(t.database.db, { name: 'Iron Temple', address: '12 MG Road', city: 'Bengaluru', latitude: 12.9716, longitude: 77.5946 }));
});

function deps(overrides: Partial<ReminderDeps> = {}): ReminderDeps {
  return { config: t.config, database: t.database, clock: t.clock, outbox: t.messages, ...overrides };
}

/** IST wall-clock time on an IST date as an instant (the test data's slots are all on whole hours). */
function at(date: string, hour24: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (hour24 * 60 - 330) * MINUTE);
}

async function remindersTo(booker: Booker): Promise<string[]> {
  const mails = await t.outbox();
  const to = `to: ${booker.user.email.toLowerCase()}`;
  return mails.filter((eml) => {
    const lines = eml.split(/\r?\n/).map((line) => line.toLowerCase());
    return lines.includes(to) && lines.some((line) => line.startsWith('subject: reminder:'));
  });
}

async function paidBooking(date: string, timeSlot: string, bookedAt = SUNDAY_10_IST) {
  setClock(t, bookedAt);
  const booker = await quickBooker(t);
  const { bookingId, otp } = await bookAndPay(t, booker, { gymId: gym.id, date, timeSlot });
  return { booker, bookingId, otp };
}

describe('reminders before a workout (§8.3)', () => {
  it('sends one reminder per booking once the lead time is reached, with the OTP, directions, the deadline and an .ics', async () => {
    const { booker, bookingId, otp } = await paidBooking(MONDAY, '06:00 PM');
    const metrics = createAppMetrics();
    const start = at(MONDAY, 18);

    setClock(t, new Date(start.getTime() - 121 * MINUTE));
    expect(await sendDueReminders(deps({ metrics }))).toEqual({ remindersSent: 0 });
    expect(await remindersTo(booker)).toHaveLength(0);

    setClock(t, new Date(start.getTime() - 119 * MINUTE));
    expect(await sendDueReminders(deps({ metrics }))).toEqual({ remindersSent: 1 });
    expect(await sendDueReminders(deps({ metrics }))).toEqual({ remindersSent: 0 });
    setClock(t, new Date(start.getTime() - 30 * MINUTE));
    expect(await sendDueReminders(deps({ metrics }))).toEqual({ remindersSent: 0 });
    expect(await remindersTo(booker)).toHaveLength(1);

    const mail = mailTo(await t.outbox(), booker.user.email);
    expect(mail.raw).toMatch(/^Subject: Reminder: Iron Temple at 06:00 PM today$/m);
    expect(mail.text).toContain('Your workout at Iron Temple starts at 06:00 PM today.');
    expect(mail.text).toContain('Address: 12 MG Road, Bengaluru');
    expect(mail.text).toContain('Date: Monday, 10 June 2030');
    expect(mail.text).toContain(`OTP: ${otp}`);
    expect(mail.text).toContain('Directions: https://www.google.com/maps/dir/?api=1&destination=12.9716,77.5946');
    expect(mail.text).toContain('Cancellation closed at 04:00 PM IST, Mon, 10 Jun 2030 (2 hours before the start)');
    expect(mail.html).toContain(`<td>${otp}</td>`);

    const ics = mailAttachment(mail.raw, 'gymslot-booking.ics');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        `UID:${bookingId}@gymslot`,
        'SEQUENCE:0',
        'DTSTART:20300610T123000Z',
        'DTEND:20300610T133000Z',
        'SUMMARY:Workout at Iron Temple',
        'LOCATION:12 MG Road\\, Bengaluru',
        'END:VEVENT',
      ]),
    );
    expect(lines.some((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toBe(true);

    // The user has no phone number, so the SMS channel skips and only the mail is counted.
    expect(await metrics.registry.getSingleMetricAsString('gymslot_reminders_sent_total')).toMatch(/^gymslot_reminders_sent_total\{channel="email"\} 1$/m);
    expect(await metrics.registry.getSingleMetricAsString('gymslot_reminders_sent_total')).not.toMatch(/channel="sms"/);
  });

  it('sends none for a booking cancelled before its reminder was due', async () => {
    const { booker, bookingId } = await paidBooking(MONDAY, '07:00 PM');
    expect((await cancel(t, booker, bookingId)).statusCode).toBe(200);
    setClock(t, new Date(at(MONDAY, 19).getTime() - 110 * MINUTE));
    await sendDueReminders(deps());
    expect(await remindersTo(booker)).toHaveLength(0);
  });

  it('sends none for a booking confirmed later than the lead time before its start', async () => {
    const start = at(MONDAY, 20);
    const { booker } = await paidBooking(MONDAY, '08:00 PM', new Date(start.getTime() - 90 * MINUTE));
    setClock(t, new Date(start.getTime() - 60 * MINUTE));
    expect(await sendDueReminders(deps())).toEqual({ remindersSent: 0 });
    expect(await remindersTo(booker)).toHaveLength(0);
  });

  it('queues each reminder once: a later round finds it claimed, whatever became of the mail', async () => {
    const { booker } = await paidBooking(MONDAY, '09:00 PM');
    setClock(t, new Date(at(MONDAY, 21).getTime() - 100 * MINUTE));
    expect(await sendDueReminders(deps())).toEqual({ remindersSent: 1 });
    expect(await sendDueReminders(deps())).toEqual({ remindersSent: 0 });
    expect(await remindersTo(booker)).toHaveLength(1);
  });

  it('sends each reminder exactly once when two processes run the round at the same moment', async () => {
    const booked = [];
    for (const timeSlot of ['07:00 AM', '08:00 AM']) {
      for (let i = 0; i < 5; i += 1) booked.push(await paidBooking(TUESDAY, timeSlot, MONDAY_10_IST));
    }
    // On PostgreSQL the second "process" has a pool of its own, as createSiblingApp's does.
    const sibling: DatabaseHandle | undefined = t.database.url ? await openDatabase({ databaseUrl: t.database.url, maxConnections: 4 }) : undefined;
    try {
      setClock(t, new Date(at(TUESDAY, 6).getTime() + MINUTE));
      const rounds = await Promise.all([sendDueReminders(deps()), sendDueReminders(deps({ database: sibling ?? t.database }))]);
      expect(rounds.reduce((sum, round) => sum + round.remindersSent, 0)).toBe(booked.length);
      for (const { booker } of booked) expect(await remindersTo(booker)).toHaveLength(1);
    } finally {
      await sibling?.close();
    }
  });

  it("goes to each channel the person turned on that REMINDER_CHANNELS allows, once each", async () => {
    setClock(t, SUNDAY_10_IST);
    const phone = '+919812345678';
    const booker = await quickBooker(t, { phone });
    await setChannels(t.database.db, booker.user.id, { email: true, whatsapp: true, sms: true });
    const { bookingId } = await bookAndPay(t, booker, { gymId: gym.id, date: TUESDAY, timeSlot: '06:00 PM' });
    const metrics = createAppMetrics();
    setClock(t, new Date(at(TUESDAY, 18).getTime() - 90 * MINUTE));
    expect(await sendDueReminders(deps({ metrics }))).toEqual({ remindersSent: 1 });
    expect(await sendDueReminders(deps({ metrics }))).toEqual({ remindersSent: 0 });

    // This app's operator allows 'email,sms': WhatsApp, though the person allows it, carries no reminder.
    const queued = await t.database.db.select().from(messages).where(and(eq(messages.kind, 'reminder'), inArray(messages.recipient, [booker.user.email, phone])));
    expect(queued.map(({ channel, recipient, dedupeKey }) => ({ channel, recipient, dedupeKey })).sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: 'email', recipient: booker.user.email, dedupeKey: `reminder:${bookingId}:0:email` },
      { channel: 'sms', recipient: phone, dedupeKey: `reminder:${bookingId}:0:sms` },
    ]);
    const text = await metrics.registry.getSingleMetricAsString('gymslot_reminders_sent_total');
    expect(text).toMatch(/^gymslot_reminders_sent_total\{channel="email"\} 1$/m);
    expect(text).toMatch(/^gymslot_reminders_sent_total\{channel="sms"\} 1$/m);
    expect(text).not.toMatch(/channel="whatsapp"/);
  });
});
