import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';
import { createGym, createUser } from '../../db/factories.js';
import { peopleDueQuery } from './review-prompts.repository.js';
import { promptWindow } from './send-review-prompts.js';

// The round lists people from the prompts' partial index, over the window's two days only: never a
// scan of all bookings, however many the demo seed or the years leave behind (decision 050).

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

const t = useTestApp();
const now = new Date('2031-01-10T06:30:00Z');

describe.skipIf(!process.env.TEST_DATABASE_URL)("the plan of the 'Rate your visit' round (PostgreSQL)", () => {
  beforeAll(async () => {
    const db = t.database.db;
    const owner = await createUser(db, { role: 'gym_owner' });
    const gym = await createGym(db, { ownerId: owner.id });
    // 60,000 checked-in visits over 60 days: the seed's (inside the window too), settled ones, and a few due.
    await db.execute(sql`
      insert into bookings (id, user_id, gym_id, gym_owner_id, date, time_slot, starts_at, amount_paise, status, is_verified, payment_id, otp, paid_at, seeded, review_prompt_sent_at, created_at)
      select 'e' || lpad(to_hex(n), 23, '0'), ${owner.id}, ${gym.id}, ${owner.id}, date '2030-11-12' + (n % 60), 'slot ' || n,
             timestamptz '2030-11-12 00:30+00' + (n % 60) * interval '1 day', 19900, 'confirmed', true, 'pay_plan_' || n, 100000 + n % 800000,
             timestamptz '2030-11-01 00:00+00', n % 3 = 0, case when n % 3 = 1 then timestamptz '2030-12-01 00:00+00' end,
             timestamptz '2030-11-01 00:00+00'
      from generate_series(1, 60000) as n`);
    await db.execute(sql`analyze bookings`);
  });

  it('reads the partial index over the window, with no scan of all bookings', async () => {
    const [row] = rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      await t.database.db.execute(sql`explain (format json) ${peopleDueQuery(t.database.db, promptWindow(now), 50)}`),
    );
    const nodes = nodesOf(row?.['QUERY PLAN'][0].Plan ?? { 'Node Type': 'none' });
    expect(nodes.map((node) => node['Index Name'])).toContain('bookings_review_prompt_due_idx');
    expect(nodes.filter((node) => node['Relation Name'] === 'bookings' && node['Node Type'] === 'Seq Scan')).toEqual([]);
    expect(nodes.find((node) => node['Node Type'] === 'Limit')).toBeDefined();
  });
});
