-- Which gyms each catalogue version changed, so a server process brings its in-memory catalogue
-- up to date by reading only those gyms, not every gym (modules/catalogue). The counter still
-- moves once per statement, under its row lock, so versions commit in order: once a reader sees
-- version V, every change up to V is committed. '' stands for "everything" (a truncate).
create table if not exists catalogue_changes (
  version bigint not null,
  gym_id text not null,
  changed_at timestamp with time zone not null default now(),
  primary key (version, gym_id)
);
--> statement-breakpoint
create index if not exists catalogue_changes_changed_at_idx on catalogue_changes (changed_at);
--> statement-breakpoint
-- Changes up to this version may have been pruned: a process further behind reloads everything.
alter table catalogue_version add column if not exists pruned_through bigint not null default 0;
--> statement-breakpoint
create or replace function next_catalogue_version() returns bigint language sql as $$
  update catalogue_version set version = version + 1 where id = 1 returning version
$$;
--> statement-breakpoint
-- One function for both tables; the trigger names the column that holds the gym's id.
create or replace function record_catalogue_changes() returns trigger language plpgsql as $$
declare
  changed_in bigint := next_catalogue_version();
begin
  if tg_op in ('INSERT', 'UPDATE') then
    execute format('insert into catalogue_changes (version, gym_id) select distinct $1, %I from new_rows on conflict do nothing', tg_argv[0])
      using changed_in;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    execute format('insert into catalogue_changes (version, gym_id) select distinct $1, %I from old_rows on conflict do nothing', tg_argv[0])
      using changed_in;
  end if;
  return null;
end
$$;
--> statement-breakpoint
create or replace function record_catalogue_truncate() returns trigger language plpgsql as $$
begin
  insert into catalogue_changes (version, gym_id) values (next_catalogue_version(), '');
  return null;
end
$$;
--> statement-breakpoint
drop trigger if exists gyms_bump_catalogue_version on gyms;
--> statement-breakpoint
drop trigger if exists gym_images_bump_catalogue_version on gym_images;
--> statement-breakpoint
drop function if exists bump_catalogue_version();
--> statement-breakpoint
create or replace trigger gyms_insert_catalogue after insert on gyms
  referencing new table as new_rows for each statement execute function record_catalogue_changes('id');
--> statement-breakpoint
create or replace trigger gyms_update_catalogue after update on gyms
  referencing old table as old_rows new table as new_rows for each statement execute function record_catalogue_changes('id');
--> statement-breakpoint
create or replace trigger gyms_delete_catalogue after delete on gyms
  referencing old table as old_rows for each statement execute function record_catalogue_changes('id');
--> statement-breakpoint
create or replace trigger gyms_truncate_catalogue after truncate on gyms
  for each statement execute function record_catalogue_truncate();
--> statement-breakpoint
create or replace trigger gym_images_insert_catalogue after insert on gym_images
  referencing new table as new_rows for each statement execute function record_catalogue_changes('gym_id');
--> statement-breakpoint
create or replace trigger gym_images_update_catalogue after update on gym_images
  referencing old table as old_rows new table as new_rows for each statement execute function record_catalogue_changes('gym_id');
--> statement-breakpoint
create or replace trigger gym_images_delete_catalogue after delete on gym_images
  referencing old table as old_rows for each statement execute function record_catalogue_changes('gym_id');
--> statement-breakpoint
create or replace trigger gym_images_truncate_catalogue after truncate on gym_images
  for each statement execute function record_catalogue_truncate();
