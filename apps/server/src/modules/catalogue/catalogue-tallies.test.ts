import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gymMaker } from '../../../test/catalogue-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';
import { gyms } from '../../db/schema/gyms.js';

// The city and amenity figures are kept by a trigger as gyms change (migration 0030). Whatever the
// writes, they must equal a count made afresh over every public gym.
const t = useTestApp();

const kept = sql`
  select 'city' as kind, city_key as key, spelling, gyms::int as count, round(weighted_ratings::numeric, 3)::text as weighted, ratings::int as ratings
  from catalogue_city_spellings
  union all select 'amenity', amenity_key, spelling, uses, '', 0 from catalogue_amenity_spellings
  union all select 'amenity-gyms', amenity_key, '', gyms, '', 0 from catalogue_amenity_gyms
  order by 1, 2, 3`;

const recounted = sql`
  with public_gyms as (select * from gyms where is_active and is_approved),
  listed as (select id, btrim(written) as amenity from public_gyms, unnest(amenities) as written where btrim(written) <> '')
  select 'city' as kind, lower(city) as key, city as spelling, count(*)::int as count,
         round(sum(average_rating::float8 * total_ratings)::numeric, 3)::text as weighted, sum(total_ratings)::int as ratings
  from public_gyms group by 2, 3
  union all select 'amenity', lower(amenity), amenity, count(*)::int, '', 0 from listed group by 2, 3
  union all select 'amenity-gyms', lower(amenity), '', count(distinct id)::int, '', 0 from listed group by 2
  order by 1, 2, 3`;

const rows = async (query: typeof kept) => rowsOf<Record<string, unknown>>(await t.database.db.execute(query));

describe('the catalogue figures kept by trigger', () => {
  it('equal a fresh count after inserts, edits, hiding, deletes and ratings', async () => {
    const { db } = t.database;
    const { gym } = await gymMaker(db);
    const a = await gym({ city: 'Tallypur', amenities: ['Wifi', ' WiFi ', 'Sauna'] });
    const b = await gym({ city: 'tallypur', amenities: ['wifi'], averageRating: 4.5, totalRatings: 3 });
    const c = await gym({ city: 'Otherpur', amenities: ['', 'Pool'], isApproved: false });
    expect(await rows(kept)).toEqual(await rows(recounted));

    await db.update(gyms).set({ city: 'Otherpur', amenities: ['Pool'] }).where(eq(gyms.id, a.id));
    await db.update(gyms).set({ averageRating: 3.7, totalRatings: 4 }).where(eq(gyms.id, b.id));
    await db.update(gyms).set({ isApproved: true }).where(eq(gyms.id, c.id));
    expect(await rows(kept)).toEqual(await rows(recounted));

    await db.update(gyms).set({ isActive: false }).where(eq(gyms.id, b.id));
    await db.delete(gyms).where(eq(gyms.id, c.id));
    expect(await rows(kept)).toEqual(await rows(recounted));
    expect((await rows(kept)).some((row) => row.key === 'tallypur')).toBe(false);
  });
});
