import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema/auth-tokens.js';
import { createVerifiedAccount, nextIp } from '../../../test/auth-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import { createAuthService } from './auth.service.js';
import { createSessionService } from './sessions.service.js';

// Finding 6 of the security test: the reply to forget-password must not wait for anything that
// depends on whether the address has an account. Proven by the steps taken, not by a stopwatch.

const t = useTestApp();

/** Records what the service asks of the mailer; queued mails are composed only when the test says so. */
function recordingMailer() {
  const steps: string[] = [];
  const queued: (() => Promise<MailMessage | undefined>)[] = [];
  const mailer: Mailer = {
    async send(message) {
      steps.push(`send to ${message.to}`);
    },
    queue(compose) {
      steps.push('queue');
      queued.push(compose);
    },
    idle: async () => undefined,
  };
  return { mailer, steps, queued };
}

async function tokenRows(): Promise<number> {
  const [row] = await t.database.db.select({ rows: count() }).from(authTokens);
  return row?.rows ?? 0;
}

describe('forget-password before its reply', () => {
  it('takes the same steps for a known and an unknown address: the account is looked up only after', async () => {
    const account = await createVerifiedAccount(t);
    const deps = { config: t.config, database: t.database, clock: t.clock, paymentProvider: t.paymentProvider };
    const sessions = createSessionService(t.database.db, t.clock);
    const known = recordingMailer();
    const unknown = recordingMailer();
    const rowsBefore = await tokenRows();

    await createAuthService({ ...deps, mailer: known.mailer }, sessions).requestPasswordReset(account.email, nextIp(), 'en');
    await createAuthService({ ...deps, mailer: unknown.mailer }, sessions).requestPasswordReset('nobody-at-all@example.com', nextIp(), 'en');

    expect(known.steps).toEqual(['queue']);
    expect(unknown.steps).toEqual(['queue']);
    expect(await tokenRows()).toBe(rowsBefore);

    const [knownMail] = await Promise.all(known.queued.map((compose) => compose()));
    const [unknownMail] = await Promise.all(unknown.queued.map((compose) => compose()));
    expect(knownMail?.to).toBe(account.email);
    expect(knownMail?.text).toContain('http://localhost:3000/reset-password/');
    expect(unknownMail).toBeUndefined();
    expect(await tokenRows()).toBe(rowsBefore + 1);
  });
});
