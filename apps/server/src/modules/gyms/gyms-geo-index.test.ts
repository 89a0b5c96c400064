import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { createUser } from '../../db/seed/factories.js';
import { selectPublicWithinRadius } from './gyms.repository.js';

// The distance search must stay an index search: 5,000 gyms spread over India, then the plan of
// the very query the nearby endpoint runs.
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const owner = await createUser(db, { role: 'gym_owner' });
  await db.execute(sql`
    insert into gyms (id, owner_id, name, address, city, state, pincode, latitude, longitude,
                      price_per_hour_paise, capacity, contact_number, email, owner_phone_number)
    select lpad(to_hex(n), 24, '0'), ${owner.id}, 'Gym ' || n, 'Somewhere', 'City ' || (n % 50), 'State', '400001',
           8 + (n * 7919 % 2800) / 100.0, 68 + (n * 104729 % 2900) / 100.0, 19900, 20, '9800000000',
           'gym' || n || '@example.com', '9800000001'
    from generate_series(1, 5000) as n`);
  await db.execute(sql`analyze gyms`);
});

afterAll(async () => {
  await database.close();
});

describe('gyms_earth_idx', () => {
  it('serves the nearby query', async () => {
    const query = selectPublicWithinRadius(database.db, {
      latitude: 19.076,
      longitude: 72.8777,
      radiusMeters: 5000,
      sortBy: 'distance',
      limit: 101,
    });
    const plan = rowsOf<{ 'QUERY PLAN': string }>(await database.db.execute(sql`explain ${query}`))
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('gyms_earth_idx');
  });
});
