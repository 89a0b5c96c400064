import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { appSettings } from '../../db/schema/app-settings.js';
import type { MediaStore } from '../../modules/media/media-store.js';
import { demoAccounts } from './demo-accounts.js';
import { addDemoBusyHours } from './demo-busy-hours.js';
import { addDemoGyms } from './demo-gyms.js';
import { addDemoReviews } from './demo-reviews.js';
import { addDemoStaff } from './demo-staff.js';
import { addDemoUsers } from './demo-users.js';

export const DEMO_SEEDED_SETTING = 'demo_seeded_at';

// Any fixed number, different from the migration lock: every process takes it before seeding.
const DEMO_SEED_LOCK_KEY = 727_274_002;

/**
 * Seeds the demo accounts, cities and gyms once per database: the whole seed is one transaction
 * that records `demo_seeded_at`, and an advisory lock makes a second process wait and then find
 * that marker. Returns true when this call seeded, false when the data was already there.
 * Image files are copied into the media store (the disk or the bucket) inside the transaction; if
 * it rolls back they stay there unreferenced, which costs a few kilobytes and nothing else.
 */
export async function seedDemoDataOnce(db: Database, options: { media: MediaStore; now: Date }): Promise<boolean> {
  const { media } = options;
  return db.transaction(async (tx) => {
    // The wait for another process's seed lasts as long as that seed: the caller gives this a
    // connection without the request pool's statement timeout (start-server.ts), and this clears
    // one set on the database role too (docs/deploy.md), as the migration does.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_KEY})`);
    const [marker] = await tx.select().from(appSettings).where(eq(appSettings.key, DEMO_SEEDED_SETTING)).limit(1);
    if (marker) return false;
    const ownerIdsByEmail = await addDemoUsers(tx, options.now);
    const gyms = await addDemoGyms(tx, media, ownerIdsByEmail, options.now);
    await addDemoStaff(tx, gyms, ownerIdsByEmail, options.now);
    // The demo user: one checked-in visit of theirs is left to review.
    const visitorId = ownerIdsByEmail.get(demoAccounts.find((account) => account.role === 'user')?.email ?? '');
    if (!visitorId) throw new Error('The demo accounts have no user');
    await addDemoReviews(tx, gyms, visitorId, options.now);
    await addDemoBusyHours(tx, gyms, options.now);
    await tx.insert(appSettings).values({
      key: DEMO_SEEDED_SETTING,
      value: options.now.toISOString(),
      updatedAt: options.now,
    });
    return true;
  });
}
