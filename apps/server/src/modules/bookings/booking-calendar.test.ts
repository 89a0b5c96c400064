import { describe, expect, it } from 'vitest';
import { calendarEvent, icsUtc } from './booking-calendar.js';

const base = {
  uid: 'abc@gymslot',
  summary: 'Workout at Iron Temple',
  location: '1 FC Road, Pune',
  description: 'Show OTP 123456; bring a towel',
  date: '2030-06-10',
  timeSlot: '06:00 AM',
  durationMinutes: 60,
  createdAt: new Date('2030-06-01T10:00:00Z'),
};

describe('calendarEvent', () => {
  it('writes the IST slot as UTC instants, with CRLF line ends', () => {
    const ics = calendarEvent(base);
    // 06:00 IST is 00:30 UTC; the hour ends at 01:30 UTC.
    expect(ics).toContain('\r\nDTSTART:20300610T003000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20300610T013000Z\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20300601T100000Z\r\n');
    expect(ics).toContain('\r\nSEQUENCE:0\r\n');
    expect(calendarEvent({ ...base, sequence: 2 })).toContain('\r\nSEQUENCE:2\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('crosses midnight in UTC for an early IST slot and in IST for the last one', () => {
    expect(calendarEvent({ ...base, timeSlot: '12:00 AM' })).toContain('DTSTART:20300609T183000Z');
    expect(calendarEvent({ ...base, timeSlot: '11:00 PM' })).toContain('DTEND:20300610T183000Z');
  });

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    const ics = calendarEvent({ ...base, description: 'a,b;c\\d\ne' });
    expect(ics).toContain('DESCRIPTION:a\\,b\\;c\\\\d\\ne');
    expect(ics).toContain('LOCATION:1 FC Road\\, Pune');
  });

  it('keeps a lone carriage return or another control character from starting a property of its own', () => {
    // Issue 26: gym names written before the gym text rule may still hold them; RFC 5545 TEXT has no controls but tab.
    const ics = calendarEvent({ ...base, summary: 'Iron\rATTACH:https://evil.test/x', location: 'MG Road\u0000\u001b[31m\u2028Pune\tEast' });
    const lines = ics.split('\r\n');
    expect(lines.filter((line) => line.startsWith('ATTACH'))).toEqual([]);
    expect(ics).toContain('SUMMARY:Iron\\nATTACH:https://evil.test/x\r\n');
    expect(ics).toContain('LOCATION:MG Road[31m\\nPune\tEast\r\n');
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/(?!\t)[\p{Cc}\u2028]/u);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const ics = calendarEvent({ ...base, summary: `Workout at ${'व्यायाम '.repeat(12)}` });
    const lines = ics.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:Workout at ${'व्यायाम '.repeat(12)}`);
  });

  it('formats instants as basic UTC date-times', () => {
    expect(icsUtc(new Date('2030-01-02T03:04:05.678Z'))).toBe('20300102T030405Z');
  });
});
