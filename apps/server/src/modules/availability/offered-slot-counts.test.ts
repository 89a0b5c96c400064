import { datesBetween } from '@gymslot/shared/ist-time';
import { openSlots } from '@gymslot/shared/selling-rules';
import { deriveSlots } from '@gymslot/shared/slot-derivation';
import { describe, expect, it } from 'vitest';
import { offeredSlotCounts, type OpeningRowsOfGyms } from './offered-slot-counts.js';

// The counts are derived once per weekday and window across gyms (issue 32); they must still be
// what deriveSlots and openSlots say for each gym and date.

const DATES = datesBetween('2030-06-03', '2030-06-23'); // three weeks from a Monday

/** Four gyms: two sharing their hours, one with other hours and a closed Sunday, one with date entries only. */
const rows: OpeningRowsOfGyms = {
  recurring: [
    ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].flatMap((dayOfWeek) => [
      { gymId: 'same-a', dayOfWeek, startTime: '06:00 AM', endTime: '10:00 PM' },
      { gymId: 'same-b', dayOfWeek, startTime: '06:00 AM', endTime: '10:00 PM' },
    ]),
    ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((dayOfWeek) => ({
      gymId: 'other',
      dayOfWeek,
      startTime: dayOfWeek === 'Saturday' ? '08:00 AM' : '05:00 AM',
      endTime: '11:00 AM',
    })),
  ],
  dateSpecific: [
    { gymId: 'same-b', date: '2030-06-05', availableSlots: ['07:00 AM'] },
    { gymId: 'same-b', date: '2030-06-06', availableSlots: [] },
    { gymId: 'entries', date: '2030-06-09', availableSlots: ['05:00 AM', '06:00 AM', '07:00 AM'] },
  ],
  closures: [
    { gymId: 'same-a', date: '2030-06-10', startMinute: 6 * 60, endMinute: 9 * 60 },
    { gymId: 'same-a', date: '2030-06-10', startMinute: 20 * 60, endMinute: 22 * 60 },
    { gymId: 'entries', date: '2030-06-09', startMinute: 6 * 60, endMinute: 7 * 60 },
    { gymId: 'other', date: '2030-06-15', startMinute: 0, endMinute: 24 * 60 },
  ],
};

describe('offeredSlotCounts', () => {
  it("gives each gym, on each date, as many slots as its own entries and closed hours leave, however many gyms share a window", () => {
    const gymIds = ['same-a', 'same-b', 'other', 'entries', 'no-rows'];
    const counts = offeredSlotCounts(gymIds, DATES, rows);
    for (const gymId of gymIds) {
      const own = <R extends { gymId: string }>(list: readonly R[]) => list.filter((row) => row.gymId === gymId);
      const expected = DATES.map((date) => {
        const closed = own(rows.closures).filter((closure) => closure.date === date);
        return openSlots(deriveSlots({ dateSpecific: own(rows.dateSpecific), recurring: own(rows.recurring) }, date), closed).length;
      });
      expect([gymId, DATES.map((date) => counts.get(gymId)?.get(date))]).toEqual([gymId, expected]);
    }
    // A few by hand: 16 slots a day; 11 on the day with 5 closed; Saturday's later opening; Sunday shut.
    expect([counts.get('same-a')?.get('2030-06-03'), counts.get('same-a')?.get('2030-06-10')]).toEqual([16, 11]);
    expect([counts.get('other')?.get('2030-06-03'), counts.get('other')?.get('2030-06-08'), counts.get('other')?.get('2030-06-09')]).toEqual([6, 3, 0]);
    expect([counts.get('same-b')?.get('2030-06-05'), counts.get('same-b')?.get('2030-06-06'), counts.get('entries')?.get('2030-06-09')]).toEqual([1, 0, 2]);
  });
});
