import { CANCELLATION_POLICY, RESCHEDULE_LIMIT_MESSAGE, SLOT_FULL_MESSAGE, UNPAID_HOLDS_MESSAGE } from '@gymslot/shared/booking-rules';
import { outsideDateWindowMessage } from '@gymslot/shared/date-window';
import { FOREIGN_PASS_MESSAGE, INVALID_PASS_MESSAGE, PASS_REQUIRED_MESSAGE } from '@gymslot/shared/door-pass-schemas';
import { availabilityMessages } from '@gymslot/shared/owner-availability-schemas';
import { imageMessages } from '@gymslot/shared/owner-schemas';
import { PAYOUT_MONTH_WINDOW_MESSAGE } from '@gymslot/shared/payout-schemas';
import { PERSON_NAME_RULE, PERSON_NAME_TOO_LONG } from '@gymslot/shared/person-name';
import { INVALID_UNSUBSCRIBE_LINK, PREFERENCES_RULE, REVIEW_PROMPTS_STOPPED } from '@gymslot/shared/preference-schemas';
import { REVIEW_ALREADY_POSTED, REVIEW_NOT_CHECKED_IN } from '@gymslot/shared/review-schemas';
import {
  WAITLIST_ALREADY_JOINED,
  WAITLIST_JOINED_MESSAGE,
  WAITLIST_LEFT_MESSAGE,
  WAITLIST_LIMIT_MESSAGE,
  WAITLIST_SLOT_HAS_PLACES,
} from '@gymslot/shared/waitlist-schemas';
import { serverTexts } from '@gymslot/shared/server-texts';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { loadLanguage } from './i18n';
import { rememberLanguage } from './locale';
import { serverErrorText, translateServerText } from './server-messages';

afterEach(() => {
  rememberLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

async function inHindi() {
  await loadLanguage('hi');
  rememberLanguage('hi');
}

describe('translateServerText', () => {
  it('shows a server text in Hindi once Hindi is chosen, and as sent in English', async () => {
    expect(translateServerText('Invalid email or password')).toBe('Invalid email or password');

    await inHindi();

    expect(translateServerText('Invalid email or password')).toBe('ईमेल या पासवर्ड सही नहीं है');
    expect(translateServerText('Logged out successfully')).toBe('आप लॉग आउट हो गए हैं');
  });

  it('leaves a text it does not know as it is', async () => {
    await inHindi();

    expect(translateServerText('Powerhouse Fitness closes early today')).toBe('Powerhouse Fitness closes early today');
    // One character off is another text.
    expect(translateServerText('Invalid email or password.')).toBe('Invalid email or password.');
  });

  it('keeps the varying part of a text with a time, a date or a count', async () => {
    await inHindi();

    expect(translateServerText('This booking was already checked in at 07:05 AM.')).toBe('इस बुकिंग का चेक-इन 07:05 AM पर पहले ही हो चुका है।');
    expect(translateServerText('Check-in opens at 06:00 AM, 60 minutes before the slot.')).toBe('चेक-इन 06:00 AM से शुरू होगा, स्लॉट से 60 मिनट पहले।');
    expect(translateServerText('Too many attempts. Please try again in 12 minutes.')).toContain('12 मिनट');
    expect(translateServerText('This OTP is for a booking on 25 November 2026, not today.')).toContain('25 November 2026');
  });

  it('knows the texts the shared rules give, word for word', async () => {
    await inHindi();
    const shared = [
      SLOT_FULL_MESSAGE,
      UNPAID_HOLDS_MESSAGE,
      CANCELLATION_POLICY,
      RESCHEDULE_LIMIT_MESSAGE,
      PASS_REQUIRED_MESSAGE,
      INVALID_PASS_MESSAGE,
      FOREIGN_PASS_MESSAGE,
      PERSON_NAME_TOO_LONG,
      PERSON_NAME_RULE,
      REVIEW_NOT_CHECKED_IN,
      REVIEW_ALREADY_POSTED,
      WAITLIST_SLOT_HAS_PLACES,
      WAITLIST_ALREADY_JOINED,
      WAITLIST_LIMIT_MESSAGE,
      WAITLIST_JOINED_MESSAGE,
      WAITLIST_LEFT_MESSAGE,
      imageMessages.noRoom,
      PREFERENCES_RULE,
      INVALID_UNSUBSCRIBE_LINK,
      REVIEW_PROMPTS_STOPPED,
      ...(['date', 'from', 'to'] as const).map((field) => outsideDateWindowMessage(field)),
      PAYOUT_MONTH_WINDOW_MESSAGE,
      availabilityMessages.tooFarAhead,
    ];
    const untranslated = shared.filter((text) => translateServerText(text) === text);
    expect(untranslated).toEqual([]);
  });

  it('translates every text of the catalogue', async () => {
    await inHindi();

    const untranslated = Object.values(serverTexts).filter((text) => !text.includes('{') && translateServerText(text) === text);
    expect(untranslated).toEqual([]);
  });
});

describe('translateServerText by code', () => {
  const refused = (envelope: Record<string, unknown>) => new ApiError(409, { success: false, ...envelope });

  it("translates an error by its code, whatever its English says, and fills the code's placeholders", async () => {
    await inHindi();

    expect(translateServerText(refused({ message: 'Sorry, this slot is now full!', code: 'slotFull' }))).toBe('यह स्लॉट भर चुका है');
    const limited = refused({ message: 'Slow down: 7 minutes to wait.', code: 'tooManyAttempts', params: { minutes: 7 } });
    expect(translateServerText(limited)).toBe('बहुत ज़्यादा कोशिशें हो गईं। कृपया 7 मिनट बाद फिर से कोशिश करें।');
  });

  it('translates the text serverErrorText gave by the code it came with', async () => {
    await inHindi();
    const text = serverErrorText(refused({ message: 'The slot filled up while you were choosing', code: 'slotFull' }), 'Booking failed');

    expect(text).toBe('The slot filled up while you were choosing');
    expect(translateServerText(text)).toBe('यह स्लॉट भर चुका है');
  });

  it('shows the English as sent for a code this app does not know, and matches a text without a code as before', async () => {
    await inHindi();

    expect(translateServerText(refused({ message: 'This gym is closed for Diwali', code: 'gymClosedForFestival' }))).toBe('This gym is closed for Diwali');
    expect(translateServerText(refused({ message: 'This slot is full' }))).toBe('यह स्लॉट भर चुका है');
  });

  it('keeps English when English is shown', () => {
    expect(translateServerText(refused({ message: 'This slot is full', code: 'slotFull' }))).toBe('This slot is full');
  });
});
