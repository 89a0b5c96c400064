import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVALID_UNSUBSCRIBE_LINK } from '@gymslot/shared/preference-schemas';
import { bookableGym, setClock, signedInAs } from '../../../test/booking-helpers.js';
import { headerValue, mailTo } from '../../../test/mail-parts.js';
import { at, newPerson, promptsTo, visitOf } from '../../../test/review-prompt-helpers.js';
import { sameOrigin, useTestApp } from '../../../test/test-app.js';
import { consentRecords } from '../../db/schema/preferences.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { sendReviewPrompts } from './send-review-prompts.js';

// §8.8: every 'Rate your visit' mail carries a way to stop it, and the link does so in one click.
const t = useTestApp();
let gym: GymRow;
let user: Awaited<ReturnType<typeof newPerson>>;
let token: string;
let mail: ReturnType<typeof mailTo>;

const round = () => sendReviewPrompts({ config: t.config, database: t.database, clock: t.clock, outbox: t.messages });

beforeAll(async () => {
  ({ gym } = await bookableGym(t.database.db, { name: 'Iron Temple' }));
  user = await newPerson(t);
  await visitOf(t, gym, user, '2030-06-10', '06:00 PM');
  setClock(t, at('2030-06-10', '20:00'));
  await round();
  mail = mailTo(await t.outbox(), user.email);
  token = /\/api\/unsubscribe\/([A-Za-z0-9_-]+)>/.exec(headerValue(mail.raw, 'List-Unsubscribe'))?.[1] ?? '';
});

function unsubscribe(withToken: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `/api/unsubscribe/${withToken}`, headers });
}

async function reviewPromptsOn(): Promise<boolean> {
  const res = await t.app.inject({ method: 'GET', url: '/api/me/preferences', headers: (await signedInAs(t, user)).headers });
  return res.json<{ preferences: { reviewPrompts: boolean } }>().preferences.reviewPrompts;
}

const consents = () => t.database.db.select().from(consentRecords).where(eq(consentRecords.userId, user.id));

describe("stopping 'Rate your visit' from the mail", () => {
  it('carries the one-click headers and a line with the links to stop it and to the preferences', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{40}$/);
    expect(headerValue(mail.raw, 'List-Unsubscribe')).toBe(`<${t.config.publicUrl}/api/unsubscribe/${token}>`);
    expect(headerValue(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`Don't want these e-mails? Stop them here: ${t.config.publicUrl}/unsubscribe/${token}`);
    expect(mail.text).toContain(`Choose which messages you get: ${t.config.publicUrl}/account`);
    expect(mail.html).toContain(`href="${t.config.publicUrl}/unsubscribe/${token}"`);
  });

  it('changes nothing when the link is only opened: a GET has no route to act on', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/unsubscribe/${token}` });
    expect(res.statusCode).toBe(404);
    expect(await reviewPromptsOn()).toBe(true);
    expect(await consents()).toHaveLength(0);
  });

  it.each([
    ['altered', () => token.slice(0, 10) + (token[10] === 'x' ? 'y' : 'x') + token.slice(11)],
    ['cut short', () => token.slice(0, 30)],
    ['made up', () => 'A'.repeat(40)],
    ['far too long', () => 'A'.repeat(5000)],
  ])('refuses a link that was %s with a 400 that says so', async (_case, forged) => {
    const res = await unsubscribe(forged());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: INVALID_UNSUBSCRIBE_LINK });
    expect(await reviewPromptsOn()).toBe(true);
  });

  it("turns the prompts off in one click, as a mail app POSTs it (RFC 8058), without sign-in; again, it is the same", async () => {
    const oneClick = { 'content-type': 'application/x-www-form-urlencoded' };
    const first = await t.app.inject({ method: 'POST', url: `/api/unsubscribe/${token}`, headers: oneClick, payload: 'List-Unsubscribe=One-Click' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: "You will no longer get 'Rate your visit' e-mails." });
    expect(await reviewPromptsOn()).toBe(false);
    expect(await consents()).toMatchObject([{ purpose: 'review_prompts', granted: false, source: 'unsubscribe_link' }]);

    // The web page's button, from the same site: the same answer, and no second record.
    const again = await unsubscribe(token, sameOrigin);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await consents()).toHaveLength(1);
  });

  it('sends no more prompts afterwards', async () => {
    await visitOf(t, gym, user, '2030-06-12', '07:00 AM');
    setClock(t, at('2030-06-12', '09:00'));
    expect(await round()).toEqual({ reviewPromptsSent: 0 });
    expect(await promptsTo(t, user)).toHaveLength(1);
  });
});
