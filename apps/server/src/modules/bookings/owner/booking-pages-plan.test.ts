import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app.js';
import { rowsOf } from '../../../db/rows.js';
import { createGym, createUser } from '../../../db/factories.js';
import { pageKeysQuery, type BookingPageFilter } from './booking-pages.repository.js';

// The B5/B6 keyset pages read indexes in order, never sorting or scanning all bookings (decision 043).
// PostgreSQL only: PGlite's planner is the same, but the plan matters where the million bookings live.

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

const t = useTestApp();
let ownerGymIds: string[];

describe.skipIf(!process.env.TEST_DATABASE_URL)('the plan of a B5/B6 page (PostgreSQL)', () => {
  beforeAll(async () => {
    const db = t.database.db;
    const owner = await createUser(db, { role: 'gym_owner' });
    const others = await createUser(db, { role: 'gym_owner' });
    const customer = await createUser(db, {});
    ownerGymIds = [];
    for (let i = 0; i < 3; i += 1) ownerGymIds.push((await createGym(db, { ownerId: owner.id })).id);
    const otherGymIds: string[] = [];
    for (let i = 0; i < 40; i += 1) otherGymIds.push((await createGym(db, { ownerId: others.id })).id);
    const gymIds = [...ownerGymIds, ...otherGymIds];
    // 60,000 bookings over 5 days and 43 gyms (about 280 a gym a day, a busy gym's day), most paid, some checked in.
    await db.execute(sql`
      insert into bookings (id, user_id, gym_id, gym_owner_id, date, time_slot, starts_at, amount_paise, status, is_verified, payment_id, otp, paid_at, hold_expires_at, created_at)
      select 'd' || lpad(to_hex(n), 23, '0'), ${customer.id}, (string_to_array(${gymIds.join(",")}, ','))[1 + n % ${gymIds.length}], ${others.id},
             date '2031-01-01' + (n % 5), 'slot ' || n, timestamptz '2031-01-01 00:30+00' + (n % 5) * interval '1 day', 19900,
             case when n % 10 = 0 then 'held' else 'confirmed' end, n % 10 <> 0,
             case when n % 10 = 0 then null else 'pay_plan_' || n end, case when n % 10 = 0 then null else 100000 + n % 800000 end,
             case when n % 10 = 0 then null else timestamptz '2030-06-01 00:00+00' end,
             case when n % 10 = 0 then timestamptz '2030-06-01 00:15+00' else null end,
             timestamptz '2030-06-01 00:00+00' + n * interval '1 minute'
      from generate_series(1, 60000) as n`);
    await db.execute(sql`analyze bookings`);
  });

  async function planOf(filter: BookingPageFilter): Promise<PlanNode[]> {
    const [row] = rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(await t.database.db.execute(sql`explain (format json) ${pageKeysQuery(filter)}`));
    if (!row) throw new Error('EXPLAIN gave no plan');
    return nodesOf(row['QUERY PLAN'][0].Plan);
  }

  const after = { createdAt: '2030-06-20T00:00:00.000000Z', id: 'd'.padEnd(24, 'f') };

  /** Bookings scans reached from `node` without passing a Limit: what a Sort there would have to sort. */
  const unboundedScans = (node: PlanNode): PlanNode[] =>
    node['Node Type'] === 'Limit' ? [] : [...(node['Relation Name'] === 'bookings' ? [node] : []), ...(node.Plans ?? []).flatMap(unboundedScans)];

  /**
   * Every bookings read is an ordered scan of `index` that stops at the page's size, and nothing
   * sorts or scans all the matching bookings (a Sort of the per-gym pages' few rows is fine).
   */
  function expectBoundedIndexScans(nodes: PlanNode[], ...indexes: string[]): void {
    const scans = nodes.filter((node) => node['Relation Name'] === 'bookings');
    expect(scans.length).toBeGreaterThan(0);
    for (const scan of scans) {
      expect(scan['Node Type']).toMatch(/^Index (Only )?Scan$/);
      expect(indexes).toContain(scan['Index Name']);
    }
    expect(nodes.filter((node) => node['Node Type'].includes('Seq Scan'))).toEqual([]);
    for (const sort of nodes.filter((node) => node['Node Type'].includes('Sort'))) expect(unboundedScans(sort)).toEqual([]);
  }

  it("reads an owner's date page, after a cursor, gym by gym from the index, reading at most a page per gym", async () => {
    const nodes = await planOf({ gymIds: ownerGymIds, date: '2031-01-03', after, limit: 51 });
    expectBoundedIndexScans(nodes, 'bookings_paid_gym_date_created_idx');
    expect(nodes.filter((node) => node['Relation Name'] === 'bookings')).toHaveLength(1);
    expect(nodes.map((node) => node['Node Type'])).toContain('Nested Loop');
  });

  it("reads an owner's pages without a date from the per-gym index", async () => {
    expectBoundedIndexScans(await planOf({ gymIds: ownerGymIds, after, limit: 51 }), 'bookings_paid_gym_created_idx');
  });

  it("reads an admin's date page and unfiltered page from the all-gyms indexes", async () => {
    // With only five days of bookings, newest first through all of them finds a date's page as soon.
    expectBoundedIndexScans(await planOf({ date: '2031-01-03', after, limit: 51 }), 'bookings_paid_date_created_idx', 'bookings_paid_created_idx');
    expectBoundedIndexScans(await planOf({ after, limit: 51 }), 'bookings_paid_created_idx');
  });
});
