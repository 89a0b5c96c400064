-- One counter that moves whenever the public catalogue's tables change, by any writer (the app,
-- an operator's SQL, a test fixture). Each server process keeps the catalogue in memory and reads
-- this counter to know when its copy is out of date (modules/catalogue).
create table if not exists catalogue_version (
  id integer primary key check (id = 1),
  version bigint not null
);
--> statement-breakpoint
insert into catalogue_version (id, version) values (1, 1) on conflict (id) do nothing;
--> statement-breakpoint
create or replace function bump_catalogue_version() returns trigger language plpgsql as $$
begin
  update catalogue_version set version = version + 1 where id = 1;
  return null;
end
$$;
--> statement-breakpoint
create or replace trigger gyms_bump_catalogue_version
  after insert or update or delete or truncate on gyms
  for each statement execute function bump_catalogue_version();
--> statement-breakpoint
create or replace trigger gym_images_bump_catalogue_version
  after insert or update or delete or truncate on gym_images
  for each statement execute function bump_catalogue_version();
--> statement-breakpoint
-- Distance search now runs over the in-memory catalogue; nothing reads this index any more.
drop index if exists gyms_earth_idx;
