import { addDays } from '@gymslot/shared/ist-time';
import { inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookableGym,
  bookAndPay,
  cancel,
  confirm,
  initiate,
  MONDAY,
  MONDAY_10_IST,
  myBookings,
  phoneOnlyBooker,
  quickBooker,
  sandboxPay,
  setChannels,
  setClock,
  type AnyBooker,
  type InitiateBody,
} from '../../../test/booking-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { joinWaitlist, waitlistOf } from '../../../test/waitlist-helpers.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { messages, type MessageRow } from '../../db/schema/messages.js';
import type { MessagePayload } from '../messages/outgoing-message.js';
import { messageAddressesOf } from '../preferences/person-messages.js';
import { sendDueReminders } from '../reminders/send-due-reminders.js';

// §8.9 and decision 057: each booking message (the confirmation with the pass, the reminder, the
// waitlist offer, the reschedule, the refund, the cancellation) goes to every channel the person
// turned on, once, in the language of its booking; an account with no e-mail address gets no mail.

// A reminder a day ahead, so one booking can be reminded of and still be cancelled (2 hours' cut-off).
const t = useTestApp({ REMINDER_LEAD_MINUTES: '1440' });
const TUESDAY = addDays(MONDAY, 1);
const MINUTE = 60_000;
const ALL_ON = { email: true, whatsapp: true, sms: true };
let gym: GymRow;
let phones = 0;

beforeAll(async () => {
  ({ gym } = await bookableGym(t.database.db, { name: 'Iron Temple', capacity: 3 }));
});
beforeEach(() => setClock(t, MONDAY_10_IST));

/** A fresh Indian mobile number in E.164. */
function nextPhone(): string {
  phones += 1;
  return `+9198${String(phones).padStart(8, '0')}`;
}

/** A person with an e-mail address and a mobile number who turned every channel on. */
async function everywherePerson(name = 'Asha Rao') {
  const phone = nextPhone();
  const booker = await quickBooker(t, { name, email: `asha.${phone.slice(1)}@example.com`, phone });
  await setChannels(t.database.db, booker.user.id, ALL_ON);
  return { booker, phone };
}

/** The same person, their requests now carrying the web app's language cookie. */
function speaking<B extends AnyBooker>(booker: B, language: 'en' | 'hi'): B {
  return { ...booker, headers: { ...booker.headers, cookie: `${booker.headers.cookie}; lang=${language}` } };
}

/** Every message queued to these addresses so far, oldest first (before delivery: with its content). */
async function queuedTo(...recipients: string[]): Promise<MessageRow[]> {
  const rows = await t.database.db.select().from(messages).where(inArray(messages.recipient, recipients));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.channel.localeCompare(b.channel));
}

const ofKind = (rows: MessageRow[], kind: string) => rows.filter((row) => row.kind === kind);
const textOf = (row: MessageRow | undefined) => {
  const payload = row?.payload as MessagePayload | null | undefined;
  return payload && 'text' in payload ? payload : undefined;
};
const mailOf = (row: MessageRow | undefined) => {
  const payload = row?.payload as MessagePayload | null | undefined;
  return payload && 'mail' in payload ? payload.mail : undefined;
};

/** One copy per channel, each keyed `{kind}:{id}:{channel}`, to the address of its channel. */
function expectOnEveryChannel(rows: MessageRow[], kind: string, key: string, to: { email: string; phone: string }): void {
  expect(rows.map(({ channel, recipient, dedupeKey }) => ({ channel, recipient, dedupeKey })).sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
    { channel: 'email', recipient: to.email, dedupeKey: `${key}:email` },
    { channel: 'sms', recipient: to.phone, dedupeKey: `${key}:sms` },
    { channel: 'whatsapp', recipient: to.phone, dedupeKey: `${key}:whatsapp` },
  ]);
  expect(rows.every((row) => row.kind === kind)).toBe(true);
  const [sms, whatsapp] = [rows.find((row) => row.channel === 'sms'), rows.find((row) => row.channel === 'whatsapp')];
  // Both text channels carry the same text; WhatsApp's has no SMS fallback, since the SMS goes anyway.
  expect(textOf(whatsapp)).toEqual(textOf(sms));
  expect(textOf(whatsapp)).not.toHaveProperty('smsFallback');
}

async function hold(booker: AnyBooker, timeSlot: string, gymId = gym.id): Promise<InitiateBody> {
  const res = await initiate(t, booker, { gymId, bookingDate: TUESDAY, timeSlot });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InitiateBody>();
}

async function pay(booker: AnyBooker, bookingId: string) {
  const paid = await sandboxPay(t, booker, bookingId, 'success');
  expect(paid.statusCode, paid.body).toBe(200);
  const confirmBody = { ...paid.json<{ payment: Record<string, string> }>().payment, bookingId };
  const confirmed = await confirm(t, booker, confirmBody);
  return { confirmed, confirmBody };
}

function reschedule(booker: AnyBooker, bookingId: string, timeSlot: string) {
  return t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/reschedule`, headers: booker.headers, payload: { bookingDate: TUESDAY, timeSlot } });
}

const reminders = () => sendDueReminders({ config: t.config, database: t.database, clock: t.clock, outbox: t.messages });

describe('booking messages on every channel the person turned on (§8.9)', () => {
  it('sends the confirmation, the reschedule, the reminder and the cancellation by mail, WhatsApp and SMS, each once, in Hindi', async () => {
    const { booker, phone } = await everywherePerson();
    const to = { email: booker.user.email, phone };
    const started = await hold(speaking(booker, 'hi'), '06:00 PM');
    const id = started.bookingId;
    const { confirmed, confirmBody } = await pay(booker, id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { otp } = confirmed.json<{ booking: { otp: number } }>().booking;
    // The browser's confirm again (a replay, or the webhook after it) queues nothing twice.
    expect((await confirm(t, booker, confirmBody)).statusCode).toBe(200);

    const confirmations = ofKind(await queuedTo(to.email, phone), 'booking_confirmed');
    expectOnEveryChannel(confirmations, 'booking_confirmed', `booking_confirmed:${id}`, to);
    const passUrl = `http://localhost:3000/confirmation/${id}`;
    expect(textOf(confirmations.find((row) => row.channel === 'sms'))).toEqual({
      text: `GymSlot: Iron Temple में मंगल, 11 जून 2030 06:00 PM की बुकिंग कन्फ़र्म। OTP ${otp}। आपका पास: ${passUrl}`,
      template: { language: 'hi', params: ['Iron Temple', 'मंगल, 11 जून 2030', '06:00 PM', String(otp), passUrl] },
    });
    expect(mailOf(confirmations.find((row) => row.channel === 'email'))).toMatchObject({
      to: to.email,
      subject: 'बुकिंग कन्फ़र्म: Iron Temple, मंगल, 11 जून 2030 को 06:00 PM',
    });

    const moved = await reschedule(speaking(booker, 'hi'), id, '07:00 PM');
    expect(moved.statusCode, moved.body).toBe(200);
    const moves = ofKind(await queuedTo(to.email, phone), 'booking_rescheduled');
    expectOnEveryChannel(moves, 'booking_rescheduled', `booking_rescheduled:${id}:1`, to);
    expect(textOf(moves.find((row) => row.channel === 'whatsapp'))?.text).toBe(
      `GymSlot: Iron Temple की आपकी बुकिंग अब मंगल, 11 जून 2030 07:00 PM पर है। OTP वही है: ${otp}। आपका पास: ${passUrl}`,
    );
    expect(mailOf(moves.find((row) => row.channel === 'email'))?.subject).toBe('बुकिंग का समय बदला: Iron Temple, मंगल, 11 जून 2030 को 07:00 PM');

    // A day before 07:00 PM on Tuesday, and once only however often the round runs.
    setClock(t, new Date(MONDAY_10_IST.getTime() + 10 * 60 * MINUTE));
    expect(await reminders()).toEqual({ remindersSent: 1 });
    expect(await reminders()).toEqual({ remindersSent: 0 });
    const reminded = ofKind(await queuedTo(to.email, phone), 'reminder');
    expectOnEveryChannel(reminded, 'reminder', `reminder:${id}:1`, to);
    expect(textOf(reminded.find((row) => row.channel === 'sms'))?.text).toBe(
      `GymSlot: Iron Temple में आपका वर्कआउट कल 07:00 PM शुरू होगा। OTP ${otp}। रास्ता: https://www.google.com/maps/dir/?api=1&destination=${gym.latitude},${gym.longitude}`,
    );

    expect((await cancel(t, speaking(booker, 'hi'), id)).statusCode).toBe(200);
    expect((await cancel(t, speaking(booker, 'hi'), id)).statusCode).toBe(200);
    const cancellations = ofKind(await queuedTo(to.email, phone), 'booking_cancelled');
    expectOnEveryChannel(cancellations, 'booking_cancelled', `booking_cancelled:${id}`, to);
    expect(textOf(cancellations.find((row) => row.channel === 'sms'))).toEqual({
      text: 'GymSlot: Iron Temple, मंगल, 11 जून 2030 07:00 PM की आपकी बुकिंग रद्द हो गई है। आपका पूरा भुगतान, ₹199, रिफ़ंड किया जा रहा है।',
      template: { language: 'hi', params: ['Iron Temple', 'मंगल, 11 जून 2030', '07:00 PM', '₹199'] },
    });

    // Twelve messages in all, each delivered once: the texts through their channel, the mails as mails.
    expect(await queuedTo(to.email, phone)).toHaveLength(12);
    await t.outbox();
    expect((await queuedTo(to.email, phone)).map((row) => row.status)).toEqual(Array(12).fill('sent'));
  });

  it('offers a freed place on every channel, with the link to pay and its deadline, in the language the line was joined in', async () => {
    const { gym: small } = await bookableGym(t.database.db, { name: 'Small Gym', capacity: 1 });
    const holder = await quickBooker(t, { name: 'Ravi Kumar' });
    const { bookingId: heldId } = await bookAndPay(t, holder, { gymId: small.id, date: TUESDAY, timeSlot: '06:00 AM' });
    const { booker: waiter, phone } = await everywherePerson();
    const joined = await joinWaitlist(t, speaking(waiter, 'hi'), { gymId: small.id, date: TUESDAY, timeSlot: '06:00 AM' });
    expect(joined.statusCode, joined.body).toBe(201);

    expect((await cancel(t, holder, heldId)).statusCode).toBe(200);
    const [offer] = await waitlistOf(t, waiter);
    const offerId = offer?.bookingId ?? '';
    const offers = ofKind(await queuedTo(waiter.user.email, phone), 'waitlist_offer');
    expectOnEveryChannel(offers, 'waitlist_offer', `waitlist_offer:${offerId}`, { email: waiter.user.email, phone });
    // The order is open, so none of them waits any more.
    expect(offers.map((row) => row.waitsFor)).toEqual([null, null, null]);
    const text = textOf(offers.find((row) => row.channel === 'sms'));
    const payUrl = `http://localhost:3000/payment/${offerId}`;
    expect(text?.text).toMatch(
      new RegExp(`^GymSlot: Small Gym में मंगल, 11 जून 2030 06:00 AM की एक जगह खाली हुई है, \\d\\d:\\d\\d (AM|PM) IST तक आपके लिए होल्ड है। यहाँ भुगतान करें: ${payUrl}$`),
    );
    expect(text?.template).toEqual({ language: 'hi', params: ['Small Gym', 'मंगल, 11 जून 2030', '06:00 AM', expect.stringMatching(/ IST$/), payUrl] });
    // The one who cancelled, with the defaults and no number, hears by mail only.
    expect(ofKind(await queuedTo(holder.user.email), 'booking_cancelled')).toHaveLength(1);
  });

  it('tells of a refund on every channel once, when the provider has taken it', async () => {
    const { gym: tiny } = await bookableGym(t.database.db, { name: 'Tiny Gym', capacity: 1 });
    const { booker, phone } = await everywherePerson('Meera Shah');
    const started = await hold(booker, '09:00 AM', tiny.id);
    const paid = await sandboxPay(t, booker, started.bookingId, 'success');
    const { payment } = paid.json<{ payment: { razorpay_payment_id: string } }>();
    const confirmBody = { ...payment, bookingId: started.bookingId };
    t.clock.advance(16 * MINUTE);
    await hold(await quickBooker(t), '09:00 AM', tiny.id);

    expect((await confirm(t, booker, confirmBody)).statusCode).toBe(409);
    expect((await confirm(t, booker, confirmBody)).statusCode).toBe(409);
    const refunds = ofKind(await queuedTo(booker.user.email, phone), 'payment_refunded');
    const paymentId = payment.razorpay_payment_id;
    expectOnEveryChannel(refunds, 'payment_refunded', `payment_refunded:${paymentId}`, { email: booker.user.email, phone });
    expect(refunds.map((row) => row.waitsFor)).toEqual([null, null, null]);
    expect(textOf(refunds.find((row) => row.channel === 'whatsapp'))).toEqual({
      text: 'GymSlot: your payment of ₹199 for Tiny Gym, Tue, 11 Jun 2030 09:00 AM is refunded in full. It reaches your account in 5–7 working days.',
      template: { language: 'en', params: ['Tiny Gym', 'Tue, 11 Jun 2030', '09:00 AM', '₹199'] },
    });
    expect(ofKind(await queuedTo(booker.user.email, phone), 'booking_confirmed')).toEqual([]);
  });
});

describe('an account made with a mobile number only', () => {
  it('gets its booking messages as texts only, and its bookings show the e-mail as "" and prefill the number', async () => {
    const phone = nextPhone();
    const booker = await phoneOnlyBooker(t, phone, ALL_ON);
    expect(await messageAddressesOf(t.database.db, booker.user.id)).toEqual({ whatsapp: phone, sms: phone });

    const started = await hold(booker, '10:00 AM');
    expect(started.checkout).toMatchObject({ prefill: { name: 'Asha Rao', email: '', contact: phone } });
    const { confirmed } = await pay(booker, started.bookingId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ booking: { user: { _id: booker.user.id, email: '' } } });
    expect((await reschedule(booker, started.bookingId, '11:00 AM')).statusCode).toBe(200);
    expect((await cancel(t, booker, started.bookingId)).statusCode).toBe(200);

    const rows = await t.database.db.select().from(messages).where(inArray(messages.recipient, [phone, '']));
    expect(rows.map((row) => `${row.kind}:${row.channel}`).sort()).toEqual([
      'booking_cancelled:sms',
      'booking_cancelled:whatsapp',
      'booking_confirmed:sms',
      'booking_confirmed:whatsapp',
      'booking_rescheduled:sms',
      'booking_rescheduled:whatsapp',
    ]);
    await t.outbox();
    expect((await t.database.db.select().from(messages).where(inArray(messages.recipient, [phone, '']))).every((row) => row.status === 'sent')).toBe(true);
  });

  it('with the default preferences (e-mail only) is reached nowhere, and booking still works', async () => {
    const phone = nextPhone();
    const booker = await phoneOnlyBooker(t, phone);
    expect(await messageAddressesOf(t.database.db, booker.user.id)).toEqual({});
    const { bookingId } = await bookAndPay(t, booker, { gymId: gym.id, date: TUESDAY, timeSlot: '12:00 PM' });
    expect((await cancel(t, booker, bookingId)).statusCode).toBe(200);
    expect(await t.database.db.select().from(messages).where(inArray(messages.recipient, [phone, '']))).toEqual([]);
    expect((await myBookings(t, booker)).statusCode).toBe(200);
  });
});

describe('the e-mail preference', () => {
  it('stops every booking mail for a person who turned e-mail off', async () => {
    const booker = await quickBooker(t, { name: 'Kavya Menon' });
    await setChannels(t.database.db, booker.user.id, { email: false, whatsapp: false, sms: false });
    const { bookingId } = await bookAndPay(t, booker, { gymId: gym.id, date: TUESDAY, timeSlot: '01:00 PM' });
    expect((await cancel(t, booker, bookingId)).statusCode).toBe(200);
    expect(await queuedTo(booker.user.email)).toEqual([]);
  });
});
