import { describe, expect, it } from 'vitest';
import { istDate } from './ist-time.js';

// Every suite runs in UTC (vitest.config.ts), however it is started: `npm test`, `npx vitest`, an
// editor. A machine in India would hide the time zone bugs the IST helpers exist to prevent.
describe('the test run', () => {
  it('is in UTC, where 20:00 UTC is already the next day in India', () => {
    expect(new Date(2030, 0, 1).getTimezoneOffset()).toBe(0);
    expect(istDate(new Date('2030-06-10T20:00:00Z'))).toBe('2030-06-11');
  });
});
