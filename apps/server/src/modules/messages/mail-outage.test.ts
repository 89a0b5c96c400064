import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, register } from '../../../test/auth-helpers.js';
import { startFakeSmtp } from '../../../test/fake-smtp.js';
import { signIn, type SignedIn } from '../../../test/owner-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { messages } from '../../db/schema/messages.js';

// §8.8 against a mail server that refuses, hangs and comes back: sign-up answers at once, the mail
// is retried with backoff and goes out once when the server is back, and a message that still
// fails is listed for admins, who may queue it again.

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await smtp.close();
});
const t = useTestApp(() => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_TIMEOUT_MS: '300' }));

let admin: SignedIn;
beforeAll(async () => {
  admin = await signIn(t, 'admin');
});

const MINUTE = 60_000;

async function rowFor(email: string) {
  const [row] = await t.database.db.select().from(messages).where(eq(messages.recipient, email));
  if (!row) throw new Error(`No message to ${email}`);
  return row;
}

const deliveredTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

describe('sign-up while the mail server refuses, then comes back', () => {
  it('answers 201, retries with backoff, and delivers the verification mail once', async () => {
    smtp.setMode('refuse');
    const account = newAccount();
    expect((await register(t, account)).statusCode).toBe(201);

    expect(await t.messages.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const queued = await rowFor(account.email);
    expect(queued).toMatchObject({ status: 'queued', attempts: 1, kind: 'email_verification' });
    expect(queued.lastError).toMatch(/421|not accepting/);
    // Backoff: nothing is due until 30 s have passed.
    expect(await t.messages.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });

    smtp.setMode('up');
    t.clock.advance(MINUTE);
    expect(await t.messages.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [mail, ...more] = deliveredTo(account.email);
    expect(more).toHaveLength(0);
    expect(mail?.data).toContain('/verify-email/');
    // The outbox's id names the mail, so a repeat after a lost acknowledgement reads as the same one.
    expect(mail?.data).toContain(`Message-ID: <${queued.id}@localhost>`);
    const sent = await rowFor(account.email);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, payload: null, lastError: null });

    t.clock.advance(MINUTE);
    expect(await t.messages.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(deliveredTo(account.email)).toHaveLength(1);
  });
});

describe('a mail server that accepts the connection and never answers', () => {
  it('does not hold the sign-up, and the attempt gives up within its timeouts to be retried', async () => {
    smtp.setMode('hang');
    const account = newAccount();
    expect((await register(t, account)).statusCode).toBe(201);
    const round = t.messages.deliverDue();
    // Another sign-up meanwhile is answered: the delivery holds no transaction or connection.
    expect((await register(t, newAccount())).statusCode).toBe(201);
    expect((await round).retried).toBeGreaterThanOrEqual(1);
    expect((await rowFor(account.email)).lastError).toMatch(/ETIMEDOUT/);

    smtp.setMode('up');
    t.clock.advance(5 * MINUTE);
    await t.messages.deliverDue();
    expect(deliveredTo(account.email)).toHaveLength(1);
  });
});

describe('a message that keeps failing', () => {
  it('is retried for 24 hours, then failed and listed for admins, who may queue it again', async () => {
    smtp.setMode('refuse');
    const account = newAccount();
    expect((await register(t, account)).statusCode).toBe(201);
    await t.messages.deliverDue();
    // Well into the window it still waits for another try.
    t.clock.advance(23 * 60 * MINUTE);
    await t.messages.deliverDue();
    expect((await rowFor(account.email)).status).toBe('queued');
    t.clock.advance(61 * MINUTE);
    const round = await t.messages.deliverDue();
    expect(round.failed).toBeGreaterThanOrEqual(1);
    const failed = await rowFor(account.email);
    expect(failed.status).toBe('failed');
    const scraped = await t.metrics.registry.metrics();
    expect(scraped).toMatch(/gymslot_messages_total\{event="failed",channel="email"\} [1-9]/);
    expect(scraped).toMatch(/^gymslot_messages_failed [1-9]/m);
    expect(scraped).toMatch(/^gymslot_messages_oldest_queued_seconds \d/m);

    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/messages?status=failed', headers: admin.headers });
    expect(listed.statusCode).toBe(200);
    const entry = listed.json<{ messages: { _id: string; to: string; status: string; attempts: number; lastError?: string }[] }>().messages.find(
      (message) => message._id === failed.id,
    );
    expect(entry).toMatchObject({ to: `${account.email.slice(0, 2)}***@example.com`, status: 'failed', attempts: failed.attempts });
    expect(entry?.lastError).toMatch(/421/);
    expect(listed.body).not.toContain(account.email);

    smtp.setMode('up');
    const retried = await t.app.inject({ method: 'POST', url: `/api/admin/messages/${failed.id}/retry`, headers: admin.headers });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ success: true, message: { _id: failed.id, status: 'queued' } });
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/messages/${failed.id}/retry`, headers: admin.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Only a failed message can be retried.' });

    await t.messages.deliverDue();
    expect(deliveredTo(account.email)).toHaveLength(1);
    expect(await rowFor(account.email)).toMatchObject({ status: 'sent' });
  });

  it('fails at once when the mail server refuses the recipient itself', async () => {
    smtp.setMode('up');
    const account = newAccount();
    smtp.rejectRecipient(account.email);
    expect((await register(t, account)).statusCode).toBe(201);
    await t.messages.deliverDue();
    const row = await rowFor(account.email);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toContain('550');
    expect(row.lastError).not.toContain(account.email);
  });
});

describe('the admin messages calls', () => {
  it('are for admins only, and refuse a bad status, a bad cursor and an unknown message', async () => {
    const user = await signIn(t, 'user');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/messages' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers: user.headers })).statusCode).toBe(403);
    const retryAsUser = await t.app.inject({ method: 'POST', url: `/api/admin/messages/${'a'.repeat(24)}/retry`, headers: user.headers });
    expect(retryAsUser.statusCode).toBe(403);
    const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/admin/messages${query}`, headers: admin.headers });
    expect((await get('?status=lost')).statusCode).toBe(400);
    expect((await get('?cursor=bm9wZQ')).statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'POST', url: `/api/admin/messages/${'a'.repeat(24)}/retry`, headers: admin.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Message not found' });
  });

  it('page newest first with a cursor, with every message once', async () => {
    // More than a page of 50, some written in the same millisecond.
    for (let i = 0; i < 60; i += 1) {
      const mail = { to: `page${i}@example.com`, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };
      await t.messages.enqueue(t.database.db, { channel: 'email', kind: 'test', mail });
    }
    const seen: string[] = [];
    let pages = 0;
    let cursor: string | null = '';
    let previous = Infinity;
    while (cursor !== null) {
      const page: Awaited<ReturnType<typeof t.app.inject>> = await t.app.inject({ method: 'GET', url: `/api/admin/messages${cursor ? `?cursor=${cursor}` : ''}`, headers: admin.headers });
      expect(page.statusCode).toBe(200);
      const body: { messages: { _id: string; createdAt: string }[]; nextCursor: string | null } = page.json();
      for (const message of body.messages) {
        expect(Date.parse(message.createdAt)).toBeLessThanOrEqual(previous);
        previous = Date.parse(message.createdAt);
        seen.push(message._id);
      }
      cursor = body.nextCursor;
      pages += 1;
    }
    expect(pages).toBeGreaterThan(1);
    const all = await t.database.db.select({ id: messages.id }).from(messages);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(all.map((row) => row.id).sort());
  });
});
