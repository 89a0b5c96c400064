import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MONDAY_10_IST, setClock } from '../../../../test/booking-helpers.js';
import { signIn, type SignedIn } from '../../../../test/owner-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';
import { createGym, createUser } from '../../../db/factories.js';
import { rowsOf } from '../../../db/rows.js';
import { EXPORT_PAGE } from './managed-bookings.service.js';

// Issue 32 item 3: the export reads pages of EXPORT_PAGE rows over all of an owner's gyms at once.
// A file of several pages over several gyms must hold every booking once, in the lists' order.

const t = useTestApp();
let owner: SignedIn;
const GYMS = 3;
const ROWS = EXPORT_PAGE * 2 + 321;

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  owner = await signIn(t, 'gym_owner');
  const { db } = t.database;
  const customer = await createUser(db);
  const gymIds: string[] = [];
  for (let index = 0; index < GYMS; index += 1) gymIds.push((await createGym(db, { ownerId: owner.account.id })).id);
  // One a day per gym, so no two share a slot; many share a second of created_at, so pages end inside a tie.
  await db.execute(sql`
    insert into bookings (id, user_id, gym_id, gym_owner_id, date, time_slot, starts_at, amount_paise, status, is_verified, payment_id, otp, paid_at, created_at)
    select 'e' || lpad(to_hex(n), 23, '0'), ${customer.id}, (${sql.param(gymIds)}::text[])[1 + n % ${GYMS}], ${owner.account.id},
           date '2030-01-01' + n / ${GYMS}, '06:00 AM', timestamptz '2030-01-01 00:30+00' + (n / ${GYMS}) * interval '1 day', 19900,
           'confirmed', true, 'pay_pages_' || n, 100000 + n, timestamptz '2029-12-01 00:00+00',
           timestamptz '2029-12-01 00:00+00' + (n % 97) * interval '1 second' + (n % 3) * interval '1 microsecond'
    from generate_series(1, ${ROWS}) as n`);
});

describe('a CSV export of several pages over several gyms', () => {
  it('holds every booking once, newest first as the lists order them, across every page boundary', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bookings/all-bookings.csv', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    const ids = lines.slice(1, -1).map((line) => line.slice(0, 24));
    const expected = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id from bookings where gym_owner_id = ${owner.account.id} order by created_at desc, id desc`),
    ).map((row) => row.id);
    expect(expected).toHaveLength(ROWS);
    expect(ids).toEqual(expected);
  });
});
