import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_CUTOFF_HOURS,
  CANCELLATION_POLICY,
  MAX_RESCHEDULES,
  MAX_UNPAID_HOLDS,
} from './booking-rules.js';
import { CHECK_IN_OPENS_MINUTES_BEFORE } from './check-in-window.js';
import { EARLIEST_DATE, EARLIEST_MONTH, YEARS_AHEAD } from './date-window.js';
import { MAX_SEARCH_LENGTH } from './gym-schemas.js';
import { daysOfWeek } from './ist-time.js';
import { MAX_GYM_IMAGES, MAX_PRICE_PER_HOUR } from './owner-schemas.js';
import { PERSON_NAME_MAX_LENGTH } from './person-name.js';
import { MAX_PRICE_BANDS } from './price-band-schemas.js';
import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_REPLY_MAX_LENGTH, REVIEW_WINDOW_DAYS } from './review-schemas.js';
import { englishOf, fillPlaceholders, findServerText, isServerTextCode, serverTexts } from './server-texts.js';
import { MAX_WAITLIST_ENTRIES } from './waitlist-schemas.js';

describe('the server texts', () => {
  it('gives each text one code, and each code is a camelCase name', () => {
    const codesByText = new Map<string, string[]>();
    for (const [code, text] of Object.entries(serverTexts)) codesByText.set(text, [...(codesByText.get(text) ?? []), code]);
    expect([...codesByText.values()].filter((codes) => codes.length > 1)).toEqual([]);
    expect(Object.keys(serverTexts).filter((code) => !/^[a-z][A-Za-z0-9]*$/.test(code))).toEqual([]);
  });

  // The catalogue writes its numbers out, so the English stays one literal; these hold it to the rules.
  it('says the numbers the rules use', () => {
    expect(serverTexts.unpaidHolds).toBe(`You have ${MAX_UNPAID_HOLDS} unpaid bookings. Pay for or cancel one first.`);
    // B1's 30 days are the default of each gym's own window (§8.12), said with the gym's number.
    expect(serverTexts.bookingHorizon).toBe('Bookings open up to {days} days ahead. Please choose an earlier date.');
    expect(serverTexts.cancellationPolicy).toBe(
      `Bookings can be cancelled up to ${CANCELLATION_CUTOFF_HOURS} hours before the slot starts, with a full refund. Later cancellations are not possible.`,
    );
    expect(serverTexts.tooLateToCancel).toBe(
      `This booking starts in less than ${CANCELLATION_CUTOFF_HOURS} hours, so it can no longer be cancelled. ${CANCELLATION_POLICY}`,
    );
    expect(serverTexts.tooLateToReschedule).toBe(
      `This booking starts in less than ${CANCELLATION_CUTOFF_HOURS} hours, so it can no longer be rescheduled.`,
    );
    expect(serverTexts.rescheduleLimit).toBe(
      `This booking has already been rescheduled ${MAX_RESCHEDULES} times, the most allowed. You can still cancel it for a full refund up to ${CANCELLATION_CUTOFF_HOURS} hours before it starts.`,
    );
    expect(serverTexts.checkInOpensAt).toBe(`Check-in opens at {time}, ${CHECK_IN_OPENS_MINUTES_BEFORE} minutes before the slot.`);
    expect(serverTexts.nameTooLong).toBe(`Name must be at most ${PERSON_NAME_MAX_LENGTH} characters`);
    expect(serverTexts.searchTooLong).toBe(`Search text must be at most ${MAX_SEARCH_LENGTH} characters`);
    expect(serverTexts.tooManyImages).toBe(`A gym can have at most ${MAX_GYM_IMAGES} images`);
    expect(serverTexts.availabilityTooFarAhead).toBe(`Cannot set availability more than ${YEARS_AHEAD} years ahead`);
    for (const field of ['date', 'from', 'to'] as const) {
      expect(serverTexts[`${field}OutsideWindow`]).toBe(`${field} must be a date from ${EARLIEST_DATE} to ${YEARS_AHEAD} years after today`);
    }
    expect(serverTexts.payoutMonthOutsideWindow).toBe(`month must be a month from ${EARLIEST_MONTH} to ${YEARS_AHEAD} years after this one`);
    expect(serverTexts.waitlistLimit).toBe(`You can be on the waitlist for at most ${MAX_WAITLIST_ENTRIES} slots at a time. Leave one first.`);
    expect(serverTexts.reviewWindowPassed).toBe(`You can review a visit for up to ${REVIEW_WINDOW_DAYS} days after it.`);
    expect(serverTexts.commentTooLong).toBe(`Comment must be at most ${REVIEW_COMMENT_MAX_LENGTH} characters`);
    expect(serverTexts.replyTooLong).toBe(`Reply must be at most ${REVIEW_REPLY_MAX_LENGTH} characters`);
    expect(serverTexts.tooManyBands).toBe(`A gym can have at most ${MAX_PRICE_BANDS} price bands`);
    expect(serverTexts.bandDay).toBe(`dayOfWeek must be one of ${daysOfWeek.join(', ')}`);
    expect(serverTexts.bandPrice).toBe(`pricePerHour must be more than 0 and at most ${MAX_PRICE_PER_HOUR} rupees, with at most 2 decimals`);
  });

  it('finds a text by its English, with the values of its placeholders', () => {
    expect(findServerText('Gym not found.')).toEqual({ code: 'gymNotFoundDot' });
    expect(findServerText('Gym not found')).toEqual({ code: 'gymNotFound' });
    expect(findServerText('Too many attempts. Please try again in 1 minute.')).toEqual({ code: 'tooManyAttemptsOneMinute' });
    expect(findServerText('Too many attempts. Please try again in 12 minutes.')).toEqual({ code: 'tooManyAttempts', params: { minutes: '12' } });
    expect(findServerText('This booking was already checked in at 07:05 AM.')).toEqual({ code: 'alreadyCheckedInAt', params: { time: '07:05 AM' } });
    expect(findServerText('This booking was already checked in.')).toEqual({ code: 'alreadyCheckedIn' });
    // One character off is another text.
    expect(findServerText('Gym not found!')).toBeUndefined();
    expect(findServerText('Powerhouse Fitness closes early today')).toBeUndefined();
  });

  it('writes a coded text in English, each value exactly as given', () => {
    expect(englishOf({ code: 'tooManyAttempts', params: { minutes: 4 } })).toBe('Too many attempts. Please try again in 4 minutes.');
    expect(englishOf({ code: 'otpNotToday', params: { date: '25 November 2026' } })).toBe('This OTP is for a booking on 25 November 2026, not today.');
    expect(fillPlaceholders('overlaps band {band} on the same day', { band: '$& {band}' })).toBe('overlaps band $& {band} on the same day');
    expect(fillPlaceholders('at {time}.', {})).toBe('at {time}.');
  });

  it('knows its own codes only', () => {
    expect(isServerTextCode('slotFull')).toBe(true);
    expect(isServerTextCode('toString')).toBe(false);
    expect(isServerTextCode(undefined)).toBe(false);
  });
});
