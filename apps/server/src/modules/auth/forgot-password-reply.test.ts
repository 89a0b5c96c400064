import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema/auth-tokens.js';
import { messages } from '../../db/schema/messages.js';
import { createVerifiedAccount, nextIp } from '../../../test/auth-helpers.js';
import { useTestApp } from '../../../test/test-app.js';

// Finding 6 of the security test: the reply to forget-password must not wait for anything that
// depends on whether the address has an account. Proven by the rows written, not by a stopwatch.

const t = useTestApp();

async function tokenRows(): Promise<number> {
  const [row] = await t.database.db.select({ rows: count() }).from(authTokens);
  return row?.rows ?? 0;
}

/** What the request left in the outbox for `to`: kind, status and payload only. */
async function queuedFor(to: string) {
  return t.database.db
    .select({ kind: messages.kind, status: messages.status, payload: messages.payload })
    .from(messages)
    .where(and(eq(messages.recipient, to), eq(messages.kind, 'password_reset')));
}

describe('forget-password before its reply', () => {
  it('writes the same row for a known and an unknown address: the account is looked up only by the outbox', async () => {
    const account = await createVerifiedAccount(t);
    const unknown = 'nobody-at-all@example.com';
    await t.outbox();
    const rowsBefore = await tokenRows();

    for (const email of [account.email, unknown]) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forget-password',
        remoteAddress: nextIp(),
        payload: { email },
      });
      expect(reply.statusCode).toBe(200);
    }
    const deferred = { kind: 'password_reset', status: 'queued', payload: { compose: { language: 'en' } } };
    expect(await queuedFor(account.email)).toEqual([deferred]);
    expect(await queuedFor(unknown)).toEqual([deferred]);
    expect(await tokenRows()).toBe(rowsBefore);

    const mails = await t.outbox();
    expect(mails.filter((mail) => mail.includes(`To: ${account.email}`) && mail.includes('/reset-password/'))).toHaveLength(1);
    expect(mails.some((mail) => mail.includes(unknown))).toBe(false);
    // The unknown address leaves no trace; the known one's link is the only token made.
    expect(await queuedFor(unknown)).toEqual([]);
    expect(await queuedFor(account.email)).toEqual([{ kind: 'password_reset', status: 'sent', payload: null }]);
    expect(await tokenRows()).toBe(rowsBefore + 1);
  });
});
