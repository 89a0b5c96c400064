-- An owner's insights (§8.7) read running totals instead of every booking of every gym (issue 32,
-- docs/decisions/074): per owner, IST date and slot start, the sums insights.repository.ts makes of
-- a slot's paid bookings. A slot's totals are kept rather than a day's so that what depends on the
-- clock (a no-show is an open booking whose hour is over) is still worked out exactly when asked.
-- Statement-level triggers keep them as bookings are written, and as a gym changes owner.
create table insights_owner_slots (
  owner_id text not null,
  date date not null,
  starts_at timestamptz not null,
  -- Paid and standing ('confirmed'): how many, their paise, and how many were checked in.
  booked integer not null,
  kept_paise bigint not null,
  checked_in integer not null,
  -- Paid, then cancelled; or refunded (paid too late, so perhaps never confirmed).
  refunded integer not null,
  primary key (owner_id, date, starts_at)
);
--> statement-breakpoint
create type insights_slot_part as (owner_id text, date date, starts_at timestamptz, booked integer, kept_paise bigint, checked_in integer, refunded integer);
--> statement-breakpoint
-- What one booking adds to its slot under `owner_id`, times `sign`: no row when it counts nowhere
-- (a hold, a lapsed or unpaid one). "Counts" is bookings_gym_paid_slots_idx's condition, which the
-- per-gym insights read. Plain SQL, so the planner inlines it into each trigger's statement.
create or replace function insights_part_of(owner_id text, date date, starts_at timestamptz, status text, paid_at timestamptz,
                                            is_verified boolean, amount_paise integer, sign integer) returns setof insights_slot_part
  language sql immutable parallel safe
  as $$
    select owner_id, date, starts_at, sign * (status = 'confirmed')::int, sign * (case when status = 'confirmed' then amount_paise else 0 end)::bigint,
           sign * (status = 'confirmed' and is_verified)::int, sign * (status <> 'confirmed')::int
    where (status = 'refunded' or paid_at is not null) and status in ('confirmed', 'cancelled', 'refunded')
  $$;
--> statement-breakpoint
-- Adds one statement's parts: each slot's row is written once per statement, whatever the number of
-- its bookings, and slots are written in key order, so two statements cannot deadlock on them.
create or replace function insights_totals_delta(parts insights_slot_part[]) returns void language plpgsql as $$
begin
  if cardinality(parts) = 0 then
    return;
  end if;
  insert into public.insights_owner_slots as t (owner_id, date, starts_at, booked, kept_paise, checked_in, refunded)
    select p.owner_id, p.date, p.starts_at, sum(p.booked), sum(p.kept_paise), sum(p.checked_in), sum(p.refunded)
    from unnest(parts) as p
    group by p.owner_id, p.date, p.starts_at
    having sum(p.booked) <> 0 or sum(p.kept_paise) <> 0 or sum(p.checked_in) <> 0 or sum(p.refunded) <> 0
    order by 1, 2, 3
    on conflict (owner_id, date, starts_at) do update
      set booked = t.booked + excluded.booked, kept_paise = t.kept_paise + excluded.kept_paise,
          checked_in = t.checked_in + excluded.checked_in, refunded = t.refunded + excluded.refunded;
  -- Only a slot a booking was taken from can reach nothing; a slot with no row is one with no paid bookings.
  delete from public.insights_owner_slots as t
    where (t.booked, t.kept_paise, t.checked_in, t.refunded) = (0, 0, 0, 0)
      and (t.owner_id, t.date, t.starts_at) in (select p.owner_id, p.date, p.starts_at from unnest(parts) as p where p.booked < 0 or p.refunded < 0);
end
$$;
--> statement-breakpoint
create or replace function insights_totals_insert() returns trigger language plpgsql as $$
begin
  perform public.insights_totals_delta(array(
    select p from added_rows as b join public.gyms as g on g.id = b.gym_id,
      public.insights_part_of(g.owner_id, b.date, b.starts_at, b.status, b.paid_at, b.is_verified, b.amount_paise, 1) as p));
  return null;
end
$$;
--> statement-breakpoint
create or replace function insights_totals_delete() returns trigger language plpgsql as $$
begin
  perform public.insights_totals_delta(array(
    select p from removed_rows as b join public.gyms as g on g.id = b.gym_id,
      public.insights_part_of(g.owner_id, b.date, b.starts_at, b.status, b.paid_at, b.is_verified, b.amount_paise, -1) as p));
  return null;
end
$$;
--> statement-breakpoint
-- Only bookings whose part could move (paid, checked in, cancelled, refunded, moved to another
-- slot): a reminder or a review prompt being marked sent adds nothing.
create or replace function insights_totals_update() returns trigger language plpgsql as $$
begin
  perform public.insights_totals_delta(array(
    with changed as (
      select o.gym_id as old_gym, o.date as old_date, o.starts_at as old_starts_at, o.status as old_status, o.paid_at as old_paid_at,
             o.is_verified as old_is_verified, o.amount_paise as old_amount, n.gym_id, n.date, n.starts_at, n.status, n.paid_at, n.is_verified, n.amount_paise
      from removed_rows as o join added_rows as n using (id)
      where (o.gym_id, o.date, o.starts_at, o.status, o.paid_at is null, o.is_verified, o.amount_paise)
            is distinct from (n.gym_id, n.date, n.starts_at, n.status, n.paid_at is null, n.is_verified, n.amount_paise)
    )
    select p from changed as c join public.gyms as g on g.id = c.old_gym,
      public.insights_part_of(g.owner_id, c.old_date, c.old_starts_at, c.old_status, c.old_paid_at, c.old_is_verified, c.old_amount, -1) as p
    union all
    select p from changed as c join public.gyms as g on g.id = c.gym_id,
      public.insights_part_of(g.owner_id, c.date, c.starts_at, c.status, c.paid_at, c.is_verified, c.amount_paise, 1) as p));
  return null;
end
$$;
--> statement-breakpoint
create trigger bookings_insert_insights_totals after insert on bookings
  referencing new table as added_rows for each statement execute function insights_totals_insert();
--> statement-breakpoint
create trigger bookings_delete_insights_totals after delete on bookings
  referencing old table as removed_rows for each statement execute function insights_totals_delete();
--> statement-breakpoint
create trigger bookings_update_insights_totals after update on bookings
  referencing old table as removed_rows new table as added_rows for each statement execute function insights_totals_update();
--> statement-breakpoint
create or replace function clear_insights_totals() returns trigger language plpgsql as $$
begin
  delete from public.insights_owner_slots;
  return null;
end
$$;
--> statement-breakpoint
create trigger bookings_truncate_insights_totals after truncate on bookings
  for each statement execute function clear_insights_totals();
--> statement-breakpoint
-- A gym changing hands takes its bookings' totals from the old owner to the new. Before any gym row
-- is written, wait for every booking write under way and hold new ones off until this transaction
-- ends: each of them then either finished under the old owner (and is moved below) or starts after
-- and reads the new one. Owners change by hand, rarely; no booking flow locks a gym row, so the
-- wait cannot close a circle with one.
create or replace function insights_totals_hold_bookings() returns trigger language plpgsql as $$
begin
  lock table public.bookings in share mode;
  return null;
end
$$;
--> statement-breakpoint
create trigger gyms_owner_change_hold_bookings before update of owner_id on gyms
  for each statement execute function insights_totals_hold_bookings();
--> statement-breakpoint
create or replace function insights_totals_owner_change() returns trigger language plpgsql as $$
begin
  perform public.insights_totals_delta(array(
    with moved as (
      select o.owner_id as old_owner, n.owner_id as new_owner, n.id as gym_id
      from removed_rows as o join added_rows as n using (id)
      where o.owner_id <> n.owner_id
    )
    select p from moved as m join public.bookings as b on b.gym_id = m.gym_id,
      public.insights_part_of(m.old_owner, b.date, b.starts_at, b.status, b.paid_at, b.is_verified, b.amount_paise, -1) as p
    union all
    select p from moved as m join public.bookings as b on b.gym_id = m.gym_id,
      public.insights_part_of(m.new_owner, b.date, b.starts_at, b.status, b.paid_at, b.is_verified, b.amount_paise, 1) as p));
  return null;
end
$$;
--> statement-breakpoint
-- Named to fire after 0007's and 0030's triggers of the same event, as 0030's do after 0007's.
create trigger gyms_update_insights_totals after update on gyms
  referencing old table as removed_rows new table as added_rows for each statement execute function insights_totals_owner_change();
--> statement-breakpoint
-- The bookings written before this migration.
select insights_totals_delta(array(
  select p from bookings as b join gyms as g on g.id = b.gym_id,
    insights_part_of(g.owner_id, b.date, b.starts_at, b.status, b.paid_at, b.is_verified, b.amount_paise, 1) as p));
