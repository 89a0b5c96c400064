// Slot and opening times are 12-hour text: always written 'hh:mm AM', read more leniently
// ('9:00 am', extra spaces), as the API contract's Time format says.

import { istMinuteOfDay } from './ist-time.js';

const timePattern = /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])\s*$/;

/** Minutes after midnight for a 12-hour time, or null when it is not one. */
export function parseTimeOfDay(text: string): number | null {
  const match = timePattern.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const afternoon = match[3]?.toUpperCase() === 'PM';
  return (hour % 12) * 60 + minute + (afternoon ? 720 : 0);
}

/** 'hh:mm AM' for minutes after midnight (0–1439). */
export function formatTimeOfDay(minuteOfDay: number): string {
  const hour24 = Math.floor(minuteOfDay / 60) % 24;
  const minute = minuteOfDay % 60;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(hour12)}:${pad(minute)} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

/** 'hh:mm AM' for the IST wall-clock time of an instant. */
export function istTimeOfDay(instant: Date): string {
  return formatTimeOfDay(istMinuteOfDay(instant));
}

/** The canonical 'hh:mm AM' spelling of a time, or null when it is not one. */
export function normalizeTimeOfDay(text: string): string | null {
  const minutes = parseTimeOfDay(text);
  return minutes === null ? null : formatTimeOfDay(minutes);
}

/** '13:30' (24-hour, as a time input gives) to 'hh:mm PM', or null. */
export function fromTwentyFourHour(text: string): string | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return null;
  return formatTimeOfDay(hour * 60 + minute);
}
