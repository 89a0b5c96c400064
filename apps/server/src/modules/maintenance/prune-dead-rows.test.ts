import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { authTokens } from '../../db/schema/auth-tokens.js';
import { phoneCodes } from '../../db/schema/phone-codes.js';
import { rateLimits } from '../../db/schema/rate-limits.js';
import { sessions } from '../../db/schema/sessions.js';
import { createUser } from '../../db/factories.js';
import { newId } from '../../lib/ids.js';
import { createAppMetrics } from '../metrics/app-metrics.js';
import { SENT_KEPT_MS } from '../messages/message-outbox.js';
import { AUTH_TOKEN_GRACE_MS, pruneDeadRows } from './prune-dead-rows.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

let userId: string;
const t = useTestApp();
beforeAll(async () => {
  userId = (await createUser(t.database.db)).id;
});

/** An instant `ms` from the test clock's now (negative: in the past). */
const fromNow = (ms: number) => new Date(t.clock.now().getTime() + ms);

async function addSession(expiresInMs: number): Promise<string> {
  const id = newId();
  await t.database.db.insert(sessions).values({ id, userId, createdAt: fromNow(expiresInMs - DAY_MS), expiresAt: fromNow(expiresInMs) });
  return id;
}

async function addToken(expiresInMs: number, usedAgoMs?: number): Promise<string> {
  const id = newId();
  const usedAt = usedAgoMs === undefined ? null : fromNow(-usedAgoMs);
  await t.database.db
    .insert(authTokens)
    .values({ id, userId, purpose: 'reset_password', createdAt: fromNow(expiresInMs - DAY_MS), expiresAt: fromNow(expiresInMs), usedAt });
  return id;
}

async function addCounter(startedAgoMs: number): Promise<string> {
  const key = `test:${newId()}`;
  await t.database.db.insert(rateLimits).values({ key, windowStartedAt: fromNow(-startedAgoMs), hits: 3 });
  return key;
}

async function addPhoneCode(expiresInMs: number): Promise<string> {
  const phone = `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await t.database.db.insert(phoneCodes).values({ phone, codeHash: 'ab', expiresAt: fromNow(expiresInMs), createdAt: fromNow(-MINUTE_MS) });
  return phone;
}

const codePhones = async () => (await t.database.db.select({ phone: phoneCodes.phone }).from(phoneCodes)).map((row) => row.phone);
const sessionIds = async () => (await t.database.db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);
const tokenIds = async () => (await t.database.db.select({ id: authTokens.id }).from(authTokens)).map((row) => row.id);
const counterKeys = async () => (await t.database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);

describe('pruneDeadRows', () => {
  it('deletes expired sessions, links spent past the grace period and finished counters; keeps the rest', async () => {
    const liveSession = await addSession(HOUR_MS);
    await addSession(-MINUTE_MS); // dead
    const unusedLink = await addToken(HOUR_MS);
    const usedThisWeek = await addToken(-6 * DAY_MS, 6 * DAY_MS + 30 * MINUTE_MS);
    const expiredThisWeek = await addToken(-6 * DAY_MS);
    // Dead: an owner invitation (7 days to live) used over a week ago, and a link never used.
    await addToken(-DAY_MS, AUTH_TOKEN_GRACE_MS + HOUR_MS);
    await addToken(-AUTH_TOKEN_GRACE_MS - HOUR_MS);
    const counterInWindow = await addCounter(5 * MINUTE_MS);
    // Past every rule's window (an hour at most) but not yet past the longest one allowed.
    const counterOfToday = await addCounter(3 * HOUR_MS);
    await addCounter(DAY_MS + MINUTE_MS); // dead
    // A sign-in code still valid, and one that ran out.
    const liveCode = await addPhoneCode(4 * MINUTE_MS);
    await addPhoneCode(-MINUTE_MS); // dead
    // Two mails sent just now, and one waiting for a key that is never released.
    const mail = (to: string) => ({ to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
    await t.messages.enqueue(t.database.db, { channel: 'email', kind: 'test', mail: mail('a@example.com') });
    await t.messages.enqueue(t.database.db, { channel: 'email', kind: 'test', mail: mail('b@example.com') });
    await t.messages.enqueue(t.database.db, { channel: 'email', kind: 'test', mail: mail('c@example.com'), waitsFor: 'never' });
    await t.outbox();

    const metrics = createAppMetrics();
    const deps = { database: t.database, clock: t.clock, outbox: t.messages };
    expect(await pruneDeadRows({ ...deps, metrics })).toEqual({ sessions: 1, authTokens: 2, rateLimits: 1, phoneCodes: 1, catalogueChanges: 0, messages: 0 });

    expect(await sessionIds()).toEqual([liveSession]);
    expect((await tokenIds()).sort()).toEqual([unusedLink, usedThisWeek, expiredThisWeek].sort());
    expect((await counterKeys()).sort()).toEqual([counterInWindow, counterOfToday].sort());
    expect(await codePhones()).toEqual([liveCode]);

    const text = await metrics.registry.metrics();
    expect(text).toContain('gymslot_rows_pruned_total{table="sessions"} 1');
    expect(text).toContain('gymslot_rows_pruned_total{table="auth_tokens"} 2');
    expect(text).toContain('gymslot_rows_pruned_total{table="rate_limits"} 1');

    // Time moves on: what was live dies in its turn, and a second round finds nothing more.
    t.clock.advance(AUTH_TOKEN_GRACE_MS + 2 * DAY_MS);
    expect(await pruneDeadRows(deps)).toEqual({ sessions: 1, authTokens: 3, rateLimits: 2, phoneCodes: 1, catalogueChanges: 0, messages: 1 });
    expect(await pruneDeadRows(deps)).toEqual({ sessions: 0, authTokens: 0, rateLimits: 0, phoneCodes: 0, catalogueChanges: 0, messages: 0 });
    // A sent message's record is kept for a month.
    t.clock.advance(SENT_KEPT_MS - AUTH_TOKEN_GRACE_MS);
    expect((await pruneDeadRows(deps)).messages).toBe(2);
  });

  it('works through a backlog in bounded batches, leaving the rest for the next rounds', async () => {
    const live = await addSession(HOUR_MS);
    for (let i = 0; i < 7; i += 1) await addSession(-MINUTE_MS);
    const deps = { database: t.database, clock: t.clock, outbox: t.messages };
    expect((await pruneDeadRows(deps, { batchSize: 2, maxBatches: 2 })).sessions).toBe(4);
    expect((await pruneDeadRows(deps, { batchSize: 2, maxBatches: 2 })).sessions).toBe(3);
    expect((await pruneDeadRows(deps, { batchSize: 2, maxBatches: 2 })).sessions).toBe(0);
    expect(await sessionIds()).toEqual([live]);
  });
});
