import { and, eq, inArray, like, or } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Executor } from '../src/db/client.js';
import { bookings } from '../src/db/schema/bookings.js';
import { messages } from '../src/db/schema/messages.js';
import { payments } from '../src/db/schema/payments.js';
import { payouts } from '../src/db/schema/payouts.js';
import { disputes, notLetInReports } from '../src/db/schema/trust.js';
import { users } from '../src/db/schema/users.js';
import { newId } from '../src/lib/ids.js';
import { PAYOUT_RELEASE_LEASE_MS } from '../src/modules/payments/payouts/payouts.service.js';
import { REFUND_LEASE_MS } from '../src/modules/payments/refund.service.js';
import { bookableGym } from './booking-helpers.js';
import type { FakeRazorpay } from './fake-razorpay.js';
import { daysFromToday, httpBookers, postAs, type HttpBooker } from './process-fixtures.js';

// The maintenance round's three jobs that give money back or take it back (§8.10, §8.11), made due
// for fault tests against real server processes and the fake Razorpay: an unanswered 'not let in'
// report (a refund), a lost dispute (a Route reversal) and a due account deletion (a refund).

const MINUTE = 60_000;
const PRICE_PAISE = 30_000;

interface PaidHttpBooking {
  booker: HttpBooker;
  bookingId: string;
  orderId: string;
  paymentId: string;
  /** The gym's held Route transfer the order carries, at the fake. */
  transferId: string;
}

export interface TrustJobs {
  /** An open report whose owner's 30 minutes ran out a minute ago. */
  unanswered: PaidHttpBooking & { reportId: string };
  /** A payment that lost its dispute, its gym's share still held. */
  disputed: PaidHttpBooking;
  /** A member with a phone and a password whose deletion was due a minute ago, with an upcoming paid booking. */
  leaving: PaidHttpBooking;
}

/** Held, paid at the fake's Checkout and confirmed over HTTP, as a person does it. */
async function paidBooking(fake: FakeRazorpay, baseUrl: string, booker: HttpBooker, slot: Record<string, string>): Promise<PaidHttpBooking> {
  const held = await postAs(baseUrl, booker, '/api/bookings/initiate', slot);
  expect(held.status, JSON.stringify(held.body)).toBe(200);
  const bookingId = String(held.body.bookingId);
  const orderId = String((held.body.order as { id: string }).id);
  const { payment, result } = fake.pay(orderId);
  const confirmed = await postAs(baseUrl, booker, '/api/bookings/confirm', { ...result, bookingId });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const [transfer] = fake.transfersOf(orderId);
  if (!transfer) throw new Error(`The order ${orderId} carries no transfer`);
  return { booker, bookingId, orderId, paymentId: payment.id, transferId: transfer.id };
}

/** The three situations on a gym of their own with a linked account, `daysAhead` days from today; due once this returns. */
export async function prepareTrustJobs(db: Executor, fake: FakeRazorpay, baseUrl: string, origin: string, daysAhead: number): Promise<TrustJobs> {
  const { gym } = await bookableGym(db, { capacity: 5, pricePerHourPaise: PRICE_PAISE, razorpayAccountId: 'acc_TrustJobsGym01' });
  const [first, second, third] = await httpBookers(db, 3, origin);
  if (!first || !second || !third) throw new Error('no bookers');
  const at = (timeSlot: string) => ({ gymId: gym.id, bookingDate: daysFromToday(daysAhead), timeSlot });
  const unanswered = await paidBooking(fake, baseUrl, first, at('07:00 AM'));
  const disputed = await paidBooking(fake, baseUrl, second, at('08:00 AM'));
  const leaving = await paidBooking(fake, baseUrl, third, at('09:00 AM'));

  const now = Date.now();
  const reportId = newId();
  const reported = new Date(now - 31 * MINUTE);
  await db.insert(notLetInReports).values({
    id: reportId,
    bookingId: unanswered.bookingId,
    userId: first.userId,
    gymId: gym.id,
    reason: 'closed',
    status: 'open',
    respondBy: new Date(now - MINUTE),
    createdAt: reported,
    updatedAt: reported,
  });
  const lost = new Date(now - MINUTE);
  await db.insert(disputes).values({
    id: `disp_${newId().slice(0, 14)}`,
    paymentId: disputed.paymentId,
    bookingId: disputed.bookingId,
    amountPaise: PRICE_PAISE,
    currency: 'INR',
    status: 'lost',
    openedAt: reported,
    lastEventAt: lost,
    createdAt: reported,
    updatedAt: lost,
  });
  await db
    .update(users)
    .set({ phone: `+9198${String(now).slice(-8)}`, passwordHash: 'argon2id-hash-of-a-password', deleteAt: new Date(now - MINUTE) })
    .where(eq(users.id, third.userId));
  return { unanswered: { ...unanswered, reportId }, disputed, leaving };
}

const refundPath = (paymentId: string) => `/v1/payments/${paymentId}/refund`;
const reversalPath = (transferId: string) => `/v1/transfers/${transferId}/reversals`;
const asked = (fake: FakeRazorpay, path: string) => fake.requests.filter((request) => request.method === 'POST' && request.path === path).length;

/** Razorpay has been asked for both refunds and the reversal (each call is then held by a stall, or done). */
export function callsAsked(fake: FakeRazorpay, jobs: TrustJobs): boolean {
  return asked(fake, refundPath(jobs.unanswered.paymentId)) > 0 && asked(fake, refundPath(jobs.leaving.paymentId)) > 0 && asked(fake, reversalPath(jobs.disputed.transferId)) > 0;
}

/** Razorpay has made both refunds and the reversal, whether or not a caller heard back. */
export function madeAtRazorpay(fake: FakeRazorpay, jobs: TrustJobs): boolean {
  const refunded = (paymentId: string) => fake.refunds.some((refund) => refund.payment_id === paymentId);
  return refunded(jobs.unanswered.paymentId) && refunded(jobs.leaving.paymentId) && fake.reversals.some((reversal) => reversal.transfer_id === jobs.disputed.transferId);
}

const refundedPayments = (jobs: TrustJobs) => [jobs.unanswered.paymentId, jobs.leaving.paymentId];
const orders = (jobs: TrustJobs) => [jobs.unanswered.orderId, jobs.disputed.orderId, jobs.leaving.orderId];

/** What the app has recorded of the three: the refunds' payments and the payouts, by status. */
export async function recorded(db: Executor, jobs: TrustJobs): Promise<{ payments: string[]; payouts: string[] }> {
  const paid = await db.select({ status: payments.status }).from(payments).where(inArray(payments.id, refundedPayments(jobs)));
  const held = await db.select({ status: payouts.status }).from(payouts).where(inArray(payouts.orderId, orders(jobs)));
  return { payments: paid.map((row) => row.status).sort(), payouts: held.map((row) => row.status).sort() };
}

/** Every refund recorded as made and every payout as taken back. */
export async function carriedOut(db: Executor, jobs: TrustJobs): Promise<boolean> {
  const now = await recorded(db, jobs);
  return now.payments.join() === 'refunded,refunded' && now.payouts.join() === 'reversed,reversed,reversed';
}

/**
 * A real process's clock cannot be moved, so the leases of the cut attempts (the refunds', the
 * reversal's) are made to have run out instead, as if their 60 s had passed.
 */
export async function endLeases(db: Executor, jobs: TrustJobs): Promise<void> {
  await db
    .update(payments)
    .set({ refundAttemptedAt: new Date(Date.now() - REFUND_LEASE_MS - 1_000) })
    .where(and(inArray(payments.id, refundedPayments(jobs)), eq(payments.status, 'refund_pending')));
  await db
    .update(payouts)
    .set({ releaseAttemptedAt: new Date(Date.now() - PAYOUT_RELEASE_LEASE_MS - 1_000) })
    .where(and(eq(payouts.orderId, jobs.disputed.orderId), eq(payouts.status, 'held')));
}

/** Each job carried out in full and exactly once, at Razorpay and in the database. */
export async function expectDoneOnce(db: Executor, fake: FakeRazorpay, jobs: TrustJobs): Promise<void> {
  for (const paymentId of refundedPayments(jobs)) {
    const made = fake.refunds.filter((refund) => refund.payment_id === paymentId);
    expect(made).toEqual([expect.objectContaining({ amount: PRICE_PAISE, reverse_all: true, idempotencyKey: `gymslot_refund_${paymentId}` })]);
    expect(await db.select({ status: payments.status, refundId: payments.refundId }).from(payments).where(eq(payments.id, paymentId))).toEqual([
      { status: 'refunded', refundId: made[0]?.id },
    ]);
  }
  // The disputed share taken back by one reversal call; the refunded ones by the refunds' reverse_all.
  const { disputed } = jobs;
  const share = fake.transfers.get(disputed.transferId)?.amount;
  expect(fake.reversals.filter((reversal) => reversal.transfer_id === disputed.transferId)).toEqual([expect.objectContaining({ amount: share })]);
  expect(asked(fake, reversalPath(disputed.transferId))).toBe(1);
  for (const { transferId } of [jobs.unanswered, jobs.leaving]) expect(asked(fake, reversalPath(transferId))).toBe(0);
  for (const orderId of orders(jobs)) expect(fake.transfersOf(orderId)).toEqual([expect.objectContaining({ status: 'reversed' })]);
  expect((await recorded(db, jobs)).payouts).toEqual(['reversed', 'reversed', 'reversed']);

  const statusOf = async (bookingId: string) => (await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)))[0]?.status;
  expect(await statusOf(jobs.unanswered.bookingId)).toBe('refunded');
  expect(await statusOf(jobs.disputed.bookingId)).toBe('confirmed');
  expect(await statusOf(jobs.leaving.bookingId)).toBe('cancelled');
  expect(await db.select({ status: notLetInReports.status }).from(notLetInReports).where(eq(notLetInReports.id, jobs.unanswered.reportId))).toEqual([
    { status: 'refunded' },
  ]);

  // The person and the owner each told once, and no longer waiting for the refund.
  const told = await db
    .select({ key: messages.dedupeKey, waitsFor: messages.waitsFor })
    .from(messages)
    .where(or(like(messages.dedupeKey, `payment_refunded:${jobs.unanswered.paymentId}:%`), like(messages.dedupeKey, `not_let_in_refunded:${jobs.unanswered.reportId}:%`)));
  expect(told.sort((a, b) => String(a.key).localeCompare(String(b.key)))).toEqual([
    { key: `not_let_in_refunded:${jobs.unanswered.reportId}:email`, waitsFor: null },
    { key: `payment_refunded:${jobs.unanswered.paymentId}:email`, waitsFor: null },
  ]);

  const [gone] = await db.select().from(users).where(eq(users.id, jobs.leaving.booker.userId));
  expect(gone).toMatchObject({ email: null, phone: null, passwordHash: null, deletedAt: expect.any(Date) });
}
