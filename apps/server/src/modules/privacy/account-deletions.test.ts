import { addDays } from '@gymslot/shared/ist-time';
import { reviewListReplySchema } from '@gymslot/shared/review-schemas';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createVerifiedAccount, login, sessionFor } from '../../../test/auth-helpers.js';
import { bookableGym, confirm, initiate, MONDAY, MONDAY_10_IST, quickBooker, setChannels, setClock, type InitiateBody } from '../../../test/booking-helpers.js';
import { insertBookingRow } from '../../../test/booking-rows.js';
import { composeServices, testAppDeps } from '../../../test/composed-services.js';
import { useFakeRazorpay } from '../../../test/fake-razorpay.js';
import { nextMobileNumber, startPhone, verifyPhone, lastCodeFor } from '../../../test/phone-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { bookings } from '../../db/schema/bookings.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { invoices } from '../../db/schema/invoices.js';
import { messages } from '../../db/schema/messages.js';
import { payments } from '../../db/schema/payments.js';
import { phoneCodes } from '../../db/schema/phone-codes.js';
import { consentRecords, messagePreferences } from '../../db/schema/preferences.js';
import { reviews } from '../../db/schema/reviews.js';
import { sessions } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';
import { waitlistEntries } from '../../db/schema/waitlist.js';
import { newId } from '../../lib/ids.js';
import { REFUND_LEASE_MS } from '../payments/refund.service.js';
import { NOT_SENT_ACCOUNT_DELETED } from './account-deletion.repository.js';

// API contract §8.11: at deleteAt the maintenance round anonymises the account, once across processes.

const fake = useFakeRazorpay();
const t = useTestApp(() => fake.env());
let gym: GymRow;
const HOUR = 3_600_000;
const THURSDAY = addDays(MONDAY, 3);

beforeAll(async () => {
  ({ gym } = await bookableGym(t.database.db, { name: 'Iron Temple', pricePerHourPaise: 30_000 }));
  setClock(t, MONDAY_10_IST);
});

const db = () => t.database.db;
const reviewsOfGym = async () => reviewListReplySchema.parse((await t.app.inject({ method: 'GET', url: `/api/gyms/${gym.id}/reviews` })).json()).reviews;

/** A member with a password, a number, a Google link, an upcoming paid booking, a reviewed visit and a place in a waitlist. */
async function memberAboutToLeave() {
  const phone = nextMobileNumber();
  const account = await createVerifiedAccount(t, { name: 'Nisha Patel' });
  const [user] = await db().update(users).set({ phone, oidcSubject: `google-${newId()}` }).where(eq(users.email, account.email)).returning();
  if (!user) throw new Error('no account');
  const headers = { ...cookieHeader(await sessionFor(t, account)), origin: t.config.publicOrigin };
  await setChannels(db(), user.id, { email: true, whatsapp: true, sms: false });
  expect((await t.app.inject({ method: 'PUT', url: '/api/me/preferences', headers, payload: { channels: { email: true, whatsapp: true, sms: false }, marketing: true, reviewPrompts: true } })).statusCode).toBe(200);

  const booker = { user, token: '', headers };
  const hold = (await initiate(t, booker, { gymId: gym.id, bookingDate: THURSDAY, timeSlot: '07:00 PM' })).json<InitiateBody>();
  const { payment, result } = fake.pay(hold.order.id);
  expect((await confirm(t, booker, { ...result, bookingId: hold.bookingId })).statusCode).toBe(200);

  const visit = await insertBookingRow(db(), gym, user.id, { status: 'confirmed', date: addDays(MONDAY, -1), timeSlot: '07:00 AM', isVerified: true });
  await db().insert(reviews).values({ id: newId(), bookingId: visit.id, gymId: gym.id, userId: user.id, rating: 4, comment: 'Good squat racks' });
  const entryId = newId();
  await db().insert(waitlistEntries).values({ id: entryId, userId: user.id, gymId: gym.id, date: THURSDAY, timeSlot: '08:00 PM', startsAt: new Date(MONDAY_10_IST.getTime() + 82 * HOUR), status: 'waiting' });
  return { account, user, phone, headers, bookingId: hold.bookingId, paymentId: payment.id, entryId };
}

describe('the deletion of due accounts (maintenance round, §8.11)', () => {
  it('anonymises a due account exactly once across two concurrent runs, refunds its upcoming booking once, and keeps its records', async () => {
    const member = await memberAboutToLeave();
    const bystander = await quickBooker(t, { name: 'Kiran Shah' });
    const services = composeServices(testAppDeps(t));
    expect((await services.invoices.issueDue(t.clock.now())).invoicesIssued).toBeGreaterThanOrEqual(1);
    expect((await reviewsOfGym()).map((review) => review.authorName)).toEqual(['Nisha P.']);

    expect((await t.app.inject({ method: 'POST', url: '/api/me/deletion', headers: member.headers, payload: { confirm: 'DELETE' } })).statusCode).toBe(202);
    await t.outbox();
    // A message to her that is not sent yet when the deletion comes must never go out.
    await t.messages.enqueue(db(), { channel: 'email', kind: 'payment_refunded', waitsFor: `refund:${newId()}`, mail: { to: member.account.email, subject: 'Later', text: 'Later', html: '<p>Later</p>' } });
    const now = t.clock.now();
    await db().insert(phoneCodes).values({ phone: member.phone, codeHash: 'pending-code-hash', expiresAt: new Date(now.getTime() + 50 * HOUR), createdAt: now });

    // Not due a minute early.
    t.clock.advance(48 * HOUR - 60_000);
    expect((await services.accountDeletions.deleteDue()).accountsDeleted).toBe(0);
    t.clock.advance(2 * 60_000);

    const [first, second] = await Promise.all([services.accountDeletions.deleteDue(), composeServices(testAppDeps(t)).accountDeletions.deleteDue()]);
    expect((first?.accountsDeleted ?? 0) + (second?.accountsDeleted ?? 0)).toBe(1);
    expect((first?.deletionRefunds ?? 0) + (second?.deletionRefunds ?? 0)).toBe(1);
    expect((await services.accountDeletions.deleteDue()).accountsDeleted).toBe(0);

    const [row] = await db().select().from(users).where(eq(users.id, member.user.id));
    expect(row).toMatchObject({ name: 'Deleted user', email: null, phone: null, passwordHash: null, oidcSubject: null, deletedAt: expect.any(Date) });
    expect(await db().select().from(sessions).where(eq(sessions.userId, member.user.id))).toEqual([]);
    expect(await db().select().from(phoneCodes).where(eq(phoneCodes.phone, member.phone))).toEqual([]);

    // The upcoming booking: cancelled, refunded in full once, and not again by the refund retries.
    expect((await db().select().from(bookings).where(eq(bookings.id, member.bookingId)))[0]).toMatchObject({ status: 'cancelled' });
    expect(fake.refunds.filter((refund) => refund.payment_id === member.paymentId)).toEqual([expect.objectContaining({ amount: 30_000, speed: 'optimum' })]);
    t.clock.advance(REFUND_LEASE_MS + 1000);
    await services.refunds.retryDue();
    expect(fake.refunds.filter((refund) => refund.payment_id === member.paymentId)).toHaveLength(1);
    expect((await db().select().from(payments).where(eq(payments.id, member.paymentId)))[0]).toMatchObject({ status: 'refunded' });

    // Its GST invoice stays, without the e-mail address; the refund gets its credit note.
    await services.invoices.issueDue(t.clock.now());
    const documents = await db().select().from(invoices).where(eq(invoices.bookingId, member.bookingId));
    expect(documents.map((document) => document.kind).sort()).toEqual(['credit_note', 'invoice']);
    for (const document of documents) expect(document).toMatchObject({ customerName: 'Nisha Patel', customerEmail: '', amountPaise: 30_000 });

    // Its review stays, by a 'Former member'; its consents stay as dated records.
    expect((await reviewsOfGym()).map((review) => [review.authorName, review.comment])).toEqual([['Former member', 'Good squat racks']]);
    expect(await db().select().from(messagePreferences).where(eq(messagePreferences.userId, member.user.id))).toHaveLength(1);
    expect((await db().select().from(consentRecords).where(eq(consentRecords.userId, member.user.id))).length).toBeGreaterThanOrEqual(1);
    expect((await db().select().from(waitlistEntries).where(eq(waitlistEntries.id, member.entryId)))[0]?.status).toBe('expired');

    // No message goes to the old addresses, and none keeps them.
    const stopped = await db().select().from(messages).where(eq(messages.kind, 'payment_refunded'));
    expect(stopped.filter((message) => message.lastError === NOT_SENT_ACCOUNT_DELETED)).toEqual([expect.objectContaining({ status: 'failed', recipient: '', payload: null })]);
    expect(await db().select().from(messages).where(eq(messages.recipient, member.account.email))).toEqual([]);
    expect(await db().select().from(messages).where(eq(messages.recipient, member.phone))).toEqual([]);

    // It cannot sign in: its session is gone, its e-mail and password lead nowhere, its number is a stranger's.
    expect((await t.app.inject({ method: 'GET', url: '/api/me/preferences', headers: member.headers })).statusCode).toBe(401);
    expect((await login(t, member.account)).statusCode).toBe(401);
    expect((await startPhone(t, { phone: member.phone, channel: 'sms' })).statusCode).toBe(200);
    const unknown = await verifyPhone(t, { phone: member.phone, code: await lastCodeFor(t, member.phone) });
    expect(unknown.json()).toMatchObject({ message: 'Tell us your name to create your account.' });

    // Nobody else is touched.
    expect((await db().select().from(users).where(eq(users.id, bystander.user.id)))[0]).toMatchObject({ name: 'Kiran Shah', deletedAt: null });
  });

  it('leaves an account whose deletion was cancelled, and a gym owner, alone', async () => {
    const member = await quickBooker(t, { name: 'Farah Khan' });
    const headers = member.headers;
    expect((await t.app.inject({ method: 'POST', url: '/api/me/deletion', headers, payload: { confirm: 'DELETE' } })).statusCode).toBe(202);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/me/deletion', headers })).statusCode).toBe(200);
    // An owner whose row says 'due' (made owner after asking, say) is left for support.
    const owner = await quickBooker(t, { name: 'Owner Due', role: 'gym_owner', deleteAt: t.clock.now(), deletionRequestedAt: t.clock.now() });
    t.clock.advance(49 * HOUR);
    expect((await composeServices(testAppDeps(t)).accountDeletions.deleteDue()).accountsDeleted).toBe(0);
    const rows = await db()
      .select({ name: users.name, deletedAt: users.deletedAt })
      .from(users)
      .where(and(eq(users.role, 'gym_owner'), eq(users.id, owner.user.id)));
    expect(rows).toEqual([{ name: 'Owner Due', deletedAt: null }]);
    expect((await db().select().from(users).where(eq(users.id, member.user.id)))[0]).toMatchObject({ name: 'Farah Khan', deletedAt: null });
  });
});
