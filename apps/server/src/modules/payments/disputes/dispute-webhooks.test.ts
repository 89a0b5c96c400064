import { addDays } from '@gymslot/shared/ist-time';
import type { AdminDisputesReply } from '@gymslot/shared/dispute-schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookableGym, MONDAY, MONDAY_10_IST, postWebhook, setClock, type Booker } from '../../../../test/booking-helpers.js';
import { disputeRow, listDisputes, moveDispute, raiseDispute, signedInAdmin } from '../../../../test/dispute-helpers.js';
import { useFakeRazorpay, webhookPayloads } from '../../../../test/fake-razorpay.js';
import { paidRouteBooking } from '../../../../test/payout-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';
import { paymentWebhookEvents } from '../../../db/schema/payments.js';
import type { GymRow } from '../../../db/schema/gyms.js';

// §8.10: Razorpay's payment.dispute.* webhooks keep one record per dispute id, signed like every
// other webhook, idempotently, and in any order of arrival: an older event never undoes a newer one.

const fake = useFakeRazorpay();
const t = useTestApp(() => fake.env());
const TUESDAY = addDays(MONDAY, 1);
let gym: GymRow;
let admin: Booker;
let slot = 6;

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  gym = (await bookableGym(t.database.db, { capacity: 50, pricePerHourPaise: 30_000 })).gym;
  admin = await signedInAdmin(t);
});
beforeEach(() => setClock(t, MONDAY_10_IST));

/** A booking paid at the fake, each in a slot of its own. */
async function paidBooking() {
  slot += 1;
  return paidRouteBooking(t, fake, gym, TUESDAY, `${String(slot > 12 ? slot - 12 : slot).padStart(2, '0')}:00 ${slot >= 12 ? 'PM' : 'AM'}`);
}

async function disputesMetric(status: string): Promise<number> {
  const metric = await t.metrics.registry.getSingleMetric('gymslot_disputes_total')?.get();
  return metric?.values.find((value) => value.labels.status === status)?.value ?? 0;
}

describe('dispute webhooks', () => {
  it('records a new dispute once, linked to the booking its payment paid for, with what Razorpay says of it', async () => {
    const paid = await paidBooking();
    const openedBefore = await disputesMetric('open');
    const dispute = fake.openDispute(paid.paymentId, { reason_code: 'chargeback', reason_description: 'Service not rendered', phase: 'chargeback' });
    const webhook = fake.disputeWebhook(dispute.id, { createdAt: dispute.created_at, eventId: 'evt_DisputeCreated1' });
    expect(JSON.parse(webhook.payload)).toMatchObject({ event: 'payment.dispute.created', contains: ['payment', 'dispute'] });

    expect((await postWebhook(t, webhook)).statusCode).toBe(200);
    const row = await disputeRow(t, dispute.id);
    expect(row).toMatchObject({
      paymentId: paid.paymentId,
      bookingId: paid.bookingId,
      amountPaise: 30_000,
      currency: 'INR',
      status: 'open',
      phase: 'chargeback',
      reasonCode: 'chargeback',
      reasonDescription: 'Service not rendered',
      respondBy: new Date(dispute.respond_by * 1000),
      openedAt: new Date(dispute.created_at * 1000),
      action: null,
    });
    expect(await disputesMetric('open')).toBe(openedBefore + 1);
    // Recorded as handled, beside its effect.
    const [recorded] = await t.database.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, 'evt_DisputeCreated1'));
    expect(recorded).toMatchObject({ event: 'payment.dispute.created' });

    // The same delivery again changes nothing, and counts nothing.
    expect((await postWebhook(t, webhook)).statusCode).toBe(200);
    expect(await disputeRow(t, dispute.id)).toEqual(row);
    expect(await disputesMetric('open')).toBe(openedBefore + 1);
  });

  it('follows each event in turn: under_review, action_required, under_review again, won, closed', async () => {
    const paid = await paidBooking();
    const id = await raiseDispute(t, fake, paid.paymentId);
    const steps = [
      ['under_review', 60],
      ['action_required', 120],
      ['under_review', 180],
      ['won', 240],
      ['closed', 300],
    ] as const;
    for (const [status, seconds] of steps) {
      expect((await moveDispute(t, fake, id, status, seconds)).statusCode).toBe(200);
      expect(await disputeRow(t, id)).toMatchObject({ status, bookingId: paid.bookingId });
    }
    const row = await disputeRow(t, id);
    expect(row?.lastEventAt).toEqual(new Date((fake.disputes.get(id)?.created_at ?? 0) * 1000 + 300_000));
  });

  it('records a lost dispute, whose event name says so', async () => {
    const paid = await paidBooking();
    const id = await raiseDispute(t, fake, paid.paymentId);
    const lostBefore = await disputesMetric('lost');
    const res = await moveDispute(t, fake, id, 'lost', 90);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(fake.disputeWebhook(id).payload)).toMatchObject({ event: 'payment.dispute.lost' });
    expect(await disputeRow(t, id)).toMatchObject({ status: 'lost' });
    expect(await disputesMetric('lost')).toBe(lostBefore + 1);
  });

  it('never lets an older event undo a newer status, whatever order they arrive in', async () => {
    const paid = await paidBooking();
    const dispute = fake.openDispute(paid.paymentId);
    const at = (seconds: number) => dispute.created_at + seconds;
    const created = fake.disputeWebhook(dispute.id, { createdAt: at(0) });
    fake.decideDispute(dispute.id, 'under_review');
    const underReview = fake.disputeWebhook(dispute.id, { createdAt: at(60) });
    fake.decideDispute(dispute.id, 'lost');
    const lost = fake.disputeWebhook(dispute.id, { createdAt: at(120) });

    // The last word first, then the earlier ones (Razorpay retried them later).
    for (const webhook of [lost, created, underReview]) expect((await postWebhook(t, webhook)).statusCode).toBe(200);
    const row = await disputeRow(t, dispute.id);
    expect(row).toMatchObject({ status: 'lost', lastEventAt: new Date(at(120) * 1000), bookingId: paid.bookingId, openedAt: new Date(at(0) * 1000) });
  });

  it('takes the status further along when two events share one second', async () => {
    const paid = await paidBooking();
    const dispute = fake.openDispute(paid.paymentId);
    const created = fake.disputeWebhook(dispute.id, { createdAt: dispute.created_at });
    fake.decideDispute(dispute.id, 'under_review');
    const underReview = fake.disputeWebhook(dispute.id, { createdAt: dispute.created_at });
    for (const webhook of [underReview, created]) expect((await postWebhook(t, webhook)).statusCode).toBe(200);
    expect(await disputeRow(t, dispute.id)).toMatchObject({ status: 'under_review' });
  });

  it('treats the same event under another delivery id as a repeat: nothing moves', async () => {
    const paid = await paidBooking();
    const id = await raiseDispute(t, fake, paid.paymentId);
    fake.decideDispute(id, 'won');
    const createdAt = (fake.disputes.get(id)?.created_at ?? 0) + 30;
    expect((await postWebhook(t, fake.disputeWebhook(id, { createdAt }))).statusCode).toBe(200);
    const row = await disputeRow(t, id);
    expect((await postWebhook(t, fake.disputeWebhook(id, { createdAt }))).statusCode).toBe(200);
    expect(await disputeRow(t, id)).toEqual(row);
  });

  it('keeps a dispute on a payment GymSlot does not know, with no booking, and lists it as one it cannot match', async () => {
    const dispute = fake.openDispute('pay_NotGymSlots001', { amount: 45_000 });
    expect((await postWebhook(t, fake.disputeWebhook(dispute.id, { createdAt: dispute.created_at }))).statusCode).toBe(200);
    expect(await disputeRow(t, dispute.id)).toMatchObject({ paymentId: 'pay_NotGymSlots001', bookingId: null, amountPaise: 45_000, status: 'open' });

    const listed = (await listDisputes(t, admin)).json<AdminDisputesReply>().disputes.find((item) => item._id === dispute.id);
    expect(listed).toMatchObject({ booking: null, evidence: null, amount: 450, canAnswer: true });
    expect(listed?.suggestedSummary).toBe('Razorpay payment pay_NotGymSlots001 (INR 450.00) is not one GymSlot can match to a booking.');
  });

  it('reads a dispute whose event carries no payment entity, and one whose payment has no order', async () => {
    const paid = await paidBooking();
    const bare = fake.openDispute(paid.paymentId);
    const alone = fake.webhook('payment.dispute.created', { dispute: { entity: bare } }, undefined, bare.created_at);
    expect((await postWebhook(t, alone)).statusCode).toBe(200);
    expect(await disputeRow(t, bare.id)).toMatchObject({ bookingId: paid.bookingId, status: 'open' });

    const orderless = fake.openDispute('pay_OutsideOrder01');
    const payment = { id: 'pay_OutsideOrder01', entity: 'payment', order_id: null, amount: 10_000, currency: 'INR', status: 'captured' };
    const webhook = fake.webhook('payment.dispute.created', { payment: { entity: payment }, ...webhookPayloads.dispute(orderless) }, undefined, orderless.created_at);
    expect((await postWebhook(t, webhook)).statusCode).toBe(200);
    expect(await disputeRow(t, orderless.id)).toMatchObject({ bookingId: null, status: 'open' });
  });

  it('refuses a dispute event signed with another secret, and records nothing', async () => {
    const paid = await paidBooking();
    const dispute = fake.openDispute(paid.paymentId);
    const webhook = fake.disputeWebhook(dispute.id);
    const forged = { ...webhook, headers: { ...webhook.headers, 'x-razorpay-signature': '0'.repeat(64) } };
    expect((await postWebhook(t, forged)).statusCode).toBe(400);
    expect(await disputeRow(t, dispute.id)).toBeUndefined();
  });

  it('acknowledges a dispute event it cannot read, so Razorpay stops sending it', async () => {
    const res = await postWebhook(t, fake.webhook('payment.dispute.created', { dispute: { entity: { id: 'disp_Broken000001', status: 'sideways' } } }));
    expect(res.statusCode).toBe(200);
    expect(await disputeRow(t, 'disp_Broken000001')).toBeUndefined();
  });
});
