import type { WeeklyHours } from './demo-gym-types.js';

// Most gyms keep the usual Indian gym day; a few differ so the slot screens show some variety.

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

function sameHours(days: readonly (keyof WeeklyHours)[], startTime: string, endTime: string): WeeklyHours {
  return Object.fromEntries(days.map((day) => [day, [startTime, endTime] as const]));
}

/** Monday–Saturday 6 AM–10 PM, Sunday morning only. */
export const standardHours: WeeklyHours = {
  ...sameHours([...weekdays, 'Saturday'], '06:00 AM', '10:00 PM'),
  Sunday: ['07:00 AM', '01:00 PM'],
};

/** Monday–Saturday 6 AM–10 PM, closed on Sunday. */
export const sundayClosedHours: WeeklyHours = sameHours([...weekdays, 'Saturday'], '06:00 AM', '10:00 PM');

/** Every day 5 AM–11 PM, for the big chain-style gyms. */
export const longHours: WeeklyHours = sameHours([...weekdays, 'Saturday', 'Sunday'], '05:00 AM', '11:00 PM');

/** Class-based studios: shorter weekends. */
export const studioHours: WeeklyHours = {
  ...sameHours(weekdays, '07:00 AM', '09:00 PM'),
  Saturday: ['08:00 AM', '06:00 PM'],
  Sunday: ['08:00 AM', '12:00 PM'],
};
