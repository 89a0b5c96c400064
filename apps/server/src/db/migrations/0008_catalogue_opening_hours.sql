-- Whether a gym has published any opening hours is part of its public view (`hasOpeningHours`,
-- modules/catalogue), so a change to its weekly or date availability is a catalogue change of that gym.
create or replace trigger date_availability_insert_catalogue after insert on date_availability
  referencing new table as new_rows for each statement execute function record_catalogue_changes('gym_id');
--> statement-breakpoint
create or replace trigger date_availability_update_catalogue after update on date_availability
  referencing old table as old_rows new table as new_rows for each statement execute function record_catalogue_changes('gym_id');
--> statement-breakpoint
create or replace trigger date_availability_delete_catalogue after delete on date_availability
  referencing old table as old_rows for each statement execute function record_catalogue_changes('gym_id');
--> statement-breakpoint
create or replace trigger date_availability_truncate_catalogue after truncate on date_availability
  for each statement execute function record_catalogue_truncate();
--> statement-breakpoint
create or replace trigger recurring_availability_insert_catalogue after insert on recurring_availability
  referencing new table as new_rows for each statement execute function record_catalogue_changes('gym_id');
--> statement-breakpoint
create or replace trigger recurring_availability_update_catalogue after update on recurring_availability
  referencing old table as old_rows new table as new_rows for each statement execute function record_catalogue_changes('gym_id');
--> statement-breakpoint
create or replace trigger recurring_availability_delete_catalogue after delete on recurring_availability
  referencing old table as old_rows for each statement execute function record_catalogue_changes('gym_id');
--> statement-breakpoint
create or replace trigger recurring_availability_truncate_catalogue after truncate on recurring_availability
  for each statement execute function record_catalogue_truncate();
