import { describe, expect, it } from 'vitest';
import { leaveWaitlistQuestion, ordinal, placeInLine } from './waitlist-words';

describe('waitlist words', () => {
  it('says a place in line as people do', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th',
    ]);
    expect(placeInLine(2)).toBe('2nd in line');
  });

  it('warns that leaving with an offer gives the held place away', () => {
    expect(leaveWaitlistQuestion({ status: 'offered' })).toMatch(/place held for you will go to the next person/);
    expect(leaveWaitlistQuestion({ status: 'waiting' })).toMatch(/lose your place in line/);
  });
});
