import { istInstant } from '@gymslot/shared/ist-time';
import { describe, expect, it } from 'vitest';
import { nearestHolder, refusalFor, type CodeHolder } from './check-in-refusal.js';

const DAY = '2026-11-21';
const ist = (hour: number, minute = 0, date = DAY) => istInstant(date, hour * 60 + minute);
const open = (hour: number, date = DAY): CodeHolder => ({ kind: 'open', date, startsAt: ist(hour, 0, date) });

describe('why a code is not checked in now', () => {
  it('says when the window opens later today, names the day when it opens on a later day, and that a past slot has ended', () => {
    expect(refusalFor(open(19), ist(17, 59))).toMatchObject({ kind: 'conflict', message: 'Check-in opens at 06:00 PM, 60 minutes before the slot.' });
    expect(refusalFor(open(7, '2026-11-22'), ist(17))).toMatchObject({
      kind: 'invalid_data',
      message: 'This OTP is for a booking on Sun, 22 Nov 2026, not today.',
    });
    // Node's ICU writes 'Sept' for en-GB; the screens and this message use the shared 'Sep'.
    expect(refusalFor(open(7, '2026-09-15'), ist(17, 0, '2026-09-14'))).toMatchObject({
      message: 'This OTP is for a booking on Tue, 15 Sep 2026, not today.',
    });
    expect(refusalFor(open(7, '2026-11-22'), ist(17), 'pass')).toMatchObject({ message: 'This pass is for a booking on Sun, 22 Nov 2026, not today.' });
    expect(refusalFor(open(19), ist(20))).toMatchObject({ kind: 'conflict', message: "This booking's slot has ended." });
    expect(refusalFor(open(7, '2026-11-20'), ist(6))).toMatchObject({ kind: 'conflict', message: "This booking's slot has ended." });
  });

  it('gives the IST time of an earlier check-in', () => {
    const holder: CodeHolder = { kind: 'checked_in', startsAt: ist(19), verifiedAt: ist(18, 42) };
    expect(refusalFor(holder, ist(18, 50))).toMatchObject({ kind: 'conflict', message: 'This booking was already checked in at 06:42 PM.' });
  });

  it('has no refusal for an open booking inside its window', () => {
    expect(refusalFor(open(19), ist(18, 30))).toBeUndefined();
  });

  it('picks the holder whose window is nearest to now, the first one on a tie', () => {
    const morning: CodeHolder = { kind: 'checked_in', startsAt: ist(7), verifiedAt: ist(6, 30) };
    expect(nearestHolder([morning, open(20)], ist(10))).toBe(morning);
    expect(nearestHolder([morning, open(20)], ist(18, 30))).toMatchObject({ kind: 'open' });
    expect(nearestHolder([morning, open(7)], ist(9))).toBe(morning);
    expect(nearestHolder([], ist(9))).toBeUndefined();
  });
});
