import { addDays } from '@gymslot/shared/ist-time';
import { personalDataReplySchema, type PersonalDataReply } from '@gymslot/shared/privacy-schemas';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookableGym, bookAndPay, MONDAY, MONDAY_10_IST, quickBooker, setChannels, setClock, signedInAs, type Booker } from '../../../test/booking-helpers.js';
import { insertBookingRow } from '../../../test/booking-rows.js';
import { mailTo } from '../../../test/mail-parts.js';
import { nextMobileNumber, outboxTexts } from '../../../test/phone-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { createUser } from '../../db/factories.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { messages } from '../../db/schema/messages.js';
import { phoneCodes } from '../../db/schema/phone-codes.js';
import { reviews } from '../../db/schema/reviews.js';
import { sessions } from '../../db/schema/sessions.js';
import { notLetInReports } from '../../db/schema/trust.js';
import { users } from '../../db/schema/users.js';
import { waitlistEntries } from '../../db/schema/waitlist.js';
import { newId } from '../../lib/ids.js';

// API contract §8.11: the data download and the deletion request (the deletion itself: account-deletions.test.ts).

const t = useTestApp();
let gym: GymRow;
const TUESDAY = addDays(MONDAY, 1);
const HOUR = 3_600_000;

beforeAll(async () => {
  ({ gym } = await bookableGym(t.database.db, { name: 'Iron Temple', pricePerHourPaise: 25_000 }));
});
beforeEach(() => setClock(t, MONDAY_10_IST));

const getData = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/me/data', headers });
const deletion = (method: 'GET' | 'POST' | 'DELETE', headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url: '/api/me/deletion', headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

/** A member with something in every table the download reads: a paid booking, a review, a waitlist place, a report, consents, a pending code. */
async function memberWithHistory(name: string): Promise<{ booker: Booker; ids: string[]; secrets: string[] }> {
  const phone = nextMobileNumber();
  const booker = await quickBooker(t, { name, phone, passwordHash: `$argon2id$v=19$m=65536$${newId()}` });
  const db = t.database.db;
  const paid = await bookAndPay(t, booker, { gymId: gym.id, date: TUESDAY, timeSlot: '07:00 PM' });
  const visit = await insertBookingRow(db, gym, booker.user.id, { status: 'confirmed', date: addDays(MONDAY, -2), timeSlot: '07:00 AM', isVerified: true });
  const reviewId = newId();
  await db.insert(reviews).values({ id: reviewId, bookingId: visit.id, gymId: gym.id, userId: booker.user.id, rating: 5, comment: `Great, says ${name}` });
  const entryId = newId();
  await db.insert(waitlistEntries).values({ id: entryId, userId: booker.user.id, gymId: gym.id, date: TUESDAY, timeSlot: '08:00 PM', startsAt: new Date(MONDAY_10_IST.getTime() + 34 * HOUR), status: 'waiting' });
  const reportId = newId();
  const now = t.clock.now();
  await db.insert(notLetInReports).values({ id: reportId, bookingId: visit.id, userId: booker.user.id, gymId: gym.id, reason: 'closed', note: `Shutter down, ${name}`, status: 'rejected', respondBy: now, ownerNote: 'We were open', createdAt: now, updatedAt: now });
  const preferences = { channels: { email: true, whatsapp: true, sms: false }, marketing: false, reviewPrompts: false };
  expect((await t.app.inject({ method: 'PUT', url: '/api/me/preferences', headers: booker.headers, payload: preferences })).statusCode).toBe(200);
  const codeHash = `code-hash-${newId()}`;
  await db.insert(phoneCodes).values({ phone, codeHash, expiresAt: new Date(now.getTime() + HOUR), createdAt: now });
  const [session] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, booker.user.id));
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, booker.user.id));
  return {
    booker,
    ids: [paid.bookingId, visit.id, reviewId, entryId, reportId],
    secrets: [booker.token, session?.id ?? 'no session', row?.passwordHash ?? 'no hash', codeHash, String(paid.otp), 'We were open'],
  };
}

describe('GET /api/me/data (§8.11)', () => {
  it("is a JSON attachment with the caller's rows, none of another person's, and no secret", async () => {
    const asha = await memberWithHistory('Asha Rao');
    const ravi = await memberWithHistory('Ravi Kumar');

    const res = await getData(asha.booker.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="gymslot-my-data.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const data: PersonalDataReply = personalDataReplySchema.parse(res.json());

    expect(data.account).toMatchObject({ id: asha.booker.user.id, name: 'Asha Rao', email: asha.booker.user.email, role: 'user' });
    expect(data.account.signInWith).toEqual({ password: true, google: false, phone: true });
    for (const id of asha.ids) expect(res.body).toContain(id);
    const booking = data.bookings.find((row) => row.id === asha.ids[0]);
    expect(booking).toMatchObject({ gym: { id: gym.id, name: 'Iron Temple' }, date: TUESDAY, timeSlot: '07:00 PM', amount: 250, status: 'confirmed' });
    expect(booking?.payments).toEqual([expect.objectContaining({ provider: 'sandbox', amount: 250, status: 'captured', refundedAt: null })]);
    expect(data.reviews).toEqual([expect.objectContaining({ rating: 5, comment: 'Great, says Asha Rao', ownerReply: null })]);
    expect(data.waitlistEntries).toEqual([expect.objectContaining({ status: 'waiting', timeSlot: '08:00 PM' })]);
    expect(data.notLetInReports).toEqual([expect.objectContaining({ reason: 'closed', note: 'Shutter down, Asha Rao', status: 'rejected' })]);
    expect(data.preferences).toEqual({ channels: { email: true, whatsapp: true, sms: false }, marketing: false, reviewPrompts: false });
    expect(data.consentRecords.map(({ purpose, granted }) => ({ purpose, granted })).sort((a, b) => a.purpose.localeCompare(b.purpose))).toEqual([
      { purpose: 'review_prompts', granted: false },
      { purpose: 'whatsapp', granted: true },
    ]);
    expect(data.sessions).toEqual([expect.objectContaining({ current: true })]);
    // The booking's confirmation went to her address; what it said does not come back.
    expect(data.messages).toContainEqual(expect.objectContaining({ channel: 'email', kind: 'booking_confirmed' }));
    expect(data.truncated).toEqual([]);

    for (const id of ravi.ids) expect(res.body).not.toContain(id);
    for (const text of [ravi.booker.user.email, ravi.booker.user.id, 'Ravi', ravi.booker.user.phone ?? 'no phone']) expect(res.body).not.toContain(text);
    for (const secret of asha.secrets) expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(/argon2|code_?hash|"otp"|token/i);
  });

  it('is limited to 5 downloads an hour per person, and needs a session', async () => {
    const booker = await quickBooker(t);
    for (let i = 0; i < 5; i += 1) expect((await getData(booker.headers)).statusCode).toBe(200);
    const refused = await getData(booker.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'tooManyAttempts' });
    t.clock.advance(HOUR + 1000);
    expect((await getData(booker.headers)).statusCode).toBe(200);
    expect((await getData({})).statusCode).toBe(401);
  });

  it('is open to a gym owner too, listing the gyms they own and no one else\'s bookings', async () => {
    const { owner, gym: ownGym } = await bookableGym(t.database.db, { name: 'Owner Gym' });
    const member = await quickBooker(t);
    await bookAndPay(t, member, { gymId: ownGym.id, date: TUESDAY, timeSlot: '09:00 PM' });
    const res = await getData((await signedInAs(t, owner)).headers);
    expect(res.statusCode).toBe(200);
    const data = personalDataReplySchema.parse(res.json());
    expect(data.gymsOwned).toEqual([expect.objectContaining({ id: ownGym.id, name: 'Owner Gym' })]);
    expect(data.bookings).toEqual([]);
    expect(res.body).not.toContain(member.user.email);
  });
});

describe('/api/me/deletion (§8.11)', () => {
  it('schedules the deletion 48 hours later, tells the person on every channel they turned on, and shows it', async () => {
    const phone = nextMobileNumber();
    const booker = await quickBooker(t, { name: 'Meera Iyer', phone });
    await setChannels(t.database.db, booker.user.id, { email: true, whatsapp: true, sms: true });

    const askedAt = t.clock.now().getTime();
    const res = await deletion('POST', booker.headers, { confirm: 'DELETE' });
    expect(res.statusCode, res.body).toBe(202);
    const { deleteAt } = res.json<{ deleteAt: string }>();
    expect(res.json()).toEqual({ success: true, message: 'Your account will be deleted on Wed, 12 Jun 2030 at 10:00 AM IST. You can cancel this until then.', deleteAt });
    expect(Date.parse(deleteAt) - askedAt).toBeGreaterThanOrEqual(48 * HOUR);
    expect(Date.parse(deleteAt) - askedAt).toBeLessThan(48 * HOUR + 5_000);

    const queued = await t.database.db
      .select({ channel: messages.channel, recipient: messages.recipient })
      .from(messages)
      .where(eq(messages.kind, 'account_deletion_scheduled'));
    expect(queued.filter((row) => [booker.user.email, phone].includes(row.recipient)).map((row) => row.channel).sort()).toEqual(['email', 'sms', 'whatsapp']);
    const mail = mailTo(await t.outbox(), booker.user.email);
    expect(mail.subject).toBe('Your GymSlot account will be deleted on Wed, 12 Jun 2030');
    expect(mail.text).toContain('It will be deleted on Wed, 12 Jun 2030 at 10:00 AM IST.');
    expect(mail.text).toContain('http://localhost:3000/account');
    const texts = (await outboxTexts(t)).filter((text) => text.to === phone);
    expect(texts.map((text) => text.channel).sort()).toEqual(['sms', 'whatsapp']);
    expect(texts[0]?.text).toContain('GymSlot: your account will be deleted on Wed, 12 Jun 2030 10:00 AM IST.');

    const requestedAt = new Date(Date.parse(deleteAt) - 48 * HOUR).toISOString();
    expect((await deletion('GET', booker.headers)).json()).toEqual({ success: true, deletion: { requestedAt, deleteAt } });

    // Asking again keeps the time and sends nothing more.
    t.clock.advance(HOUR);
    const again = await deletion('POST', booker.headers, { confirm: 'DELETE' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ deleteAt });
    expect(await t.database.db.select().from(messages).where(and(eq(messages.kind, 'account_deletion_scheduled'), eq(messages.recipient, phone)))).toHaveLength(2);
  });

  it('is cancelled by DELETE, and a second cancel is harmless', async () => {
    const booker = await quickBooker(t);
    expect((await deletion('POST', booker.headers, { confirm: 'DELETE' })).statusCode).toBe(202);
    for (let i = 0; i < 2; i += 1) {
      const res = await deletion('DELETE', booker.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Your account will not be deleted.' });
    }
    expect((await deletion('GET', booker.headers)).json()).toEqual({ success: true, deletion: null });
    const [row] = await t.database.db.select({ deleteAt: users.deleteAt }).from(users).where(eq(users.id, booker.user.id));
    expect(row?.deleteAt).toBeNull();
  });

  it('writes the message in Hindi when the person asks in Hindi', async () => {
    const booker = await quickBooker(t, { name: 'Sunita Devi' });
    const res = await deletion('POST', { ...booker.headers, cookie: `${booker.headers.cookie}; lang=hi` }, { confirm: 'DELETE' });
    expect(res.statusCode).toBe(202);
    const mail = mailTo(await t.outbox(), booker.user.email);
    expect(mail.subject).toBe('आपका GymSlot खाता बुध, 12 जून 2030 को हटा दिया जाएगा');
    expect(mail.text).toContain('नमस्ते Sunita Devi');
  });

  it.each<[string, unknown]>([
    ['a wrong word', { confirm: 'delete' }],
    ['no confirmation', {}],
    ['no body', undefined],
  ])('refuses %s with a clear 400 and schedules nothing', async (_case, payload) => {
    const booker = await quickBooker(t);
    const res = await deletion('POST', booker.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'To delete your account, type DELETE in capital letters.' });
    expect((await deletion('GET', booker.headers)).json()).toEqual({ success: true, deletion: null });
  });

  it.each(['gym_owner', 'admin'] as const)('sends a %s to support with a 409', async (role) => {
    const staff = await signedInAs(t, await createUser(t.database.db, { role, name: 'Staff Person' }));
    const res = await deletion('POST', staff.headers, { confirm: 'DELETE' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: "Ask GymSlot support to close a gym owner's account.",
      error: "Ask GymSlot support to close a gym owner's account.",
      code: 'ownerAccountDeletion',
    });
    expect((await deletion('GET', staff.headers)).json()).toEqual({ success: true, deletion: null });
  });

  it('needs a session', async () => {
    expect((await deletion('POST', { origin: t.config.publicOrigin }, { confirm: 'DELETE' })).statusCode).toBe(401);
    expect((await deletion('GET', {})).statusCode).toBe(401);
    expect((await deletion('DELETE', { origin: t.config.publicOrigin })).statusCode).toBe(401);
  });
});
