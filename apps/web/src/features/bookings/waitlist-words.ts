import type { WaitlistEntry } from '@gymslot/shared/waitlist-schemas';

/** 1 → '1st', 2 → '2nd', 11 → '11th', 22 → '22nd'. */
export function ordinal(value: number): string {
  const lastTwo = value % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[value % 10] ?? 'th';
  return `${value}${suffix}`;
}

/** A waiting entry's place in its slot's line, as people say it: '1st in line'. */
export function placeInLine(position: number): string {
  return `${ordinal(position)} in line`;
}

/** Asked before leaving: with an offer, leaving also gives its held place away. */
export function leaveWaitlistQuestion(entry: Pick<WaitlistEntry, 'status'>): string {
  return entry.status === 'offered'
    ? 'Leave the waitlist? The place held for you will go to the next person in line.'
    : 'Leave the waitlist? You will lose your place in line.';
}
