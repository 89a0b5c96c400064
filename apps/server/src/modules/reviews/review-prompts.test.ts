import { istInstant } from '@gymslot/shared/ist-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookableGym, setClock } from '../../../test/booking-helpers.js';
import { insertBookingRow } from '../../../test/booking-rows.js';
import { mailTo } from '../../../test/mail-parts.js';
import { useTestApp } from '../../../test/test-app.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import type { BookingRow, NewBookingRow } from '../../db/schema/bookings.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { reviews } from '../../db/schema/reviews.js';
import type { UserRow } from '../../db/schema/users.js';
import { createUser } from '../../db/seed/factories.js';
import { newId } from '../../lib/ids.js';
import { createAppMetrics } from '../metrics/app-metrics.js';
import { sendReviewPrompts, type ReviewPromptDeps } from './send-review-prompts.js';

// The sweep reads every booking in the file's database, so each test moves the clock only forward
// and leaves no visit due: then each round's count is this test's own.
const t = useTestApp();
const MINUTE = 60_000;
const errors: unknown[] = [];
let gym: GymRow;

beforeAll(async () => {
  ({ gym } = await bookableGym(t.database.db, { name: 'Iron Temple' }));
});

function deps(overrides: Partial<ReviewPromptDeps> = {}): ReviewPromptDeps {
  return { config: t.config, database: t.database, clock: t.clock, mailer: t.mailer, logger: { error: (e: unknown) => void errors.push(e) }, ...overrides };
}

/** An IST wall-clock time ('HH:MM', 24-hour) on an IST date, as an instant. */
function at(date: string, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return istInstant(date, hours * 60 + minutes);
}

/** A paid booking by a new person, checked in at the door unless the overrides say otherwise. */
async function visit(date: string, timeSlot: string, overrides: Partial<NewBookingRow> = {}): Promise<{ user: UserRow; booking: BookingRow }> {
  const user = await createUser(t.database.db, { name: 'Asha Rao' });
  const booking = await insertBookingRow(t.database.db, gym, user.id, {
    status: 'confirmed',
    date,
    timeSlot,
    isVerified: true,
    verifiedAt: new Date(),
    ...overrides,
  });
  return { user, booking };
}

async function promptsTo(user: UserRow): Promise<number> {
  const to = `to: ${user.email.toLowerCase()}`;
  const mails = await t.outbox();
  return mails.filter((eml) => {
    const lines = eml.split(/\r?\n/).map((line) => line.toLowerCase());
    return lines.includes(to) && lines.some((line) => line.startsWith('subject: how was your workout at'));
  }).length;
}

describe("the 'Rate your visit' mail (issue 15)", () => {
  it('goes out once the slot has ended, once, with a link that opens the rating form', async () => {
    const { user, booking } = await visit('2030-06-10', '06:00 PM');
    const metrics = createAppMetrics();

    setClock(t, new Date(at('2030-06-10', '19:00').getTime() - 1000));
    expect(await sendReviewPrompts(deps({ metrics }))).toEqual({ reviewPromptsSent: 0 });
    setClock(t, at('2030-06-10', '19:00'));
    expect(await sendReviewPrompts(deps({ metrics }))).toEqual({ reviewPromptsSent: 1 });
    setClock(t, at('2030-06-11', '09:00'));
    expect(await sendReviewPrompts(deps({ metrics }))).toEqual({ reviewPromptsSent: 0 });
    expect(await promptsTo(user)).toBe(1);

    const mail = mailTo(await t.outbox(), user.email);
    expect(mail.raw).toMatch(/^Subject: How was your workout at Iron Temple\?$/m);
    expect(mail.text).toContain('Hi Asha Rao,');
    expect(mail.text).toContain('Thanks for working out at Iron Temple on Mon, 10 Jun 2030.');
    expect(mail.text).toContain(`Rate your visit: ${t.config.publicUrl}/my-bookings?rate=${booking.id}`);
    expect(await metrics.registry.getSingleMetricAsString('gymslot_review_prompts_sent_total')).toMatch(/^gymslot_review_prompts_sent_total 1$/m);
  });

  it('skips a visit that was not checked in, was cancelled, or is already reviewed', async () => {
    const notCheckedIn = await visit('2030-06-12', '07:00 AM', { isVerified: false, verifiedAt: null });
    // Checked in, then cancelled by an operator: only a confirmed booking is a visit to rate.
    const cancelled = await visit('2030-06-12', '08:00 AM', { status: 'cancelled' });
    const reviewed = await visit('2030-06-12', '09:00 AM');
    await t.database.db.insert(reviews).values({ id: newId(), bookingId: reviewed.booking.id, gymId: gym.id, userId: reviewed.user.id, rating: 5 });
    const checkedIn = await visit('2030-06-12', '10:00 AM');

    setClock(t, at('2030-06-12', '23:00'));
    expect(await sendReviewPrompts(deps())).toEqual({ reviewPromptsSent: 1 });
    expect(await promptsTo(checkedIn.user)).toBe(1);
    for (const skipped of [notCheckedIn, cancelled, reviewed]) expect(await promptsTo(skipped.user)).toBe(0);
  });

  it('mails only visits still inside the review window, by the IST calendar', async () => {
    // Visits the mail never went out for (checked in before the feature shipped, say).
    const lastDay = await visit('2030-06-20', '11:00 PM');
    const tooOld = await visit('2030-06-19', '11:00 PM');
    // 00:30 IST on 20 July is still 19 July in UTC, where the 19 June visit would look 30 days old.
    setClock(t, at('2030-07-20', '00:30'));
    expect(await sendReviewPrompts(deps())).toEqual({ reviewPromptsSent: 1 });
    expect(await promptsTo(lastDay.user)).toBe(1);
    expect(await promptsTo(tooOld.user)).toBe(0);
  });

  it('tries again next round when the mail could not be sent', async () => {
    const { user } = await visit('2030-07-21', '07:00 AM');
    setClock(t, at('2030-07-21', '09:00'));
    const failing = { ...t.mailer, send: () => Promise.reject(new Error('SMTP is down')) };
    errors.length = 0;
    expect(await sendReviewPrompts(deps({ mailer: failing }))).toEqual({ reviewPromptsSent: 0 });
    expect(errors).toHaveLength(1);
    expect(await promptsTo(user)).toBe(0);

    setClock(t, new Date(t.clock.now().getTime() + MINUTE));
    expect(await sendReviewPrompts(deps())).toEqual({ reviewPromptsSent: 1 });
    expect(await promptsTo(user)).toBe(1);
  });

  it('sends each mail exactly once when two processes run the round at the same moment', async () => {
    const visits = [];
    for (const timeSlot of ['07:00 AM', '08:00 AM']) {
      for (let i = 0; i < 5; i += 1) visits.push(await visit('2030-07-22', timeSlot));
    }
    // On PostgreSQL the second "process" has a pool of its own, as createSiblingApp's does.
    const sibling: DatabaseHandle | undefined = t.database.url ? await openDatabase({ databaseUrl: t.database.url, maxConnections: 4 }) : undefined;
    try {
      setClock(t, at('2030-07-22', '12:00'));
      const rounds = await Promise.all([sendReviewPrompts(deps()), sendReviewPrompts(deps({ database: sibling ?? t.database }))]);
      expect(rounds.reduce((sum, round) => sum + round.reviewPromptsSent, 0)).toBe(visits.length);
      for (const { user } of visits) expect(await promptsTo(user)).toBe(1);
    } finally {
      await sibling?.close();
    }
  });
});
