-- Distance search (G8, G9) with an index that works the same on PGlite and PostgreSQL 15: the
-- earthdistance cube (earth_box ... @> ll_to_earth(...)) is GiST-indexable, PostGIS is not on PGlite.
create extension if not exists cube;
--> statement-breakpoint
create extension if not exists earthdistance;
--> statement-breakpoint
create index if not exists gyms_earth_idx on gyms using gist (ll_to_earth(latitude, longitude));
--> statement-breakpoint
-- Public lists show only active, approved gyms, newest first (G2).
create index if not exists gyms_public_created_idx on gyms (created_at desc, id) where is_active and is_approved;
