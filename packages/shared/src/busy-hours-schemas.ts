import { z } from 'zod';
import { daysOfWeek } from './ist-time.js';

// How busy a gym usually is, by IST hour of the week (API contract §8.4a;
// docs/decisions/035-busy-hours.md).

/** How many past weeks of visits the levels are averaged from. */
export const BUSY_HOURS_WEEKS = 8;

/** 0 nobody usually comes … 4 usually (nearly) full. */
export const BUSY_LEVELS = [0, 1, 2, 3, 4] as const;
export type BusyLevel = (typeof BUSY_LEVELS)[number];

export const busyHourSchema = z.object({
  dayOfWeek: z.enum(daysOfWeek),
  /** The IST hour the slots start in, 0–23. */
  hour: z.number().int().min(0).max(23),
  level: z.number().int().min(0).max(4),
});
export type BusyHour = z.infer<typeof busyHourSchema>;

export const busyHoursReplySchema = z.object({
  success: z.literal(true),
  /** The weeks the levels are averaged over (at most BUSY_HOURS_WEEKS); 0 when the gym has no visits yet. */
  weeks: z.number().int().min(0),
  /** Every hour of the week, Monday 0:00 first. */
  hours: z.array(busyHourSchema),
});
export type BusyHoursReply = z.infer<typeof busyHoursReplySchema>;
