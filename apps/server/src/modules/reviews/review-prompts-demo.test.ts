import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';
import { seedDemoDataOnce } from '../../cli/demo-seed/seed-demo.js';
import { createLocalMediaStore } from '../media/local-media-store.js';
import { sendReviewPrompts } from './send-review-prompts.js';

// The bug of issue 25: a fresh `npm start` mailed 'Rate your visit' for every checked-in visit the
// demo seed makes, about 14,000 mails. The seed's visits are marked, and the round leaves them be.
const t = useTestApp();
let mediaDir: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'gymslot-seed-'));
  await seedDemoDataOnce(t.database.db, { media: createLocalMediaStore(mediaDir), now: t.clock.now() });
});

afterAll(async () => {
  await rm(mediaDir, { recursive: true, force: true });
});

async function bookingCounts(): Promise<{ all: number; seeded: number }> {
  const [row] = rowsOf<{ all: number; seeded: number }>(
    await t.database.db.execute(sql`select count(*)::int as "all", (count(*) filter (where seeded))::int as seeded from bookings`),
  );
  return row ?? { all: 0, seeded: 0 };
}

describe("the demo seed's visits", () => {
  it('are all marked as seeded', async () => {
    const counts = await bookingCounts();
    expect(counts.all).toBeGreaterThan(1000);
    expect(counts.seeded).toBe(counts.all);
  });

  it("get no 'Rate your visit' mail, though many of them ended in the last two days", async () => {
    t.clock.advance(60 * 60_000);
    expect(await sendReviewPrompts({ config: t.config, database: t.database, clock: t.clock, outbox: t.messages })).toEqual({ reviewPromptsSent: 0 });
    expect(await t.outbox()).toEqual([]);
  });

  it('are recognised by the migration in a database seeded before the column existed', async () => {
    await t.database.db.execute(sql`update bookings set seeded = false`);
    const migration = readFileSync(new URL('../../db/migrations/0026_review_prompts_and_preferences.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE "bookings"'));
    await t.database.db.execute(sql.raw(backfill ?? 'select 1'));
    const counts = await bookingCounts();
    expect(counts.seeded).toBe(counts.all);
  });
});
