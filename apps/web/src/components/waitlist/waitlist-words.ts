import { params } from '@gymslot/shared/message-params';
import type { WaitlistEntry } from '@gymslot/shared/waitlist-schemas';
import { i18n } from '../../i18n/i18n';
import { currentLanguage } from '../../i18n/locale';

export const waitlistWords = i18n('bookings-waitlist-words', {
  placeInLine: params('{place} in line'),
  youAreInLine: params('You are {place} in line.'),
  leaveWithOffer: 'Leave the waitlist? The place held for you will go to the next person in line.',
  leaveWhileWaiting: 'Leave the waitlist? You will lose your place in line.',
});

type WaitlistTexts = ReturnType<typeof waitlistWords.get>;

/** 1 → '1st', 2 → '2nd', 11 → '11th', 22 → '22nd'. */
export function ordinal(value: number): string {
  const lastTwo = value % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[value % 10] ?? 'th';
  return `${value}${suffix}`;
}

/** A place in line as the shown language says it: '2nd' in English, the plain number in Hindi ('नंबर 2'). */
export function linePlace(position: number): string {
  return currentLanguage() === 'en' ? ordinal(position) : String(position);
}

/**
 * A waiting entry's place in its slot's line, as people say it: '1st in line'. A component passes
 * its `useStore(waitlistWords)` texts so it is drawn again when the language changes.
 */
export function placeInLine(position: number, t: WaitlistTexts = waitlistWords.get()): string {
  return t.placeInLine({ place: linePlace(position) });
}

/** Asked before leaving: with an offer, leaving also gives its held place away. */
export function leaveWaitlistQuestion(entry: Pick<WaitlistEntry, 'status'>, t: WaitlistTexts = waitlistWords.get()): string {
  return entry.status === 'offered' ? t.leaveWithOffer : t.leaveWhileWaiting;
}
