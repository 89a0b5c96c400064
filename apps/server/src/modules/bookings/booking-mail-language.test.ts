import { addDays } from '@gymslot/shared/ist-time';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookableGym,
  cancel,
  confirm,
  initiate,
  MONDAY,
  MONDAY_10_IST,
  postWebhook,
  quickBooker,
  setClock,
  type Booker,
  type InitiateBody,
} from '../../../test/booking-helpers.js';
import { useFakeRazorpay, webhookPayloads } from '../../../test/fake-razorpay.js';
import { mailAttachment, mailTo } from '../../../test/mail-parts.js';
import { useTestApp } from '../../../test/test-app.js';
import { joinWaitlist, waitlistOf } from '../../../test/waitlist-helpers.js';
import { bookings } from '../../db/schema/bookings.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { waitlistEntries } from '../../db/schema/waitlist.js';
import { sendDueReminders } from '../reminders/send-due-reminders.js';
import { sendReviewPrompts } from '../reviews/send-review-prompts.js';

// §8.6: mails go out in the language the person used when the mail's action happened. A mail sent
// later, or by the payment provider's webhook, is in the language the booking was made (or the
// waitlist joined) in, which the booking and the waitlist entry keep.

const fake = useFakeRazorpay();
const t = useTestApp(() => fake.env());
const TUESDAY = addDays(MONDAY, 1);
const MINUTE = 60_000;
const errors: unknown[] = [];
let gym: GymRow;

beforeAll(async () => {
  ({ gym } = await bookableGym(t.database.db, { name: 'Iron Temple', capacity: 3 }));
});
beforeEach(() => setClock(t, MONDAY_10_IST));

const deps = () => ({ config: t.config, database: t.database, clock: t.clock, outbox: t.messages, logger: { error: (e: unknown) => void errors.push(e) } });

/** The same person, their requests now carrying the web app's language cookie. */
function speaking(booker: Booker, language: 'en' | 'hi'): Booker {
  return { ...booker, headers: { ...booker.headers, cookie: `${booker.headers.cookie}; lang=${language}` } };
}

async function hold(booker: Booker, timeSlot: string, gymId = gym.id): Promise<InitiateBody> {
  const res = await initiate(t, booker, { gymId, bookingDate: TUESDAY, timeSlot });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InitiateBody>();
}

/** Pays a hold at the fake Razorpay and lets its order.paid webhook (which carries no language of anyone's) confirm it. */
async function payByWebhook(started: InitiateBody): Promise<void> {
  const { payment } = fake.pay(started.order.id);
  const orderPaid = fake.webhook('order.paid', webhookPayloads.orderPaid(payment, { id: started.order.id, amount: started.order.amount }));
  expect((await postWebhook(t, orderPaid)).statusCode).toBe(200);
}

async function bookingRow(id: string) {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

describe('booking mails in the language of the booking', () => {
  it('confirms a booking made in Hindi in Hindi from the webhook, and reminds, and asks for a rating, in Hindi', async () => {
    const booker = await quickBooker(t, { name: 'Asha Rao', email: 'asha.hindi@example.com' });
    const started = await hold(speaking(booker, 'hi'), '06:00 PM');
    expect((await bookingRow(started.bookingId))?.language).toBe('hi');
    await payByWebhook(started);

    const confirmation = mailTo(await t.outbox(), booker.user.email);
    expect(confirmation.subject).toBe('बुकिंग कन्फ़र्म: Iron Temple, मंगल, 11 जून 2030 को 06:00 PM');
    expect(confirmation.text).toContain('नमस्ते Asha Rao,');
    expect(confirmation.text).toContain('आपकी GymSlot बुकिंग कन्फ़र्म हो गई है।');
    expect(confirmation.text).toContain('तारीख़: मंगलवार, 11 जून 2030');
    expect(confirmation.text).toContain('भुगतान की गई रकम: ₹199');
    expect(confirmation.text).not.toMatch(/Booking confirmed|Show this OTP|Directions/);
    expect(confirmation.html).toContain('<th align="left">जिम</th><td>Iron Temple</td>');
    expect(mailAttachment(confirmation.raw, 'gymslot-booking.ics')).toContain('SUMMARY:Iron Temple में वर्कआउट');

    // 06:00 PM IST on Tuesday is 12:30 UTC; the reminder goes out two hours before.
    setClock(t, new Date(Date.parse(`${TUESDAY}T12:30:00Z`) - 119 * MINUTE));
    expect(await sendDueReminders(deps())).toEqual({ remindersSent: 1 });
    const reminder = mailTo(await t.outbox(), booker.user.email);
    expect(reminder.subject).toBe('रिमाइंडर: Iron Temple, आज 06:00 PM');
    expect(reminder.text).toContain('Iron Temple में आपका वर्कआउट आज 06:00 PM शुरू होगा।');
    expect(reminder.text).toContain('रद्द करने का समय 04:00 PM IST, मंगल, 11 जून 2030 पर');

    await t.database.db.update(bookings).set({ isVerified: true, verifiedAt: t.clock.now() }).where(eq(bookings.id, started.bookingId));
    setClock(t, new Date(Date.parse(`${TUESDAY}T14:00:00Z`)));
    expect(await sendReviewPrompts(deps())).toEqual({ reviewPromptsSent: 1 });
    const prompt = mailTo(await t.outbox(), booker.user.email);
    expect(prompt.subject).toBe('Iron Temple में आपका वर्कआउट कैसा रहा?');
    expect(prompt.text).toContain('अपनी विज़िट को रेटिंग दें: http://localhost:3000/my-bookings?');
    expect(errors).toEqual([]);
  });

  it("confirms a Hindi booking in Hindi when the browser's confirm comes first, whatever that call carries", async () => {
    const booker = await quickBooker(t, { name: 'Ravi Kumar', email: 'ravi.hindi@example.com' });
    const started = await hold(speaking(booker, 'hi'), '07:00 AM');
    const { result } = fake.pay(started.order.id);
    expect((await confirm(t, booker, { ...result, bookingId: started.bookingId })).statusCode).toBe(200);
    expect(mailTo(await t.outbox(), booker.user.email).subject).toBe('बुकिंग कन्फ़र्म: Iron Temple, मंगल, 11 जून 2030 को 07:00 AM');
  });

  it('keeps a booking made without a language in English, word for word as before', async () => {
    const booker = await quickBooker(t, { name: 'Meera Shah', email: 'meera.english@example.com' });
    const started = await hold(booker, '08:00 AM');
    expect((await bookingRow(started.bookingId))?.language).toBe('en');
    await payByWebhook(started);
    const mail = mailTo(await t.outbox(), booker.user.email);
    const otp = (await bookingRow(started.bookingId))?.otp;
    expect(mail.subject).toBe('Booking confirmed: Iron Temple, Tue, 11 Jun 2030 at 08:00 AM');
    expect(mail.text.replace(/\r\n/g, '\n').trimEnd()).toBe(
      [
        'Hi Meera Shah,',
        'Your GymSlot booking is confirmed.',
        [
          'Gym: Iron Temple',
          `Address: ${gym.address}, ${gym.city}`,
          'Date: Tuesday, 11 June 2030',
          'Time: 08:00 AM – 09:00 AM IST',
          'Amount paid: ₹199',
          `OTP: ${otp}`,
        ].join('\n'),
        'Show this OTP to the gym owner upon arrival.',
        `Directions: https://www.google.com/maps/dir/?api=1&destination=${gym.latitude},${gym.longitude}`,
        'Your bookings: http://localhost:3000/my-bookings',
        'Bookings can be cancelled up to 2 hours before the slot starts, with a full refund. Later cancellations are not possible.',
        '— GymSlot',
      ].join('\n\n'),
    );
  });

  it('writes the cancellation in the language the person cancels in', async () => {
    const booker = await quickBooker(t, { name: 'Asha Rao', email: 'asha.cancels@example.com' });
    const started = await hold(booker, '09:00 AM');
    await payByWebhook(started);
    expect((await cancel(t, speaking(booker, 'hi'), started.bookingId)).statusCode).toBe(200);
    const mail = mailTo(await t.outbox(), booker.user.email);
    expect(mail.subject).toBe('बुकिंग रद्द: Iron Temple, मंगल, 11 जून 2030 को 09:00 AM');
    expect(mail.text).toContain('आपकी बुकिंग रद्द हो गई है और आपका पूरा भुगतान, ₹199, रिफ़ंड किया जा रहा है।');
  });
});

describe('waitlist offers in the language of the waitlist entry', () => {
  it('offers a freed place in Hindi to someone who joined in Hindi, and confirms it in Hindi; the one who cancelled hears in English', async () => {
    const { gym: small } = await bookableGym(t.database.db, { name: 'Small Gym', capacity: 1 });
    const holder = await quickBooker(t, { name: 'Holder Person', email: 'holder.english@example.com' });
    const held = await hold(holder, '06:00 AM', small.id);
    await payByWebhook(held);

    const waiter = await quickBooker(t, { name: 'Asha Rao', email: 'asha.waits@example.com' });
    const joined = await joinWaitlist(t, speaking(waiter, 'hi'), { gymId: small.id, date: TUESDAY, timeSlot: '06:00 AM' });
    expect(joined.statusCode, joined.body).toBe(201);
    const [entry] = await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.userId, waiter.user.id));
    expect(entry?.language).toBe('hi');

    expect((await cancel(t, holder, held.bookingId)).statusCode).toBe(200);
    expect(mailTo(await t.outbox(), holder.user.email).subject).toBe('Booking cancelled: Small Gym, Tue, 11 Jun 2030 at 06:00 AM');

    const offer = mailTo(await t.outbox(), waiter.user.email);
    expect(offer.subject).toBe('एक जगह खाली हुई है: Small Gym, मंगल, 11 जून 2030 को 06:00 AM');
    expect(offer.text).toContain('नमस्ते Asha Rao,');
    expect(offer.text).toMatch(/हमने इसे \d\d:\d\d (AM|PM) IST तक आपके लिए होल्ड कर रखा है/);
    const [offered] = await waitlistOf(t, waiter);
    const offeredId = offered?.bookingId ?? '';
    expect(offer.text).toContain(`अभी भुगतान करें: http://localhost:3000/payment/${offeredId}`);
    expect((await bookingRow(offeredId))?.language).toBe('hi');

    const order = (await bookingRow(offeredId))?.orderId ?? '';
    const { result } = fake.pay(order);
    expect((await confirm(t, waiter, { ...result, bookingId: offeredId })).statusCode).toBe(200);
    expect(mailTo(await t.outbox(), waiter.user.email).subject).toBe('बुकिंग कन्फ़र्म: Small Gym, मंगल, 11 जून 2030 को 06:00 AM');
  });
});
