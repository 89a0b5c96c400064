import { addDays } from '@gymslot/shared/ist-time';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookableGym, MONDAY, MONDAY_10_IST, setClock, signedInAs, type Booker } from '../../../../test/booking-helpers.js';
import { composeServices, testAppDeps, type ComposedDeps } from '../../../../test/composed-services.js';
import { useFakeRazorpay } from '../../../../test/fake-razorpay.js';
import { adminReports, bookingRow, decideReport, ist, queuedTo, reportedId, reportRow, respondToReport } from '../../../../test/not-let-in-helpers.js';
import { signIn, type SignedIn } from '../../../../test/owner-helpers.js';
import { paidRouteBooking, payoutOf, type PaidBooking } from '../../../../test/payout-helpers.js';
import { insertBookingRow } from '../../../../test/booking-rows.js';
import { useTestApp } from '../../../../test/test-app.js';
import { expectRefusal, verifyOtp } from '../../../../test/verification-helpers.js';
import { openDatabase, type DatabaseHandle } from '../../../db/client.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { payments } from '../../../db/schema/payments.js';
import { notLetInReports } from '../../../db/schema/trust.js';
import { newId } from '../../../lib/ids.js';
import type { MessagePayload } from '../../messages/outgoing-message.js';
import { createPaymentProvider } from '../../payments/create-payment-provider.js';

// API contract §8.10: an open report the gym leaves unanswered for 30 minutes is refunded in full
// by the maintenance round, exactly once across processes, with the gym's Route transfer reversed;
// a check-in before that claim wins. An admin decides contested reports.

const fake = useFakeRazorpay();
const t = useTestApp(() => fake.env());
let gym: GymRow;
let owner: Booker;
let admin: SignedIn;

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  const linked = await bookableGym(t.database.db, { capacity: 20, pricePerHourPaise: 30_000, razorpayAccountId: 'acc_NotLetInGym01' });
  gym = linked.gym;
  owner = await signedInAs(t, linked.owner);
  admin = await signIn(t, 'admin');
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  setClock(t, MONDAY_10_IST);
});
afterEach(() => {
  vi.useRealTimers();
});

/** The round's job as a process with these deps runs it (services.ts builds it). */
const refundsOf = (overrides: Partial<ComposedDeps> = {}) => composeServices(testAppDeps(t, overrides)).notLetInRefunds;

/** A paid 06:00 PM booking through the stand-in Razorpay, reported at 06:10 PM (the owner's time runs to 06:40 PM). */
async function reportedBooking(slot = '06:00 PM'): Promise<PaidBooking & { reportId: string }> {
  setClock(t, MONDAY_10_IST);
  const paid = await paidRouteBooking(t, fake, gym, MONDAY, slot);
  setClock(t, ist(MONDAY, 18, 10));
  return { ...paid, reportId: await reportedId(t, paid.booker, paid.bookingId, { reason: 'closed' }) };
}

const refundsOfPayment = (paymentId: string) => fake.refunds.filter((refund) => refund.payment_id === paymentId);

/** On PostgreSQL a second process has its own pool and provider, as a second server would. */
async function withSiblingProcess<T>(run: (sibling: ComposedDeps | undefined) => Promise<T>): Promise<T> {
  const database: DatabaseHandle | undefined = t.database.url ? await openDatabase({ databaseUrl: t.database.url, maxConnections: 4 }) : undefined;
  try {
    return await run(database ? { ...testAppDeps(t), database, paymentProvider: createPaymentProvider(t.config, database.db, t.clock) } : undefined);
  } finally {
    await database?.close();
  }
}

describe('an open report nobody answered in 30 minutes', () => {
  it('waits for its 30 minutes, and is refunded as they end', async () => {
    const { reportId, paymentId } = await reportedBooking();
    setClock(t, new Date(ist(MONDAY, 18, 40).getTime() - 1));
    expect(await refundsOf().refundUnanswered()).toEqual({ notLetInRefunded: 0 });
    expect(await reportRow(t, reportId)).toMatchObject({ status: 'open' });
    expect(refundsOfPayment(paymentId)).toEqual([]);
    setClock(t, ist(MONDAY, 18, 40));
    expect(await refundsOf().refundUnanswered()).toEqual({ notLetInRefunded: 1 });
    expect(refundsOfPayment(paymentId)).toHaveLength(1);
  });

  it('is refunded in full exactly once when two processes run the round at the same moment, the transfer reversed', async () => {
    const booking = await reportedBooking();
    setClock(t, ist(MONDAY, 18, 40));
    const results = await withSiblingProcess((sibling) => Promise.all([refundsOf().refundUnanswered(), refundsOf(sibling).refundUnanswered()]));
    expect(results.map((result) => result.notLetInRefunded).sort()).toEqual([0, 1]);

    expect(refundsOfPayment(booking.paymentId)).toEqual([expect.objectContaining({ amount: 30_000, reverse_all: true })]);
    expect(fake.transfersOf(booking.orderId)).toEqual([expect.objectContaining({ status: 'reversed' })]);
    expect(await payoutOf(t, booking.orderId)).toMatchObject({ status: 'reversed' });
    expect(await reportRow(t, booking.reportId)).toMatchObject({ status: 'refunded', closedAt: ist(MONDAY, 18, 40) });
    expect(await bookingRow(t, booking.bookingId)).toMatchObject({ status: 'refunded', isVerified: false });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, booking.paymentId));
    expect(payment).toMatchObject({ status: 'refunded' });

    // Both are told, once, and only now that Razorpay took the refund.
    const person = await queuedTo(t, booking.booker.user.email);
    const personRefund = person.filter((row) => row.kind === 'payment_refunded');
    expect(personRefund.map((row) => [row.dedupeKey, row.waitsFor])).toEqual([[`payment_refunded:${booking.paymentId}:email`, null]]);
    const mail = personRefund[0]?.payload as MessagePayload;
    expect('mail' in mail && mail.mail.text).toContain('The gym did not check you in or answer your report in time, so we refunded your payment of ₹300 in full.');
    const ownerTold = (await queuedTo(t, owner.user.email)).filter((row) => row.dedupeKey?.startsWith(`not_let_in_refunded:${booking.reportId}`));
    expect(ownerTold.map((row) => [row.dedupeKey, row.waitsFor])).toEqual([[`not_let_in_refunded:${booking.reportId}:email`, null]]);

    // A later round finds nothing more to do.
    expect(await refundsOf().refundUnanswered()).toEqual({ notLetInRefunded: 0 });
    expect(refundsOfPayment(booking.paymentId)).toHaveLength(1);
  });

  it("is refunded once Razorpay is back when the refund call fails, through the ledger's retries", async () => {
    const booking = await reportedBooking();
    setClock(t, ist(MONDAY, 18, 45));
    fake.state.refundOutage = true;
    try {
      expect(await refundsOf().refundUnanswered()).toEqual({ notLetInRefunded: 1 });
    } finally {
      fake.state.refundOutage = false;
    }
    expect(await reportRow(t, booking.reportId)).toMatchObject({ status: 'refunded' });
    const [pending] = await t.database.db.select().from(payments).where(eq(payments.id, booking.paymentId));
    expect(pending).toMatchObject({ status: 'refund_pending' });
    // The person is not told before the money is on its way.
    expect((await queuedTo(t, booking.booker.user.email)).find((row) => row.kind === 'payment_refunded')?.waitsFor).toBe(`refund:${booking.paymentId}`);

    t.clock.advance(60_000);
    expect(await composeServices(testAppDeps(t)).refunds.retryDue()).toBe(1);
    expect(refundsOfPayment(booking.paymentId)).toEqual([expect.objectContaining({ reverse_all: true })]);
    expect((await queuedTo(t, booking.booker.user.email)).find((row) => row.kind === 'payment_refunded')?.waitsFor).toBeNull();
  });
});

describe('a check-in before the refund is claimed wins', () => {
  it('even after the 30 minutes: the report is resolved, the payout released, nothing refunded', async () => {
    const booking = await reportedBooking();
    setClock(t, ist(MONDAY, 18, 50));
    expect((await verifyOtp(t, owner, { otp: booking.otp, bookingId: booking.bookingId })).statusCode).toBe(200);
    expect(await refundsOf().refundUnanswered()).toEqual({ notLetInRefunded: 0 });
    expect(await reportRow(t, booking.reportId)).toMatchObject({ status: 'resolved' });
    expect(await payoutOf(t, booking.orderId)).toMatchObject({ status: 'released' });
    expect(refundsOfPayment(booking.paymentId)).toEqual([]);
  });

  it('racing the round: either the person was let in and keeps no refund, or refunded and not checked in, never both', async () => {
    const booking = await reportedBooking();
    setClock(t, ist(MONDAY, 18, 45));
    const [checkIn, round] = await withSiblingProcess((sibling) =>
      Promise.all([verifyOtp(t, owner, { otp: booking.otp, bookingId: booking.bookingId }), refundsOf(sibling).refundUnanswered()]),
    );
    const row = await bookingRow(t, booking.bookingId);
    const report = await reportRow(t, booking.reportId);
    if (checkIn.statusCode === 200) {
      expect(round).toEqual({ notLetInRefunded: 0 });
      expect(row).toMatchObject({ isVerified: true, status: 'confirmed', checkInMethod: 'otp' });
      expect(report).toMatchObject({ status: 'resolved' });
      expect(refundsOfPayment(booking.paymentId)).toEqual([]);
      expect(await payoutOf(t, booking.orderId)).toMatchObject({ status: 'released' });
    } else {
      expect(checkIn.statusCode).toBe(404);
      expect(round).toEqual({ notLetInRefunded: 1 });
      expect(row).toMatchObject({ isVerified: false, status: 'refunded' });
      expect(report).toMatchObject({ status: 'refunded' });
      expect(refundsOfPayment(booking.paymentId)).toEqual([expect.objectContaining({ reverse_all: true })]);
    }
  });

  it('a report the owner answered is left for an admin', async () => {
    const booking = await reportedBooking();
    setClock(t, ist(MONDAY, 18, 20));
    expect((await respondToReport(t, owner, booking.reportId)).statusCode).toBe(200);
    setClock(t, ist(MONDAY, 19));
    expect(await refundsOf().refundUnanswered()).toEqual({ notLetInRefunded: 0 });
    expect(await reportRow(t, booking.reportId)).toMatchObject({ status: 'contested' });
  });
});

describe('an admin decides a contested report (POST /api/admin/reports/:id/decide)', () => {
  async function contested(slot: string) {
    const booking = await reportedBooking(slot);
    setClock(t, ist(MONDAY, 18, 20));
    expect((await respondToReport(t, owner, booking.reportId, { note: 'We were open all evening.' })).statusCode).toBe(200);
    setClock(t, ist(MONDAY, 21));
    return booking;
  }

  it('refund: refunds in full, reverses the transfer and tells the person with the note', async () => {
    const booking = await contested('06:00 PM');
    const res = await decideReport(t, admin, booking.reportId, { outcome: 'refund', note: 'The gym sent no proof it was open.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'The booking is refunded in full.',
      report: { _id: booking.reportId, status: 'refunded', decision: { note: 'The gym sent no proof it was open.' }, evidence: { ownerNote: 'We were open all evening.' } },
    });
    expect(refundsOfPayment(booking.paymentId)).toEqual([expect.objectContaining({ amount: 30_000, reverse_all: true })]);
    expect(await payoutOf(t, booking.orderId)).toMatchObject({ status: 'reversed' });
    expect(await reportRow(t, booking.reportId)).toMatchObject({ decidedBy: admin.account.id, decidedAt: ist(MONDAY, 21) });
    const told = (await queuedTo(t, booking.booker.user.email)).find((row) => row.kind === 'payment_refunded');
    const mail = told?.payload as MessagePayload;
    expect('mail' in mail && mail.mail.text).toContain('Our note: The gym sent no proof it was open.');
    // Decided once: a second decision is refused.
    expectRefusal(await decideReport(t, admin, booking.reportId, { outcome: 'reject', note: 'Again' }), 409, 'Only a contested report can be decided.');
  });

  it('reject: closes it without a refund and tells the person', async () => {
    const booking = await contested('07:00 PM');
    const res = await decideReport(t, admin, booking.reportId, { outcome: 'reject', note: 'The door camera shows the gym open.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'The report is closed without a refund.', report: { status: 'rejected' } });
    expect(refundsOfPayment(booking.paymentId)).toEqual([]);
    expect(await bookingRow(t, booking.bookingId)).toMatchObject({ status: 'confirmed' });
    const told = (await queuedTo(t, booking.booker.user.email)).filter((row) => row.kind === 'not_let_in_rejected');
    expect(told.map((row) => row.dedupeKey)).toEqual([`not_let_in_rejected:${booking.reportId}:email`]);
  });

  it('refuses an open report, an unknown one, a bad body, and anyone but an admin', async () => {
    const booking = await reportedBooking();
    expectRefusal(await decideReport(t, admin, booking.reportId, { outcome: 'refund', note: 'Early' }), 409, 'Only a contested report can be decided.');
    expectRefusal(await decideReport(t, admin, 'f'.repeat(24), { outcome: 'refund', note: 'x' }), 404, 'Report not found');
    expectRefusal(await decideReport(t, admin, booking.reportId, { outcome: 'maybe', note: 'x' }), 400, 'outcome must be refund or reject');
    expectRefusal(await decideReport(t, admin, booking.reportId, { outcome: 'reject', note: '' }), 400, 'Note is required');
    expectRefusal(await decideReport(t, owner, booking.reportId, { outcome: 'reject', note: 'x' }), 403, 'You do not have permission to do this.');
    expectRefusal(await decideReport(t, booking.booker, booking.reportId, { outcome: 'reject', note: 'x' }), 403, 'You do not have permission to do this.');
  });
});

describe('GET /api/admin/reports', () => {
  it("lists reports newest first with the booking, gym, masked contact and evidence, filtered by status and paged", async () => {
    const res = await adminReports(t, admin, '?status=refunded');
    expect(res.statusCode, res.body).toBe(200);
    const { reports, nextCursor } = res.json<{ reports: Record<string, unknown>[]; nextCursor: string | null }>();
    expect(nextCursor).toBeNull();
    expect(reports.length).toBeGreaterThan(0);
    for (const report of reports) {
      expect(report).toMatchObject({
        status: 'refunded',
        gym: { _id: gym.id, name: gym.name },
        person: { name: 'Asha Rao', contact: expect.stringMatching(/^\w{1,2}\*\*\*@example\.com$/) },
        evidence: { bookedAt: expect.any(String), paidAt: expect.any(String), personReports: 1, personRejected: 0 },
      });
    }
    const all = (await adminReports(t, admin)).json<{ reports: { createdAt: string }[] }>().reports;
    expect(all.map((report) => report.createdAt)).toEqual([...all.map((report) => report.createdAt)].sort().reverse());
    expectRefusal(await adminReports(t, admin, '?status=lost'), 400, 'status must be open, resolved, contested, refunded or rejected');
    expectRefusal(await adminReports(t, admin, '?cursor=bm9wZQ'), 400, 'Invalid cursor');
    expect((await adminReports(t, owner)).statusCode).toBe(403);
  });

  it('pages by cursor, 50 a page, each report once', async () => {
    const booker = await signIn(t, 'user');
    const made: string[] = [];
    for (let i = 0; i < 53; i += 1) {
      const booking = await insertBookingRow(t.database.db, gym, booker.account.id, { status: 'confirmed', date: addDays(MONDAY, -1 - i), timeSlot: '07:00 AM' });
      const at = new Date(MONDAY_10_IST.getTime() - (i + 1) * 60_000);
      const id = newId();
      const row = { id, bookingId: booking.id, userId: booker.account.id, gymId: gym.id, reason: 'other' as const, status: 'resolved' as const };
      await t.database.db.insert(notLetInReports).values({ ...row, respondBy: at, closedAt: at, createdAt: at, updatedAt: at });
      made.push(id);
    }
    const first = (await adminReports(t, admin, '?status=resolved')).json<{ reports: { _id: string }[]; nextCursor: string | null }>();
    expect(first.reports).toHaveLength(50);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await adminReports(t, admin, `?status=resolved&cursor=${first.nextCursor ?? ''}`)).json<{ reports: { _id: string }[]; nextCursor: string | null }>();
    expect(second.nextCursor).toBeNull();
    const seen = [...first.reports, ...second.reports].map((report) => report._id);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of made) expect(seen).toContain(id);
  });
});
