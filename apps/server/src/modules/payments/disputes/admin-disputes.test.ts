import { addDays } from '@gymslot/shared/ist-time';
import type { AdminDispute, AdminDisputesReply } from '@gymslot/shared/dispute-schemas';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookableGym, MONDAY, MONDAY_10_IST, postWebhook, quickBooker, setClock, signedInAs, type Booker } from '../../../../test/booking-helpers.js';
import {
  acceptDispute,
  contestDispute,
  disputeRow,
  disputeView,
  listDisputes,
  moveDispute,
  raiseDispute,
  signedInAdmin,
} from '../../../../test/dispute-helpers.js';
import { useFakeRazorpay } from '../../../../test/fake-razorpay.js';
import { ist, paidRouteBooking } from '../../../../test/payout-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';
import { expectRefusal, verifyOtp } from '../../../../test/verification-helpers.js';
import { createUser } from '../../../db/factories.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { messages } from '../../../db/schema/messages.js';
import { notLetInReports } from '../../../db/schema/trust.js';
import { newId } from '../../../lib/ids.js';

// §8.10 for admins: every dispute with its booking and evidence pack, and the answer given through
// Razorpay's Disputes API (accept, or contest with a summary), once, outside any transaction.

const fake = useFakeRazorpay();
const t = useTestApp(() => fake.env());
const TUESDAY = addDays(MONDAY, 1);
let gym: GymRow;
let owner: Booker;
let admin: Booker;
let booked = 0;

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  const made = await bookableGym(t.database.db, { name: 'Iron Temple', city: 'Pune', capacity: 30, pricePerHourPaise: 25_000 });
  gym = made.gym;
  owner = await signedInAs(t, made.owner);
  admin = await signedInAdmin(t, 'Meera Admin');
});
beforeEach(() => setClock(t, MONDAY_10_IST));
afterEach(() => {
  Object.assign(fake.state, { disputeOutage: false, stalledDisputes: undefined });
  fake.disputeRules.requireDocument = false;
});

const slotAt = (h: number) => `${String(h > 12 ? h - 12 : h).padStart(2, '0')}:00 ${h >= 12 ? 'PM' : 'AM'}`;

/** A booking paid at the fake, each in a slot of its own (12 a day from Tuesday on), and its dispute raised. */
async function disputedBooking() {
  const date = addDays(TUESDAY, Math.floor(booked / 12));
  const timeSlot = slotAt(7 + (booked % 12));
  booked += 1;
  const paid = await paidRouteBooking(t, fake, gym, date, timeSlot);
  const disputeId = await raiseDispute(t, fake, paid.paymentId);
  return { ...paid, disputeId, timeSlot, date };
}

const basicAuth = () => `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`;

describe('the evidence pack', () => {
  it("shows the booking, the payment, the check-in, the messages and the reports, with the person masked and no one else's data", async () => {
    const person = await signedInAs(t, await createUser(t.database.db, { name: 'Priya Sharma', email: 'priya.sharma@example.com', phone: '+919876543210' }));
    const hour = 11;
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/initiate',
      headers: person.headers,
      payload: { gymId: gym.id, bookingDate: MONDAY, timeSlot: slotAt(hour) },
    });
    const hold = started.json<{ bookingId: string; order: { id: string } }>();
    const { payment, result } = fake.pay(hold.order.id);
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/bookings/confirm', headers: person.headers, payload: { ...result, bookingId: hold.bookingId } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await t.outbox();
    const otp = confirmed.json<{ booking: { otp: number } }>().booking.otp;
    setClock(t, ist(MONDAY, hour, 4));
    expect((await verifyOtp(t, owner, { otp, bookingId: hold.bookingId })).statusCode).toBe(200);

    // A reminder on WhatsApp that failed, and the SMS sent in its place; another person's confirmation beside them.
    const reminderId = newId();
    const sentAt = ist(MONDAY, hour - 2);
    const row = (id: string, values: Partial<typeof messages.$inferInsert>) => ({
      id,
      channel: 'whatsapp' as const,
      kind: 'reminder',
      recipient: '+919876543210',
      status: 'sent' as const,
      attempts: 1,
      nextAttemptAt: sentAt,
      createdAt: sentAt,
      retryUntil: sentAt,
      sentAt,
      ...values,
    });
    const stranger = await quickBooker(t, { email: 'stranger@example.com' });
    await t.database.db.insert(messages).values([
      row(reminderId, { status: 'failed', sentAt: null, dedupeKey: `reminder:${hold.bookingId}:0:whatsapp` }),
      row(newId(), { channel: 'sms', dedupeKey: `sms-fallback:${reminderId}`, createdAt: new Date(sentAt.getTime() + 60_000) }),
      row(newId(), { channel: 'email', kind: 'booking_confirmed', recipient: stranger.user.email, dedupeKey: `booking_confirmed:${newId()}:email` }),
    ]);
    const reportedAt = ist(MONDAY, hour, 1);
    await t.database.db.insert(notLetInReports).values({
      id: newId(),
      bookingId: hold.bookingId,
      userId: person.user.id,
      gymId: gym.id,
      reason: 'closed',
      note: 'Shutter was down',
      status: 'resolved',
      respondBy: new Date(reportedAt.getTime() + 30 * 60_000),
      createdAt: reportedAt,
      updatedAt: reportedAt,
      closedAt: ist(MONDAY, hour, 4),
    });

    const disputeId = await raiseDispute(t, fake, payment.id);
    const res = await listDisputes(t, admin);
    expect(res.statusCode, res.body).toBe(200);
    const dispute = res.json<AdminDisputesReply>().disputes.find((item) => item._id === disputeId);
    expect(dispute).toMatchObject({
      paymentId: payment.id,
      status: 'open',
      amount: 250,
      currency: 'INR',
      canAnswer: true,
      action: null,
      booking: {
        _id: hold.bookingId,
        gym: { _id: gym.id, name: 'Iron Temple', city: 'Pune' },
        date: MONDAY,
        timeSlot: slotAt(hour),
        amount: 250,
        status: 'confirmed',
        person: { name: 'Priya S.', email: 'pr***@example.com', phone: '+91 98*** **210' },
      },
      evidence: {
        payment: { id: payment.id, amount: 250, status: 'captured' },
        // The test clock runs on from where it was set, by a few milliseconds.
        checkIn: { checkedIn: true, at: expect.stringMatching(/^2030-06-10T05:34:0/), method: 'otp' },
        notLetInReports: [{ reason: 'closed', status: 'resolved', note: 'Shutter was down', createdAt: reportedAt.toISOString() }],
      },
    });
    expect(dispute?.evidence?.paidAt).toEqual(expect.any(String));
    expect(dispute?.evidence?.messages).toEqual([
      { kind: 'reminder', channel: 'whatsapp', status: 'failed', to: '+91 98*** **210', createdAt: sentAt.toISOString(), sentAt: null },
      { kind: 'reminder', channel: 'sms', status: 'sent', to: '+91 98*** **210', createdAt: new Date(sentAt.getTime() + 60_000).toISOString(), sentAt: sentAt.toISOString() },
      expect.objectContaining({ kind: 'booking_confirmed', channel: 'email', status: 'sent', to: 'pr***@example.com' }),
    ]);
    const body = res.body;
    for (const secret of ['priya.sharma@example.com', '9876543210', 'Sharma', 'stranger@example.com', String(otp)]) expect(body).not.toContain(secret);

    expect(dispute?.suggestedSummary).toContain(`GymSlot booking ${hold.bookingId}: a one-hour visit to Iron Temple, Pune, on Mon, 10 Jun 2030 at ${slotAt(hour)} IST`);
    expect(dispute?.suggestedSummary).toContain(`(payment ${payment.id}, INR 250.00)`);
    expect(dispute?.suggestedSummary).toContain(`The customer was checked in at the gym at ${slotAt(hour).replace(':00', ':04')} IST on Mon, 10 Jun 2030 by entering the customer's one-time booking code.`);
    expect(dispute?.suggestedSummary).toContain('slot reminder by SMS at');
    expect(dispute?.suggestedSummary).toContain('booking confirmation by e-mail at');
    expect(dispute?.suggestedSummary).toContain("The customer reported not being let in at");
    expect(dispute?.suggestedSummary).toContain('(the gym was closed); the report is resolved.');
    expect(dispute?.suggestedSummary.length).toBeLessThanOrEqual(1000);
  });

  it('says plainly when the person was not checked in and made no report', async () => {
    const { disputeId } = await disputedBooking();
    const dispute = await disputeView(t, admin, disputeId);
    expect(dispute?.evidence).toMatchObject({ checkIn: { checkedIn: false, at: null, method: null }, notLetInReports: [] });
    expect(dispute?.suggestedSummary).toContain('The customer was not checked in at the gym.');
    expect(dispute?.suggestedSummary).toContain("The customer made no 'not let in' report about this booking.");
  });
});

describe('the list', () => {
  it('pages newest first, 20 at a time, filters by status and refuses a cursor it did not write', async () => {
    // Enough disputes, on payments GymSlot does not know, for a second page.
    const opened = Math.floor(Date.now() / 1000) + 10_000;
    for (let index = 0; index < 21; index += 1) {
      const dispute = fake.openDispute(`pay_Paging${String(index).padStart(6, '0')}`, { amount: 1_000, created_at: opened + index });
      expect((await postWebhook(t, fake.disputeWebhook(dispute.id, { createdAt: dispute.created_at }))).statusCode).toBe(200);
    }
    const first = (await listDisputes(t, admin)).json<AdminDisputesReply>();
    expect(first.disputes).toHaveLength(20);
    expect(first.disputes[0]?.paymentId).toBe('pay_Paging000020');
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await listDisputes(t, admin, `?cursor=${first.nextCursor}`)).json<AdminDisputesReply>();
    expect(second.disputes[0]?.paymentId).toBe('pay_Paging000000');
    const ids = [...first.disputes, ...second.disputes].map((dispute) => dispute._id);
    expect(new Set(ids).size).toBe(ids.length);

    const won = first.disputes[1] as AdminDispute;
    expect((await moveDispute(t, fake, won._id, 'won', 60)).statusCode).toBe(200);
    const wonOnly = (await listDisputes(t, admin, '?status=won')).json<AdminDisputesReply>();
    expect(wonOnly.disputes.map((dispute) => dispute._id)).toEqual([won._id]);
    expect(wonOnly.disputes[0]).toMatchObject({ status: 'won', canAnswer: false });

    expectRefusal(await listDisputes(t, admin, '?cursor=bm90LWEtY3Vyc29y'), 400, 'Invalid cursor');
    expect((await listDisputes(t, admin, '?status=pending')).statusCode).toBe(400);
  });
});

describe('accepting and contesting', () => {
  it('accepts at Razorpay with the keys, records who did it, and refuses a second answer', async () => {
    const { disputeId } = await disputedBooking();
    const res = await acceptDispute(t, admin, disputeId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ dispute: AdminDispute }>().dispute).toMatchObject({
      _id: disputeId,
      status: 'lost',
      canAnswer: false,
      action: { kind: 'accepted', summary: null, actedBy: 'Meera Admin', actedAt: expect.stringMatching(/^2030-06-10T04:30:0/) },
    });
    expect(fake.disputeCalls.filter((call) => call.path.startsWith(`/v1/disputes/${disputeId}`))).toEqual([
      { method: 'POST', path: `/v1/disputes/${disputeId}/accept`, authorization: basicAuth(), body: {} },
    ]);
    expect(fake.disputes.get(disputeId)).toMatchObject({ status: 'lost', amount_deducted: 25_000 });
    expect(await disputeRow(t, disputeId)).toMatchObject({ action: 'accepted', actedBy: admin.user.id, status: 'lost' });

    expectRefusal(await acceptDispute(t, admin, disputeId), 409, 'This dispute was already accepted.');
    expectRefusal(await contestDispute(t, admin, disputeId, { summary: 'Too late' }), 409, 'This dispute was already accepted.');
    expect(fake.disputeCalls.filter((call) => call.path.startsWith(`/v1/disputes/${disputeId}`))).toHaveLength(1);
  });

  it('contests with the summary, submitted, and refuses a second answer', async () => {
    const { disputeId } = await disputedBooking();
    const summary = 'The customer was checked in at 07:04 AM IST by the desk.';
    const res = await contestDispute(t, admin, disputeId, { summary: `  ${summary}\n` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ dispute: AdminDispute }>().dispute).toMatchObject({
      status: 'under_review',
      canAnswer: false,
      action: { kind: 'contested', summary, actedBy: 'Meera Admin' },
    });
    expect(fake.disputeCalls.filter((call) => call.path.startsWith(`/v1/disputes/${disputeId}`))).toEqual([
      { method: 'PATCH', path: `/v1/disputes/${disputeId}/contest`, authorization: basicAuth(), body: { summary, action: 'submit' } },
    ]);
    expect(fake.disputes.get(disputeId)).toMatchObject({ status: 'under_review', evidence: { summary, submitted_at: expect.any(Number) } });

    expectRefusal(await contestDispute(t, admin, disputeId, { summary }), 409, 'This dispute was already contested.');
    expectRefusal(await acceptDispute(t, admin, disputeId), 409, 'This dispute was already contested.');
  });

  it('checks the summary: present, and at most 1000 characters', async () => {
    const { disputeId } = await disputedBooking();
    expectRefusal(await contestDispute(t, admin, disputeId, { summary: '   ' }), 400, /Write a summary for the bank\./);
    expectRefusal(await contestDispute(t, admin, disputeId, {}), 400, /Write a summary for the bank\./);
    expectRefusal(await contestDispute(t, admin, disputeId, { summary: 'x'.repeat(1001) }), 400, /at most 1000 characters/);
    expect((await contestDispute(t, admin, disputeId, { summary: 'x'.repeat(1000) })).statusCode).toBe(200);
  });

  it('refuses an answer to a dispute that has ended or is with the bank, without asking Razorpay', async () => {
    for (const [status, message] of [
      ['won', 'This dispute has ended, so it can no longer be accepted or contested.'],
      ['lost', 'This dispute has ended, so it can no longer be accepted or contested.'],
      ['closed', 'This dispute has ended, so it can no longer be accepted or contested.'],
      ['under_review', 'This dispute is already under review by the bank, so it cannot be accepted or contested now.'],
    ] as const) {
      const { disputeId } = await disputedBooking();
      expect((await moveDispute(t, fake, disputeId, status, 60)).statusCode).toBe(200);
      expectRefusal(await acceptDispute(t, admin, disputeId), 409, message);
      expectRefusal(await contestDispute(t, admin, disputeId, { summary: 'Evidence' }), 409, message);
      expect(fake.disputeCalls.filter((call) => call.path.startsWith(`/v1/disputes/${disputeId}`))).toEqual([]);
    }
  });

  it('lets an admin contest again when the bank asks for more (action_required) and nobody has answered yet', async () => {
    const { disputeId } = await disputedBooking();
    expect((await moveDispute(t, fake, disputeId, 'action_required', 60)).statusCode).toBe(200);
    expect((await disputeView(t, admin, disputeId))?.canAnswer).toBe(true);
    expect((await contestDispute(t, admin, disputeId, { summary: 'More evidence' })).statusCode).toBe(200);
  });

  it("passes Razorpay's refusal on with its reason, and keeps nothing of the answer", async () => {
    const { disputeId } = await disputedBooking();
    fake.disputeRules.requireDocument = true;
    expectRefusal(
      await contestDispute(t, admin, disputeId, { summary: 'Checked in' }),
      409,
      'Razorpay did not take this answer: Please provide at least one document to contest the dispute',
    );
    expect(await disputeRow(t, disputeId)).toMatchObject({ status: 'open', action: null, actionSummary: null, actedBy: null, actedAt: null });
    expect((await disputeView(t, admin, disputeId))?.canAnswer).toBe(true);

    // Past Razorpay's deadline an accept is refused too.
    const late = fake.openDispute((await disputedBooking()).paymentId, { respond_by: Math.floor(Date.now() / 1000) - 60 });
    expect((await postWebhook(t, fake.disputeWebhook(late.id, { createdAt: late.created_at }))).statusCode).toBe(200);
    expectRefusal(await acceptDispute(t, admin, late.id), 409, /^Razorpay did not take this answer: The dispute cannot be accepted after its respond by date$/);
    expect(await disputeRow(t, late.id)).toMatchObject({ action: null, actedAt: null, status: 'open' });
  });

  it('answers 503 while Razorpay is down, keeps nothing, and takes the answer once it is back', async () => {
    const { disputeId } = await disputedBooking();
    fake.state.disputeOutage = true;
    expectRefusal(await acceptDispute(t, admin, disputeId), 503, 'The payment service is not available right now. Please try again in a few minutes.');
    expect(await disputeRow(t, disputeId)).toMatchObject({ action: null, actedBy: null, actedAt: null, status: 'open' });
    fake.state.disputeOutage = false;
    expect((await acceptDispute(t, admin, disputeId)).statusCode).toBe(200);
  });

  it('lets one of two admins answer at once: the other is told someone is answering, and Razorpay hears one answer', async () => {
    const { disputeId } = await disputedBooking();
    let answer: () => void = () => undefined;
    fake.state.stalledDisputes = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const other = await signedInAdmin(t, 'Ravi Admin');
    const first = acceptDispute(t, admin, disputeId);
    await expect.poll(() => fake.disputeCalls.filter((call) => call.path.startsWith(`/v1/disputes/${disputeId}`)).length).toBe(1);
    expectRefusal(await contestDispute(t, other, disputeId, { summary: 'Checked in' }), 409, 'Another admin is answering this dispute right now.');
    answer();
    expect((await first).statusCode).toBe(200);
    expect(fake.disputeCalls.filter((call) => call.path.startsWith(`/v1/disputes/${disputeId}`))).toHaveLength(1);
  });

  it('says 404 for a dispute it does not know, or an id that is no dispute id', async () => {
    expectRefusal(await acceptDispute(t, admin, 'disp_Unknown000001'), 404, 'Dispute not found.');
    expectRefusal(await contestDispute(t, admin, 'not-a-dispute', { summary: 'x' }), 404, 'Dispute not found.');
  });
});

describe('who may', () => {
  it('lets admins only: members and gym owners 403, nobody signed in 401', async () => {
    const { disputeId } = await disputedBooking();
    const member = await quickBooker(t);
    for (const who of [member, owner]) {
      expect((await listDisputes(t, who)).statusCode).toBe(403);
      expect((await acceptDispute(t, who, disputeId)).statusCode).toBe(403);
      expect((await contestDispute(t, who, disputeId, { summary: 'x' })).statusCode).toBe(403);
    }
    const nobody = { headers: { origin: t.config.publicOrigin } };
    expect((await listDisputes(t, nobody)).statusCode).toBe(401);
    expect((await acceptDispute(t, nobody, disputeId)).statusCode).toBe(401);
    expect(fake.disputeCalls.filter((call) => call.path.startsWith(`/v1/disputes/${disputeId}`))).toEqual([]);
    expect(await disputeRow(t, disputeId)).toMatchObject({ action: null });
  });
});
