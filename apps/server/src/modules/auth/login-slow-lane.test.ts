import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { createSlowLane } from './login-slow-lane.js';

const t = useTestApp();
const MINUTE = 60_000;
const rule = { name: 'test:slow-lane', firstDelayMs: MINUTE, longestDelayMs: 4 * MINUTE, forgetAfterMs: 60 * MINUTE };
let subjects = 0;
const freshSubject = () => `someone${(subjects += 1)}@example.com`;

/** The test clock runs on in real time too, so a wait told is up to a few milliseconds short. */
function expectWait(told: number | undefined, expected: number): void {
  expect(told).toBeGreaterThan(expected - 2000);
  expect(told).toBeLessThanOrEqual(expected);
}

describe('the slow lane (decision 052)', () => {
  it('lets one attempt through after each wait, doubling the wait up to the longest, and says how long is left', async () => {
    const lane = createSlowLane(t.database.db, t.clock, rule);
    const subject = freshSubject();
    expect(await lane.admit(subject)).toBe(MINUTE);
    t.clock.advance(20_000);
    expectWait(await lane.admit(subject), 40_000);
    for (const wait of [MINUTE, 2 * MINUTE, 4 * MINUTE, 4 * MINUTE]) {
      t.clock.advance(wait);
      expect(await lane.admit(subject)).toBeUndefined();
      expectWait(await lane.admit(subject), Math.min(wait * 2, 4 * MINUTE));
    }
  });

  it('lets only one of many attempts at the same moment through', async () => {
    const lane = createSlowLane(t.database.db, t.clock, rule);
    const subject = freshSubject();
    await lane.admit(subject);
    t.clock.advance(MINUTE);
    const answers = await Promise.all(Array.from({ length: 8 }, () => lane.admit(subject)));
    expect(answers.filter((answer) => answer === undefined)).toHaveLength(1);
  });

  it('starts again from the first wait once forgotten, or after nobody went through for a long while', async () => {
    const lane = createSlowLane(t.database.db, t.clock, rule);
    const subject = freshSubject();
    await lane.admit(subject);
    for (const wait of [MINUTE, 2 * MINUTE]) {
      t.clock.advance(wait);
      expect(await lane.admit(subject)).toBeUndefined();
    }
    t.clock.advance(rule.forgetAfterMs);
    expect(await lane.admit(subject)).toBe(MINUTE);
    t.clock.advance(MINUTE);
    expect(await lane.admit(subject)).toBeUndefined();
    await lane.forget(subject);
    expect(await lane.admit(subject)).toBe(MINUTE);
    // Another subject's lane is its own.
    expect(await lane.admit(freshSubject())).toBe(MINUTE);
  });
});
