-- The public catalogue answered from indexes instead of from a copy of every gym in each process
-- (issue 32, contract §8.14, docs/decisions/073). Every extension here ships with PGlite and with
-- PostgreSQL 15's contrib, and the database client loads them into PGlite before migrating.
-- pg_restore rebuilds indexes and generated columns with an empty search_path, so every function
-- they reach names its schema (public) all the way down.
create extension if not exists pg_trgm;
--> statement-breakpoint
create extension if not exists unaccent;
--> statement-breakpoint
create extension if not exists fuzzystrmatch;
--> statement-breakpoint
-- Lower case without accents. unaccent() is only stable (its dictionary could change); naming the
-- dictionary and marking the wrapper immutable is what lets an index and a generated column use it.
create or replace function gymslot_fold(value text) returns text
  language sql immutable parallel safe strict
  as $$ select lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
--> statement-breakpoint
-- Folded words, one space apart: white space and ASCII punctuation split words; any other
-- character (Devanagari included) is part of one. The server splits what people type the same way.
create or replace function gymslot_words(value text) returns text
  language sql immutable parallel safe strict
  as $$ select btrim(regexp_replace(public.gymslot_fold(value), '[[:space:]!-/:-@[-`{-~]+', ' ', 'g')) $$;
--> statement-breakpoint
-- What a text search looks through: the name's words, then ' ~ ' (never part of a word), then the
-- words of the address, the city and the amenities. Whatever precedes ' ~ ' is the name.
create or replace function gymslot_search_text(name text, address text, city text, amenities text[]) returns text
  language sql immutable parallel safe
  as $$ select public.gymslot_words(name) || ' ~ ' || public.gymslot_words(address || ' ' || city || ' ' || array_to_string(amenities, ' ')) $$;
--> statement-breakpoint
-- One typo: a word of the text of five letters or more within one insertion, deletion or
-- substitution of `word`. Only ever run on rows the trigram index already found similar.
create or replace function gymslot_has_near_word(word text, words text) returns boolean
  language sql immutable parallel safe strict
  as $$
    select exists (
      select 1 from unnest(string_to_array(words, ' ')) as candidate
      where length(candidate) >= 5 and abs(length(candidate) - length(word)) <= 1
        and public.levenshtein_less_equal(word, candidate, 1) <= 1)
  $$;
--> statement-breakpoint
alter table gyms add column search_text text generated always as (public.gymslot_search_text(name, address, city, amenities)) stored;
--> statement-breakpoint
create index gyms_search_trgm_idx on gyms using gin (search_text gin_trgm_ops) where is_active and is_approved;
--> statement-breakpoint
create index gyms_public_name_idx on gyms ((lower(name) collate "C"), id) where is_active and is_approved;
--> statement-breakpoint
create index gyms_public_city_name_idx on gyms (lower(city), (lower(name) collate "C"), id) where is_active and is_approved;
--> statement-breakpoint
-- A gym's point on earthdistance's sphere, as ll_to_earth() makes it, but as a plain cube: the
-- extension's own function and its earth domain's check call earth() without a schema, which is
-- why 0005 dropped the first index of this kind (decision 014). Distances: sec_to_gc(cube_distance()).
create or replace function gymslot_earth_point(latitude float8, longitude float8) returns public.cube
  language sql immutable parallel safe strict
  as $$
    select public.cube(public.cube(public.cube(public.earth() * cos(radians(latitude)) * cos(radians(longitude))),
                                   public.earth() * cos(radians(latitude)) * sin(radians(longitude))),
                       public.earth() * sin(radians(latitude)))
  $$;
--> statement-breakpoint
-- Stored, so a distance search neither works the trigonometry out again for each gym it looks at nor
-- matches the function's whole expression against an index's while it plans.
alter table gyms add column earth_point public.cube generated always as (public.gymslot_earth_point(latitude, longitude)) stored;
--> statement-breakpoint
create index gyms_public_earth_idx on gyms using gist (earth_point) where is_active and is_approved;
--> statement-breakpoint
-- The city and amenity figures of the public gyms (G1, G3, G7), kept by a trigger as gyms change,
-- so no reply counts every gym. One row per spelling: the most-written one names the city.
create table catalogue_city_spellings (
  city_key text not null,
  spelling text not null,
  gyms integer not null,
  weighted_ratings double precision not null,
  ratings bigint not null,
  primary key (city_key, spelling)
);
--> statement-breakpoint
create table catalogue_amenity_spellings (
  amenity_key text not null,
  spelling text not null,
  uses integer not null,
  primary key (amenity_key, spelling)
);
--> statement-breakpoint
-- A gym that lists one amenity twice ("Wifi", "WiFi") counts once here, though both spellings count above.
create table catalogue_amenity_gyms (
  amenity_key text primary key,
  gyms integer not null
);
--> statement-breakpoint
-- What one statement changed, as the public gyms it took away and those it added: each key is
-- written once per statement, so a bulk insert of 100k gyms touches each city's row once, not
-- 100k times (a row updated again and again in one transaction leaves a long chain of versions).
-- Keys are written in one order, so two statements changing the same cities cannot deadlock.
create type catalogue_tally_part as (city text, amenities text[], weighted_ratings float8, ratings integer);
--> statement-breakpoint
create or replace function tally_catalogue_delta(removed catalogue_tally_part[], added catalogue_tally_part[]) returns void language plpgsql as $$
begin
  with changes as (
    select -1 as sign, g.city, g.weighted_ratings as weighted, g.ratings from unnest(removed) as g
    union all
    select 1, g.city, g.weighted_ratings, g.ratings from unnest(added) as g
  )
  insert into catalogue_city_spellings as t (city_key, spelling, gyms, weighted_ratings, ratings)
    select lower(city), city, sum(sign), sum(sign * weighted), sum(sign * ratings) from changes group by city
    having sum(sign) <> 0 or sum(sign * weighted) <> 0 or sum(sign * ratings) <> 0
    order by 1, 2
    on conflict (city_key, spelling) do update
      set gyms = t.gyms + excluded.gyms, weighted_ratings = t.weighted_ratings + excluded.weighted_ratings, ratings = t.ratings + excluded.ratings;
  with changes as (
    select row_number() over () as change, sign, amenities
    from (select -1 as sign, g.amenities from unnest(removed) as g union all select 1, g.amenities from unnest(added) as g) as both_sides
  ), listed as (
    select change, sign, btrim(written) as name from changes, unnest(amenities) as written where btrim(written) <> ''
  )
  insert into catalogue_amenity_spellings as t (amenity_key, spelling, uses)
    select lower(name), name, sum(sign) from listed group by name having sum(sign) <> 0
    order by 1, 2
    on conflict (amenity_key, spelling) do update set uses = t.uses + excluded.uses;
  with changes as (
    select row_number() over () as change, sign, amenities
    from (select -1 as sign, g.amenities from unnest(removed) as g union all select 1, g.amenities from unnest(added) as g) as both_sides
  ), keys as (
    select distinct change, sign, lower(btrim(written)) as amenity_key from changes, unnest(amenities) as written where btrim(written) <> ''
  )
  insert into catalogue_amenity_gyms as t (amenity_key, gyms)
    select amenity_key, sum(sign) from keys group by amenity_key having sum(sign) <> 0
    order by 1
    on conflict (amenity_key) do update set gyms = t.gyms + excluded.gyms;
  -- Only what was taken away can reach nothing.
  delete from catalogue_city_spellings where gyms <= 0 and city_key in (select lower(g.city) from unnest(removed) as g);
  delete from catalogue_amenity_spellings where uses <= 0 and amenity_key in (select lower(btrim(written)) from unnest(removed) as g, unnest(g.amenities) as written);
  delete from catalogue_amenity_gyms where gyms <= 0 and amenity_key in (select lower(btrim(written)) from unnest(removed) as g, unnest(g.amenities) as written);
end
$$;
--> statement-breakpoint
create or replace function tally_catalogue_insert() returns trigger language plpgsql as $$
begin
  perform public.tally_catalogue_delta('{}', array(select (r.city, r.amenities, r.average_rating::float8 * r.total_ratings, r.total_ratings)::public.catalogue_tally_part from added_rows as r where r.is_active and r.is_approved));
  return null;
end
$$;
--> statement-breakpoint
create or replace function tally_catalogue_delete() returns trigger language plpgsql as $$
begin
  perform public.tally_catalogue_delta(array(select (r.city, r.amenities, r.average_rating::float8 * r.total_ratings, r.total_ratings)::public.catalogue_tally_part from removed_rows as r where r.is_active and r.is_approved), '{}');
  return null;
end
$$;
--> statement-breakpoint
-- Only gyms whose figures could move: their city, amenities, rating or being public.
create or replace function tally_catalogue_update() returns trigger language plpgsql as $$
begin
  perform public.tally_catalogue_delta(
    array(select (o.city, o.amenities, o.average_rating::float8 * o.total_ratings, o.total_ratings)::public.catalogue_tally_part from removed_rows as o join added_rows as n using (id)
          where o.is_active and o.is_approved
            and (o.city, o.amenities, o.average_rating, o.total_ratings, n.is_active and n.is_approved)
                is distinct from (n.city, n.amenities, n.average_rating, n.total_ratings, true)),
    array(select (n.city, n.amenities, n.average_rating::float8 * n.total_ratings, n.total_ratings)::public.catalogue_tally_part from removed_rows as o join added_rows as n using (id)
          where n.is_active and n.is_approved
            and (o.city, o.amenities, o.average_rating, o.total_ratings, o.is_active and o.is_approved)
                is distinct from (n.city, n.amenities, n.average_rating, n.total_ratings, true)));
  return null;
end
$$;
--> statement-breakpoint
-- Named to fire after 0007's trigger of the same event (triggers fire in name order): that one takes
-- the catalogue version's row first, so every writer of gyms waits there, never holding a city's row.
create trigger gyms_insert_catalogue_tally after insert on gyms
  referencing new table as added_rows for each statement execute function tally_catalogue_insert();
--> statement-breakpoint
create trigger gyms_delete_catalogue_tally after delete on gyms
  referencing old table as removed_rows for each statement execute function tally_catalogue_delete();
--> statement-breakpoint
create trigger gyms_update_catalogue_tally after update on gyms
  referencing old table as removed_rows new table as added_rows for each statement execute function tally_catalogue_update();
--> statement-breakpoint
-- A truncate empties the figures with the gyms.
create or replace function clear_catalogue_tallies() returns trigger language plpgsql as $$
begin
  delete from catalogue_city_spellings;
  delete from catalogue_amenity_spellings;
  delete from catalogue_amenity_gyms;
  return null;
end
$$;
--> statement-breakpoint
create trigger gyms_truncate_catalogue_tally after truncate on gyms
  for each statement execute function clear_catalogue_tallies();
--> statement-breakpoint
select tally_catalogue_delta('{}', array(select (g.city, g.amenities, g.average_rating::float8 * g.total_ratings, g.total_ratings)::public.catalogue_tally_part from gyms as g where g.is_active and g.is_approved));
