import { describe, expect, it } from 'vitest';
import { istInstant } from './ist-time.js';
import {
  isReportPending,
  NOT_LET_IN_NOTE_MAX_LENGTH,
  notLetInPhaseAt,
  notLetInWindowOf,
  OWNER_ANSWER_MINUTES,
  ownerAnswerDeadline,
  REPORT_AFTER_SLOT_MINUTES,
} from './not-let-in.js';
import { reportNotLetInBodySchema, respondToReportBodySchema } from './not-let-in-schemas.js';
import { serverTexts } from './server-texts.js';

// API contract §8.10: when a 'not let in' report can be made, in IST (the tests run with TZ=UTC).

const at = (date: string, hour: number, minute = 0) => istInstant(date, hour * 60 + minute);

describe("the 'not let in' window", () => {
  it('runs from an hour before the slot until 30 minutes after it ends', () => {
    const window = notLetInWindowOf(at('2030-06-10', 18));
    expect(window).toEqual({ opensAt: at('2030-06-10', 17), closesAt: at('2030-06-10', 19, 30) });
    expect(notLetInPhaseAt(window, new Date(window.opensAt.getTime() - 1))).toBe('not_open_yet');
    expect(notLetInPhaseAt(window, window.opensAt)).toBe('open');
    expect(notLetInPhaseAt(window, new Date(window.closesAt.getTime() - 1))).toBe('open');
    expect(notLetInPhaseAt(window, window.closesAt)).toBe('closed');
  });

  it("crosses midnight IST by instants, whatever the server's zone", () => {
    // The 11:00 PM slot ends at midnight; reports close at 12:30 AM IST the next day (19:00 UTC).
    expect(notLetInWindowOf(at('2030-06-10', 23)).closesAt.toISOString()).toBe('2030-06-10T19:00:00.000Z');
  });

  it('gives the owner 30 minutes from the report', () => {
    expect(ownerAnswerDeadline(at('2030-06-10', 18, 10))).toEqual(at('2030-06-10', 18, 40));
    expect(isReportPending('open')).toBe(true);
    expect(isReportPending('contested')).toBe(true);
    expect(isReportPending('refunded')).toBe(false);
  });

  it('says the numbers the rules use', () => {
    expect(REPORT_AFTER_SLOT_MINUTES).toBe(30);
    expect(OWNER_ANSWER_MINUTES).toBe(30);
    expect(serverTexts.notLetInNoteTooLong).toBe(`Note must be at most ${NOT_LET_IN_NOTE_MAX_LENGTH} characters`);
    expect(serverTexts.notLetInTooLate).toBe(`Reports close ${REPORT_AFTER_SLOT_MINUTES} minutes after the slot ends, so this booking can no longer be reported.`);
    expect(serverTexts.reportAnswerTooLate).toBe(`The ${OWNER_ANSWER_MINUTES} minutes to answer this report have passed.`);
  });
});

describe('the report and answer bodies', () => {
  it('trim the note and keep it plain', () => {
    expect(reportNotLetInBodySchema.parse({ reason: 'closed', note: '  Shut.  ' })).toEqual({ reason: 'closed', note: 'Shut.' });
    expect(reportNotLetInBodySchema.safeParse({ reason: 'closed', note: 'a\u0007b' }).success).toBe(false);
    expect(reportNotLetInBodySchema.parse({ reason: 'other', note: 'line one\nline two' }).note).toBe('line one\nline two');
    expect(respondToReportBodySchema.safeParse({ note: ' ' }).error?.issues[0]?.message).toBe(serverTexts.notLetInNoteRequired);
  });
});
