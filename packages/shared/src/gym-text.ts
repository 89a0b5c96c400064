import { isSafePersonName } from './person-name.js';

// The rules for a gym's own words (issue 26, finding 10). Its name, address, city and state travel
// in mails, reminders, waitlist offers, calendar files and invoices to people who never chose them,
// so, like a person's name (person-name.ts), they cannot carry a web address or markup there. The
// description is shown only on the gym's page, as text: it may name the gym's website, but it
// holds no markup and no control characters other than its line breaks.

/** 'name must not contain web addresses, "<", ">" or control characters': the person-name rule, for a gym field. */
export function gymTextRule(field: string): string {
  return `${field} must not contain web addresses, "<", ">" or control characters`;
}

/** 'description must not contain "<", ">" or control characters other than line breaks'. */
export function gymDescriptionRule(field: string): string {
  return `${field} must not contain "<", ">" or control characters other than line breaks`;
}

/** A gym's name, address, city or state: the same test as a person's name. */
export const isSafeGymText = isSafePersonName;

const descriptionForbidden = [
  /[<>]/,
  // Control characters, except tab, line feed and carriage return.
  /(?![\t\n\r])\p{Cc}/u,
  // Direction overrides make text read as something else (person-name.ts).
  /[\u202A-\u202E\u2066-\u2069]/,
];

/** Plain text, several lines allowed: no markup, no control characters but line breaks and tabs. */
export function isPlainDescription(text: string): boolean {
  return !descriptionForbidden.some((pattern) => pattern.test(text));
}
