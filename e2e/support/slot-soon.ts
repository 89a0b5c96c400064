const IST_OFFSET_MS = 330 * 60_000;
const MINUTE_MS = 60_000;
/**
 * The slot starts this long from now: its check-in window (from 60 minutes before the slot) is
 * already open, and there is time to book it before it starts.
 */
const SLOT_STARTS_IN_MINUTES = 30;
/** A one-hour slot must end before midnight (an end of 12:00 AM is refused), so 10:59 PM is the last start. */
export const LAST_START_MINUTE = 22 * 60 + 59;

/** 'hh:mm AM' for minutes after midnight (0–1439). */
export function timeLabel(minuteOfDay: number): string {
  const hour = Math.floor(minuteOfDay / 60);
  const minute = String(minuteOfDay % 60).padStart(2, '0');
  return `${String(hour % 12 || 12).padStart(2, '0')}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The IST date and minute of the day of a slot starting about SLOT_STARTS_IN_MINUTES from now, on a whole minute. */
export function slotStartingSoon(): { date: string; minuteOfDay: number } {
  const start = new Date(Math.ceil((Date.now() + SLOT_STARTS_IN_MINUTES * MINUTE_MS) / MINUTE_MS) * MINUTE_MS + IST_OFFSET_MS);
  return { date: start.toISOString().slice(0, 10), minuteOfDay: start.getUTCHours() * 60 + start.getUTCMinutes() };
}
