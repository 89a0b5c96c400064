import { serverTexts } from './server-texts.js';

// The rule for a person's display name. A name is put into mails that go to any address (a sign-up
// mail to someone else's address), so it must not be able to carry a link or markup there.

export const PERSON_NAME_MAX_LENGTH = 80;
export const PERSON_NAME_TOO_LONG = serverTexts.nameTooLong;
export const PERSON_NAME_RULE = serverTexts.nameRule;

const forbidden = [
  /https?:\/\//i,
  /www\./i,
  // Anything domain-like (example.com, prizes.co.in); "A. R. Rahman" and "J.R.R. Tolkien" are not.
  /[\p{L}\p{N}-]\.\p{L}{2,}/u,
  /[<>]/,
  /\p{Cc}/u,
  // Direction overrides can make a name read as something else; joiners (Devanagari, Tamil) stay allowed.
  /[\u202A-\u202E\u2066-\u2069]/,
];

/** Any script, accents, apostrophes, hyphens and initials pass; links, markup and control characters do not. */
export function isSafePersonName(name: string): boolean {
  return !forbidden.some((pattern) => pattern.test(name));
}
