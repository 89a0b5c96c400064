import { describe, expect, it } from 'vitest';
import { isDateInWindow, isSlotClosed, lastDateOnSale, meetsNotice, openSlots, placesOnSale, slotsOnSale } from './selling-rules.js';

const rules = { capacity: 10, placesPerSlot: null, bookingWindowDays: 30, minNoticeMinutes: 0 };
const openAllWeek = {
  dateSpecific: [],
  recurring: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((dayOfWeek) => ({
    dayOfWeek,
    startTime: '06:00 AM',
    endTime: '10:00 AM',
  })),
};

describe('places on sale', () => {
  it('are all of the capacity unless the owner sells fewer, never more than the capacity', () => {
    expect(placesOnSale({ capacity: 10, placesPerSlot: null })).toBe(10);
    expect(placesOnSale({ capacity: 10, placesPerSlot: 4 })).toBe(4);
    // A capacity lowered after the owner chose 8 places caps them.
    expect(placesOnSale({ capacity: 5, placesPerSlot: 8 })).toBe(5);
  });
});

describe('the booking window, judged on IST dates', () => {
  // 20:00 UTC on 1 Nov is 01:30 IST on 2 Nov: IST today is the 2nd.
  const lateUtcEvening = new Date('2026-11-01T20:00:00Z');

  it('counts from IST today, whatever the machine zone', () => {
    expect(lastDateOnSale({ bookingWindowDays: 1 }, lateUtcEvening)).toBe('2026-11-03');
    expect(isDateInWindow({ bookingWindowDays: 1 }, '2026-11-03', lateUtcEvening)).toBe(true);
    expect(isDateInWindow({ bookingWindowDays: 1 }, '2026-11-04', lateUtcEvening)).toBe(false);
  });

  it('offers no slot of a date beyond the window', () => {
    const now = new Date('2026-11-02T00:00:00Z');
    expect(slotsOnSale(openAllWeek, '2026-11-05', now, { ...rules, bookingWindowDays: 3 }, [])).toHaveLength(4);
    expect(slotsOnSale(openAllWeek, '2026-11-06', now, { ...rules, bookingWindowDays: 3 }, [])).toEqual([]);
  });
});

describe('the minimum notice', () => {
  // 06:00 IST on 2 Nov is 00:30 UTC.
  const sixIst = new Date('2026-11-02T00:30:00Z');

  it('offers a slot starting exactly the notice away, not one a minute sooner', () => {
    expect(meetsNotice({ minNoticeMinutes: 120 }, '2026-11-02', '08:00 AM', sixIst)).toBe(true);
    expect(meetsNotice({ minNoticeMinutes: 121 }, '2026-11-02', '08:00 AM', sixIst)).toBe(false);
    expect(meetsNotice({ minNoticeMinutes: 0 }, '2026-11-02', 'not a time', sixIst)).toBe(false);
  });

  it('leaves the slots within the notice off the day', () => {
    expect(slotsOnSale(openAllWeek, '2026-11-02', sixIst, { ...rules, minNoticeMinutes: 120 }, [])).toEqual(['08:00 AM', '09:00 AM']);
  });
});

describe('closed hours', () => {
  it('close every slot whose hour overlaps them, and only those', () => {
    const nineToTen = [{ startMinute: 9 * 60, endMinute: 10 * 60 }];
    expect(isSlotClosed('09:00 AM', nineToTen)).toBe(true);
    expect(isSlotClosed('08:00 AM', nineToTen)).toBe(false);
    expect(isSlotClosed('10:00 AM', nineToTen)).toBe(false);
    // A slot starting at :30 overlaps a closure from 9 to 10 on both sides.
    expect(isSlotClosed('08:30 AM', nineToTen)).toBe(true);
    expect(isSlotClosed('09:30 AM', nineToTen)).toBe(true);
    expect(isSlotClosed('08:30 AM', [{ startMinute: 9 * 60 + 30, endMinute: 10 * 60 }])).toBe(false);
  });

  it('run to midnight when they end at minute 1440', () => {
    expect(isSlotClosed('11:00 PM', [{ startMinute: 22 * 60, endMinute: 1440 }])).toBe(true);
    expect(openSlots(['06:00 AM', '07:00 AM', '08:00 AM'], [{ startMinute: 0, endMinute: 7 * 60 + 1 }])).toEqual(['08:00 AM']);
  });

  it('take their slots off a day on sale', () => {
    const now = new Date('2026-11-01T00:00:00Z');
    expect(slotsOnSale(openAllWeek, '2026-11-03', now, rules, [{ startMinute: 7 * 60, endMinute: 9 * 60 }])).toEqual(['06:00 AM', '09:00 AM']);
  });
});
