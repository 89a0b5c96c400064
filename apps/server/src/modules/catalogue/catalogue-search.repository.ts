import { sql, type SQL } from 'drizzle-orm';
import type { NearbySort } from '@gymslot/shared/gym-schemas';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { gyms } from '../../db/schema/gyms.js';
import { findPublicGymsWhere, isPublic, type PublicGymRows } from './catalogue.repository.js';
import { TYPO_MIN_LETTERS } from './search-words.js';

// The public catalogue's searches and lists (G1–G4, G7–G9), each answered from an index of
// migration 0030 (or 0001's newest-first one), never by reading every gym, and each in one
// statement with the gyms' views.

/** Gyms a typo search looks at, at most: enough for any real typo, a bound on what one search costs. */
const TYPO_CANDIDATES = 500;

export interface GymFilter {
  /** Words as searchWords() splits them; a gym must match every one. */
  words?: readonly string[] | undefined;
  minPricePaise?: number | undefined;
  maxPricePaise?: number | undefined;
  minRating?: number | undefined;
  /** Lower-case names; a gym must list every one of them. */
  amenities?: readonly string[];
}

export interface RadiusQuery extends GymFilter {
  latitude: number;
  longitude: number;
  radiusMeters: number;
  sortBy: NearbySort;
}

const folded = (word: string) => sql`gymslot_fold(${word})`;

/** The word inside the gym's text, literally (the pattern's parts are folded, never wildcards: search-words.ts). */
const contains = (word: string) => sql`search_text like '%' || ${folded(word)} || '%'`;

const takesTypo = (word: string) => [...word].length >= TYPO_MIN_LETTERS;

/**
 * The word inside the text, or one typo away from one of the text's words of five letters or
 * more: the trigram index finds the similar gyms (`<%`, at the session's word-similarity threshold,
 * db/session-settings.ts) and gymslot_has_near_word() keeps those with a word truly one edit away.
 */
function containsOrNear(word: string): SQL {
  if (!takesTypo(word)) return contains(word);
  return sql`(${contains(word)} or (${folded(word)} <% search_text and gymslot_has_near_word(${folded(word)}, search_text)))`;
}

/** What the trigram index offers as near: checked exactly once the candidates are bounded. */
const maybeNear = (word: string) => (takesTypo(word) ? sql`(${contains(word)} or ${folded(word)} <% search_text)` : contains(word));

const every = (conditions: SQL[]) => sql.join(conditions, sql` and `);

function filterConditions(filter: GymFilter, match: (word: string) => SQL): SQL[] {
  const conditions = [isPublic, ...(filter.words ?? []).map(match)];
  if (filter.minPricePaise !== undefined) conditions.push(sql`price_per_hour_paise >= ${filter.minPricePaise}`);
  if (filter.maxPricePaise !== undefined) conditions.push(sql`price_per_hour_paise <= ${filter.maxPricePaise}`);
  if (filter.minRating !== undefined) conditions.push(sql`average_rating >= ${filter.minRating}::real`);
  if (filter.amenities !== undefined && filter.amenities.length > 0) {
    conditions.push(sql`${sql.param([...filter.amenities])}::text[] <@ array(select lower(btrim(listed)) from unnest(amenities) as listed)`);
  }
  return conditions;
}

/** The name comes before ' ~ ' in search_text (migration 0030). */
const nameHasEvery = (words: readonly string[]) =>
  every(words.map((word) => sql`strpos(split_part(search_text, ' ~ ', 1), ${folded(word)}) > 0`));

/** A→Z as gyms_public_name_idx keeps them, so a list of common words reads the index in order and stops early. */
const byName = sql`lower(${gyms.name}) collate "C", ${gyms.id} collate "C"`;

/**
 * Gyms with every word, best first (§8.14): those whose name holds every word as typed, then those
 * with every word somewhere as typed, then those with a typo, the most alike first; A→Z within each.
 * Each group is asked for only while the ones before leave room under `limit`.
 */
export async function findMatching(db: Executor, words: readonly string[], limit: number): Promise<PublicGymRows> {
  const inName = await findPublicGymsWhere(db, { where: every([...filterConditions({ words }, contains), nameHasEvery(words)]), orderBy: byName, limit });
  if (inName.gyms.length >= limit) return inName;
  const elsewhere = await findPublicGymsWhere(db, {
    where: every([...filterConditions({ words }, contains), sql`not (${nameHasEvery(words)})`]),
    orderBy: byName,
    limit: limit - inName.gyms.length,
  });
  const exact = { version: inName.version, gyms: [...inName.gyms, ...elsewhere.gyms] };
  if (exact.gyms.length >= limit || !words.some(takesTypo)) return exact;
  const likeness = sql.join(words.map((word) => sql`word_similarity(${folded(word)}, search_text)`), sql` + `);
  const near = await db.execute(sql`
    select id from (
      select id, name, search_text from gyms
      where ${every(filterConditions({ words }, maybeNear))} and not (${every(words.map(contains))})
      limit ${TYPO_CANDIDATES}
    ) as candidates
    where ${every(words.map(containsOrNear))}
    order by ${likeness} desc, lower(name) collate "C", id collate "C"
    limit ${limit - exact.gyms.length}`);
  const nearIds = rowsOf<{ id: string }>(near).map((row) => row.id);
  if (nearIds.length === 0) return exact;
  const nearGyms = await findPublicGymsWhere(db, { where: sql`${gyms.id} = any(${sql.param(nearIds)}::text[])`, limit: nearIds.length });
  const byId = new Map(nearGyms.gyms.map((gym) => [gym.row.id, gym]));
  return { version: exact.version, gyms: [...exact.gyms, ...nearIds.flatMap((id) => byId.get(id) ?? [])] };
}

const radiusOrder: Record<NearbySort, SQL> = {
  distance: sql``,
  price_low: sql`price_per_hour_paise,`,
  price_high: sql`price_per_hour_paise desc,`,
  rating: sql`average_rating desc, total_ratings desc,`,
  name: sql`lower(name) collate "C",`,
};

/** Every public gym within a great-circle radius that passes the filter, in the asked order, then nearest first. */
export async function findWithinRadius(db: Executor, query: RadiusQuery, limit: number): Promise<PublicGymRows> {
  // gymslot_earth_point() is ll_to_earth() as a plain cube; earth_point holds each gym's, indexed by
  // gyms_public_earth_idx (migration 0030). earth_box() and earth_distance() are written out as the
  // extension defines them.
  const origin = sql`gymslot_earth_point(${query.latitude}::float8, ${query.longitude}::float8)`;
  const point = sql`earth_point`;
  const distance = sql`sec_to_gc(cube_distance(${origin}, ${point}))`;
  return findPublicGymsWhere(db, {
    where: every([
      ...filterConditions(query, containsOrNear),
      sql`cube_enlarge(${origin}, gc_to_sec(${query.radiusMeters}::float8), 3) @> ${point}`,
      sql`${distance} <= ${query.radiusMeters}::float8`,
    ]),
    distance,
    orderBy: sql`${radiusOrder[query.sortBy]} ${distance}, ${gyms.id} collate "C"`,
    limit,
  });
}

/** G2: newest first (gyms_public_created_idx). */
export function findNewest(db: Executor, limit: number): Promise<PublicGymRows> {
  return findPublicGymsWhere(db, { where: isPublic, orderBy: sql`${gyms.createdAt} desc, ${gyms.id}`, limit });
}

/** G4: one city's gyms A→Z, the city told apart without regard to case (gyms_public_city_name_idx). */
export function findInCity(db: Executor, city: string, limit: number): Promise<PublicGymRows> {
  return findPublicGymsWhere(db, { where: sql`${isPublic} and lower(${gyms.city}) = lower(${city})`, orderBy: byName, limit });
}

export interface CitySpelling {
  cityKey: string;
  spelling: string;
  gyms: number;
  weightedRatings: number;
  ratings: number;
}

/** The city figures migration 0030's trigger keeps: one row per spelling of each city. */
export async function findCitySpellings(db: Executor): Promise<CitySpelling[]> {
  const result = await db.execute(sql`
    select city_key as "cityKey", spelling, gyms, weighted_ratings as "weightedRatings", ratings::float8 as ratings
    from catalogue_city_spellings where gyms > 0`);
  return rowsOf<CitySpelling>(result).map((row) => ({ ...row, gyms: Number(row.gyms), weightedRatings: Number(row.weightedRatings), ratings: Number(row.ratings) }));
}

export interface AmenitySpelling {
  amenityKey: string;
  spelling: string;
  uses: number;
  /** Gyms listing the amenity in any spelling. */
  gyms: number;
}

/** The amenity figures the same trigger keeps. */
export async function findAmenitySpellings(db: Executor): Promise<AmenitySpelling[]> {
  const result = await db.execute(sql`
    select s.amenity_key as "amenityKey", s.spelling, s.uses, g.gyms
    from catalogue_amenity_spellings s join catalogue_amenity_gyms g using (amenity_key)
    where s.uses > 0 and g.gyms > 0`);
  return rowsOf<AmenitySpelling>(result).map((row) => ({ ...row, uses: Number(row.uses), gyms: Number(row.gyms) }));
}
