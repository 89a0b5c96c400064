import { slotStart } from '@gymslot/shared/slot-derivation';

// A one-event iCalendar file (RFC 5545) for the confirmation mail. Times are written in UTC
// (the trailing Z), worked out from the slot's IST wall-clock time, so every calendar app shows
// the right hour whatever its own zone. The confirmation and the reminder send the same event (same
// UID); a later change of the booking sends it again with a higher SEQUENCE.

export interface CalendarEventInput {
  uid: string;
  summary: string;
  location: string;
  description: string;
  date: string;
  timeSlot: string;
  durationMinutes: number;
  createdAt: Date;
  /** RFC 5545 revision: 0 for the booking as first made. */
  sequence?: number;
}

/** 20300610T043000Z */
export function icsUtc(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/**
 * TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). A lone CR, NEL or
 * Unicode line separator ends a line for many readers, so it too becomes '\n' rather than start a
 * property of its own (ATTACH, URL); other control characters, which TEXT does not allow, are dropped.
 */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, '\\n')
    .replace(/(?!\t)\p{Cc}/gu, '');
}

/** Lines longer than 75 octets continue on the next line after one space, never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarEvent(input: CalendarEventInput): string {
  const start = slotStart(input.date, input.timeSlot);
  if (!start) throw new Error(`Not a slot time: ${input.timeSlot}`);
  const end = new Date(start.getTime() + input.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//GymSlot//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${input.uid}`,
    `SEQUENCE:${input.sequence ?? 0}`,
    `DTSTAMP:${icsUtc(input.createdAt)}`,
    `DTSTART:${icsUtc(start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${escapeText(input.summary)}`,
    `LOCATION:${escapeText(input.location)}`,
    `DESCRIPTION:${escapeText(input.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
