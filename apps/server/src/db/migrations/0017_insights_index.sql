-- §8.7: insights read every column they add up from this index, in slot order, so a year of a busy gym needs no table reads (decision 044).
CREATE INDEX "bookings_gym_paid_slots_idx" ON "bookings" USING btree ("gym_id","date","starts_at","status","is_verified","amount_paise") WHERE status = 'refunded' or paid_at is not null;
