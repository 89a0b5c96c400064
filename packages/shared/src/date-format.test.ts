import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatIstCalendarDate, formatLongCalendarDate, formatMonthTitle, formatWeekdayAndDay, shortWeekdayName, weekdayName } from './date-format.js';

// The suite runs with TZ=UTC; none of these may depend on the machine's zone or its ICU data.
describe('date texts', () => {
  it('shows an API date as short weekday, day, month and year', () => {
    expect(formatCalendarDate('2026-11-21')).toBe('Sat, 21 Nov 2026');
    expect(formatCalendarDate('2027-01-04')).toBe('Mon, 4 Jan 2027');
    expect(formatCalendarDate('2028-02-29')).toBe('Tue, 29 Feb 2028');
  });

  it("writes September as 'Sep' and 'September', whatever ICU says", () => {
    expect(formatCalendarDate('2026-09-05')).toBe('Sat, 5 Sep 2026');
    expect(formatLongCalendarDate('2026-09-05')).toBe('Saturday, 5 September 2026');
  });

  it('names every month', () => {
    const short = Array.from({ length: 12 }, (_, index) => formatCalendarDate(`2026-${String(index + 1).padStart(2, '0')}-01`).slice(-8, -5));
    expect(short).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(formatMonthTitle('2026-11')).toBe('November 2026');
    expect(formatMonthTitle('2027-06')).toBe('June 2027');
  });

  it('writes a date in full for mails and screen readers', () => {
    expect(formatLongCalendarDate('2030-06-10')).toBe('Monday, 10 June 2030');
    expect(formatLongCalendarDate('2026-11-21')).toBe('Saturday, 21 November 2026');
  });

  it('writes a short day name and number for day chips', () => {
    expect(formatWeekdayAndDay('2026-11-25')).toBe('Wed 25');
    expect(formatWeekdayAndDay('2027-01-04')).toBe('Mon 4');
  });

  it('leaves text that is not a date alone', () => {
    expect(formatCalendarDate('someday')).toBe('someday');
    expect(formatCalendarDate('2026-02-30')).toBe('2026-02-30');
    expect(formatLongCalendarDate('2026-13-01')).toBe('2026-13-01');
    expect(formatMonthTitle('2026-13')).toBe('2026-13');
    expect(formatWeekdayAndDay('tomorrow')).toBe('tomorrow');
  });

  it("dates an instant by India's calendar, not the machine's", () => {
    // 00:30 on the 21st in IST is still the 20th in UTC.
    expect(formatIstCalendarDate(new Date('2026-11-20T19:00:00Z'))).toBe('Sat, 21 Nov 2026');
    expect(formatIstCalendarDate(new Date('2026-11-20T18:29:59Z'))).toBe('Fri, 20 Nov 2026');
  });

  it('writes dates in Hindi with whole month names', () => {
    expect(formatCalendarDate('2026-11-21', 'hi')).toBe('शनि, 21 नवंबर 2026');
    expect(formatLongCalendarDate('2026-11-23', 'hi')).toBe('सोमवार, 23 नवंबर 2026');
    expect(formatMonthTitle('2026-02', 'hi')).toBe('फ़रवरी 2026');
    expect(formatWeekdayAndDay('2026-11-25', 'hi')).toBe('बुध 25');
    expect(formatIstCalendarDate(new Date('2026-11-20T19:00:00Z'), 'hi')).toBe('शनि, 21 नवंबर 2026');
    expect(weekdayName('Sunday', 'hi')).toBe('रविवार');
    expect(weekdayName('Sunday')).toBe('Sunday');
    expect(shortWeekdayName('Tuesday', 'hi')).toBe('मंगल');
    expect(shortWeekdayName('Tuesday')).toBe('Tue');
  });
});
