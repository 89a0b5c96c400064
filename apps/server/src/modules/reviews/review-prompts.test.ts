import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bookableGym, setClock, signedInAs } from '../../../test/booking-helpers.js';
import { mailTo } from '../../../test/mail-parts.js';
import { at, newPerson, promptsTo, visitOf } from '../../../test/review-prompt-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { reviews } from '../../db/schema/reviews.js';
import { rowsOf } from '../../db/rows.js';
import { newId } from '../../lib/ids.js';
import type { MessageOutbox } from '../messages/message-outbox.js';
import { createAppMetrics } from '../metrics/app-metrics.js';
import { sendReviewPrompts, type ReviewPromptDeps } from './send-review-prompts.js';

// The sweep reads every booking in the file's database, so each test moves the clock only forward
// and leaves no visit due: then each round's count is this test's own.
const t = useTestApp();
let gym: GymRow;

beforeAll(async () => {
  ({ gym } = await bookableGym(t.database.db, { name: 'Iron Temple' }));
});

function deps(overrides: Partial<ReviewPromptDeps> = {}): ReviewPromptDeps {
  return { config: t.config, database: t.database, clock: t.clock, outbox: t.messages, ...overrides };
}

/** Lock requests some transaction is waiting for (PostgreSQL): a second claim queued behind the first. */
async function waitingLocks(): Promise<number> {
  const waiting = await t.database.db.execute(sql`
    select count(*)::int as count from pg_locks l join pg_stat_activity a on a.pid = l.pid
    where not l.granted and a.datname = current_database()`);
  return rowsOf<{ count: number }>(waiting)[0]?.count ?? 0;
}

async function roundAt(instant: Date, overrides: Partial<ReviewPromptDeps> = {}): Promise<number> {
  setClock(t, instant);
  return (await sendReviewPrompts(deps(overrides))).reviewPromptsSent;
}

describe("the 'Rate your visit' mail (issue 15, §8.8)", () => {
  it('goes out once the slot has ended, once, with a link that opens the rating form', async () => {
    const user = await newPerson(t);
    const booking = await visitOf(t, gym, user, '2030-06-10', '06:00 PM');
    const metrics = createAppMetrics();

    expect(await roundAt(new Date(at('2030-06-10', '19:00').getTime() - 1000), { metrics })).toBe(0);
    expect(await roundAt(at('2030-06-10', '19:00'), { metrics })).toBe(1);
    expect(await roundAt(at('2030-06-11', '09:00'), { metrics })).toBe(0);
    expect(await promptsTo(t, user)).toHaveLength(1);

    const mail = mailTo(await t.outbox(), user.email);
    expect(mail.raw).toMatch(/^Subject: How was your workout at Iron Temple\?$/m);
    expect(mail.text).toContain('Hi Asha Rao,');
    expect(mail.text).toContain('Thanks for working out at Iron Temple on Mon, 10 Jun 2030.');
    expect(mail.text).toContain(`Rate your visit: ${t.config.publicUrl}/my-bookings?rate=${booking.id}`);
    expect(await metrics.registry.getSingleMetricAsString('gymslot_review_prompts_sent_total')).toMatch(/^gymslot_review_prompts_sent_total 1$/m);
  });

  it('skips a visit that was not checked in, was cancelled, or is already reviewed', async () => {
    const [notCheckedIn, cancelled, reviewed, checkedIn] = await Promise.all([1, 2, 3, 4].map(() => newPerson(t)));
    if (!notCheckedIn || !cancelled || !reviewed || !checkedIn) throw new Error('four people');
    await visitOf(t, gym, notCheckedIn, '2030-06-12', '07:00 AM', { isVerified: false, verifiedAt: null });
    // Checked in, then cancelled by an operator: only a confirmed booking is a visit to rate.
    await visitOf(t, gym, cancelled, '2030-06-12', '08:00 AM', { status: 'cancelled' });
    const reviewedVisit = await visitOf(t, gym, reviewed, '2030-06-12', '09:00 AM');
    await t.database.db.insert(reviews).values({ id: newId(), bookingId: reviewedVisit.id, gymId: gym.id, userId: reviewed.id, rating: 5 });
    await visitOf(t, gym, checkedIn, '2030-06-12', '10:00 AM');

    expect(await roundAt(at('2030-06-12', '23:00'))).toBe(1);
    expect(await promptsTo(t, checkedIn)).toHaveLength(1);
    for (const skipped of [notCheckedIn, cancelled, reviewed]) expect(await promptsTo(t, skipped)).toHaveLength(0);
  });

  it('mails only visits whose slot ended within the last two days', async () => {
    // Visits the round never reached (the server was down for days, say).
    const [recent, tooOld] = [await newPerson(t), await newPerson(t)];
    await visitOf(t, gym, recent, '2030-06-20', '08:00 AM');
    await visitOf(t, gym, tooOld, '2030-06-20', '07:00 AM');
    // A minute short of 48 hours after the 08:00 AM slot ended; the 07:00 AM one ended 59 minutes too long ago.
    expect(await roundAt(at('2030-06-22', '08:59'))).toBe(1);
    expect(await promptsTo(t, recent)).toHaveLength(1);
    expect(await promptsTo(t, tooOld)).toHaveLength(0);
  });

  it('sends one mail for two visits on two days, about the latest, and none for the older one the next day', async () => {
    const user = await newPerson(t);
    const older = await visitOf(t, gym, user, '2030-06-24', '08:00 PM');
    const latest = await visitOf(t, gym, user, '2030-06-25', '07:00 AM');

    expect(await roundAt(at('2030-06-25', '09:00'))).toBe(1);
    // The next day the older visit ended 35 hours ago, unreviewed: still no second mail.
    expect(await roundAt(at('2030-06-26', '08:00'))).toBe(0);
    const prompts = await promptsTo(t, user);
    expect(prompts).toHaveLength(1);
    const { text } = mailTo(prompts, user.email);
    expect(text).toContain(`rate=${latest.id}`);
    expect(text).not.toContain(older.id);
  });

  it('sends at most one a day: a visit that ends after the day’s mail waits for the next IST day', async () => {
    const user = await newPerson(t);
    await visitOf(t, gym, user, '2030-06-28', '07:00 AM');
    expect(await roundAt(at('2030-06-28', '09:00'))).toBe(1);
    const evening = await visitOf(t, gym, user, '2030-06-28', '06:00 PM');
    expect(await roundAt(at('2030-06-28', '20:00'))).toBe(0);
    expect(await roundAt(at('2030-06-28', '23:59'))).toBe(0);
    // 00:30 IST is still the 28th in UTC: the day is India's.
    expect(await roundAt(at('2030-06-29', '00:30'))).toBe(1);
    const prompts = await promptsTo(t, user);
    expect(prompts).toHaveLength(2);
    expect(mailTo(prompts, user.email).text).toContain(`rate=${evening.id}`);
  });

  it('never mails about a visit the demo seed made', async () => {
    const user = await newPerson(t);
    await visitOf(t, gym, user, '2030-07-01', '07:00 AM', { seeded: true });
    expect(await roundAt(at('2030-07-01', '09:00'))).toBe(0);
    expect(await promptsTo(t, user)).toHaveLength(0);
  });

  it('never mails someone who turned review prompts or e-mail off, nor later for those visits', async () => {
    const [noPrompts, noEmail] = [await newPerson(t), await newPerson(t)];
    await visitOf(t, gym, noPrompts, '2030-07-03', '07:00 AM');
    await visitOf(t, gym, noEmail, '2030-07-03', '07:00 AM');
    const put = async (user: typeof noPrompts, preferences: object) => {
      const res = await t.app.inject({ method: 'PUT', url: '/api/me/preferences', headers: (await signedInAs(t, user)).headers, payload: preferences });
      expect(res.statusCode).toBe(200);
    };
    const allOn = { channels: { email: true, whatsapp: false, sms: false }, marketing: false, reviewPrompts: true };
    await put(noPrompts, { ...allOn, reviewPrompts: false });
    await put(noEmail, { ...allOn, channels: { ...allOn.channels, email: false } });

    expect(await roundAt(at('2030-07-03', '09:00'))).toBe(0);
    await put(noPrompts, allOn);
    await put(noEmail, allOn);
    expect(await roundAt(at('2030-07-04', '09:00'))).toBe(0);
    expect(await promptsTo(t, noPrompts)).toHaveLength(0);
    expect(await promptsTo(t, noEmail)).toHaveLength(0);
  });

  it('sends one mail per person when two processes run the round at the same moment', async () => {
    const people = [];
    for (let i = 0; i < 10; i += 1) {
      const user = await newPerson(t);
      await visitOf(t, gym, user, '2030-07-22', '10:00 AM');
      await visitOf(t, gym, user, '2030-07-22', '11:00 AM');
      people.push(user);
    }
    // On PostgreSQL the second "process" has a pool of its own, as createSiblingApp's does. Its
    // clock runs an hour ahead, so it also sees the 11:00 AM visits due, which the first does not
    // settle: only the claim of the person's day keeps it from mailing them a second time.
    const sibling: DatabaseHandle | undefined = t.database.url ? await openDatabase({ databaseUrl: t.database.url, maxConnections: 4 }) : undefined;
    const hourAhead = { now: () => new Date(t.clock.now().getTime() + 3_600_000) };
    try {
      setClock(t, at('2030-07-22', '11:30'));
      const rounds = await Promise.all([
        sendReviewPrompts(deps()),
        sendReviewPrompts(deps({ database: sibling ?? t.database, clock: hourAhead })),
      ]);
      expect(rounds.reduce((sum, round) => sum + round.reviewPromptsSent, 0)).toBe(people.length);
      for (const user of people) expect(await promptsTo(t, user)).toHaveLength(1);
    } finally {
      await sibling?.close();
    }
  });
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'keeps to one a day when a second process prompts another visit of the same person mid-claim (PostgreSQL)',
    async () => {
      const user = await newPerson(t);
      await visitOf(t, gym, user, '2030-07-25', '10:00 AM');
      await visitOf(t, gym, user, '2030-07-25', '11:00 AM');
      const sibling = await openDatabase({ databaseUrl: t.database.url ?? '', maxConnections: 4 });
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let paused = () => undefined as void;
      const pausedInside = new Promise<void>((resolve) => (paused = resolve));
      // The first process stops inside its transaction once it has claimed the day and queued the mail.
      const pausingOutbox: MessageOutbox = {
        ...t.messages,
        enqueue: async (tx, message) => {
          const queued = await t.messages.enqueue(tx, message);
          paused();
          await released;
          return queued;
        },
      };
      try {
        setClock(t, at('2030-07-25', '11:30'));
        const first = sendReviewPrompts(deps({ outbox: pausingOutbox }));
        await pausedInside;
        // An hour later by its clock, the second sees the 11:00 AM visit due, which the first left alone.
        // Its claim of the person's day waits on the first one's row and then finds the day taken.
        const second = sendReviewPrompts(deps({ database: sibling, clock: { now: () => new Date(t.clock.now().getTime() + 3_600_000) } }));
        await vi.waitFor(async () => expect(await waitingLocks()).toBeGreaterThan(0));
        release();
        expect((await Promise.all([first, second])).map((round) => round.reviewPromptsSent)).toEqual([1, 0]);
        expect(await promptsTo(t, user)).toHaveLength(1);
      } finally {
        release();
        await sibling.close();
      }
    },
  );
});
