import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

export interface CitySummary {
  /** The spelling most gyms use ("Pune" over "pune"); ties go to the capitalised one. */
  name: string;
  totalGyms: number;
  /** Every rating in the city weighs the same, so one gym with many reviews counts for more. */
  averageRating: number;
}

export interface AmenityCount {
  name: string;
  gymCount: number;
}

/** One entry per city of the public gyms, cities told apart without regard to case. */
export async function findPublicCitySummaries(db: Executor): Promise<CitySummary[]> {
  const result = await db.execute(sql`
    select mode() within group (order by city collate "C") as name,
           count(*)::int as "totalGyms",
           coalesce(sum(average_rating * total_ratings) / nullif(sum(total_ratings), 0), 0)::float8 as "averageRating"
    from gyms
    where is_active and is_approved
    group by lower(city)`);
  return rowsOf<CitySummary>(result).map((row) => ({
    name: row.name,
    totalGyms: Number(row.totalGyms),
    averageRating: Number(row.averageRating),
  }));
}

/**
 * Amenities of the public gyms, each once whatever its case, the most-listed first, then A→Z.
 * A gym that lists one amenity twice ("Wifi", "WiFi") counts once.
 */
export async function findPublicAmenityCounts(db: Executor): Promise<AmenityCount[]> {
  const result = await db.execute(sql`
    select mode() within group (order by trim(listed) collate "C") as name,
           count(distinct gyms.id)::int as "gymCount"
    from gyms cross join lateral unnest(gyms.amenities) as listed
    where gyms.is_active and gyms.is_approved and trim(listed) <> ''
    group by lower(trim(listed))
    order by "gymCount" desc, lower(trim(listed)) collate "C"`);
  return rowsOf<AmenityCount>(result).map((row) => ({ name: row.name, gymCount: Number(row.gymCount) }));
}
