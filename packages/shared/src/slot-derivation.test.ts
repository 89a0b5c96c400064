import { describe, expect, it } from 'vitest';
import { bookableSlots, deriveSlots, hasSlotStarted, hourlySlots } from './slot-derivation.js';

const weekly = { dayOfWeek: 'Saturday', startTime: '09:00 AM', endTime: '01:00 PM' };

describe('slot derivation', () => {
  it('makes hourly slots up to but not including the end', () => {
    expect(hourlySlots('09:00 AM', '01:00 PM')).toEqual(['09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM']);
    expect(hourlySlots('09:30 AM', '11:00 AM')).toEqual(['09:30 AM', '10:30 AM']);
  });

  it('gives nothing when start equals or passes end, or a time is invalid', () => {
    expect(hourlySlots('09:00 AM', '09:00 AM')).toEqual([]);
    expect(hourlySlots('05:00 PM', '09:00 AM')).toEqual([]);
    expect(hourlySlots('9am', '05:00 PM')).toEqual([]);
    expect(hourlySlots('09:00 AM', '25:00 PM')).toEqual([]);
    expect(hourlySlots('09:00 AM', '12:00 AM')).toEqual([]);
  });

  it('handles an 11:00 PM window', () => {
    expect(hourlySlots('10:00 PM', '11:00 PM')).toEqual(['10:00 PM']);
    expect(hourlySlots('11:00 PM', '11:59 PM')).toEqual(['11:00 PM']);
  });

  it('lets a date-specific entry override the weekday, even when it closes the day', () => {
    const availability = { dateSpecific: [{ date: '2026-11-21', availableSlots: ['07:00 AM'] }], recurring: [weekly] };
    expect(deriveSlots(availability, '2026-11-21')).toEqual(['07:00 AM']);
    expect(deriveSlots(availability, '2026-11-28')).toHaveLength(4);
    const closed = { dateSpecific: [{ date: '2026-11-21', availableSlots: [] }], recurring: [weekly] };
    expect(deriveSlots(closed, '2026-11-21')).toEqual([]);
  });

  it('offers nothing on a weekday without an entry', () => {
    expect(deriveSlots({ dateSpecific: [], recurring: [weekly] }, '2026-11-22')).toEqual([]);
  });

  it('judges started slots in IST whatever the machine zone', () => {
    // 03:45 UTC is 09:15 IST: the 09:00 slot has started, the 10:00 one has not.
    const now = new Date('2026-11-21T03:45:00Z');
    expect(hasSlotStarted('2026-11-21', '09:00 AM', now)).toBe(true);
    expect(hasSlotStarted('2026-11-21', '10:00 AM', now)).toBe(false);
    expect(bookableSlots({ dateSpecific: [], recurring: [weekly] }, '2026-11-21', now)).toEqual([
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
    ]);
  });

  it('uses the IST date when it is still yesterday in UTC', () => {
    const now = new Date('2026-11-20T19:00:00Z'); // Saturday 00:30 IST
    expect(bookableSlots({ dateSpecific: [], recurring: [weekly] }, '2026-11-21', now)).toHaveLength(4);
    expect(bookableSlots({ dateSpecific: [], recurring: [weekly] }, '2026-11-20', now)).toEqual([]);
  });
});
