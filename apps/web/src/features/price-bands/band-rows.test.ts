import { describe, expect, it } from 'vitest';
import { bodyFromRows, endTimes, nextRow, problemsByRow, rowsFromBands, startTimes } from './band-rows';

describe('price band rows', () => {
  it('offers whole hours: a start from midnight to 11 PM, an end from 1 AM to midnight', () => {
    expect([startTimes[0], startTimes.at(-1), startTimes.length]).toEqual(['12:00 AM', '11:00 PM', 24]);
    expect([endTimes[0], endTimes.at(-1), endTimes.length]).toEqual(['01:00 AM', '12:00 AM', 24]);
  });

  it('sends a typed price as a number, and anything else as typed for the server to judge', () => {
    const rows = rowsFromBands([{ dayOfWeek: 'Friday', startTime: '06:00 PM', endTime: '09:00 PM', pricePerHour: 299 }]);
    const typed = [...rows, { ...nextRow(rows), price: ' 120.50 ' }, { ...nextRow(rows), key: 9, price: 'abc' }];
    expect(bodyFromRows(typed).bands.map((band) => band.pricePerHour)).toEqual([299, 120.5, 'abc']);
  });

  it('starts a new row where the last one ended, on its day', () => {
    expect(nextRow([])).toMatchObject({ key: 0, dayOfWeek: 'Monday', startTime: '06:00 AM', endTime: '09:00 AM', price: '' });
    const rows = rowsFromBands([{ dayOfWeek: 'Sunday', startTime: '06:00 PM', endTime: '09:00 PM', pricePerHour: 1 }]);
    expect(nextRow(rows)).toMatchObject({ key: 1, dayOfWeek: 'Sunday', startTime: '09:00 PM', endTime: '10:00 PM' });
  });

  it("puts each 'Band n: …' problem on row n-1 and keeps the others apart", () => {
    const { byRow, others } = problemsByRow(['Band 2: startTime must be before endTime', 'A gym can have at most 50 price bands', 'Band 2: x']);
    expect([...byRow]).toEqual([[1, ['startTime must be before endTime', 'x']]]);
    expect(others).toEqual(['A gym can have at most 50 price bands']);
  });
});
