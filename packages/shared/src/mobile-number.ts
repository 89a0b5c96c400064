import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

// A person's mobile number (API contract §8.9): an Indian mobile, kept in E.164 (+919876543210).
// People write it with spaces, dashes, a leading 0, 91 or +91; libphonenumber-js reads those.
// A gym's contact number, which may be a landline, has its own rule (indian-phone.ts).

/** Longer input is not a number anyone typed by hand. */
const MAX_INPUT_LENGTH = 32;
const HAND_WRITTEN = /^[\d\s()+-]+$/;
/** What Indian mobile numbers start with, after the country code. */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/** The number in E.164, or null when `input` is not an Indian mobile number. */
export function indianMobileNumber(input: string): string | null {
  if (input.length > MAX_INPUT_LENGTH || !HAND_WRITTEN.test(input)) return null;
  const parsed = parsePhoneNumberFromString(input, 'IN');
  if (!parsed || parsed.country !== 'IN' || !INDIAN_MOBILE.test(parsed.nationalNumber) || !parsed.isValid()) return null;
  return parsed.number;
}

/** '+919876543210' → '+91 98*** **210': enough for its owner to recognise, not enough to harvest. */
export function maskMobileNumber(e164: string): string {
  const national = /^\+91(\d{10})$/.exec(e164)?.[1];
  return national ? `+91 ${national.slice(0, 2)}*** **${national.slice(7)}` : `***${e164.slice(-3)}`;
}
