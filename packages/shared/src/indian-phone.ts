// An Indian phone number as people write it, for a gym's contact number (decision 028): a mobile
// (98765 43210, +91 98765-43210, 098765 43210) or a landline with its STD code and the 0 or +91
// in front (020 2553 1234, +91 80 4718 2290). One rule for the server and the add-gym form; the
// owner's 10-digit number (G12) is read from the same spellings (decision 068).

const SEPARATORS = /[\s-]/g;
/** A bare 10-digit mobile, or any 10 digits after a 0 or +91 (an STD code needs one of them to be dialled). */
const PHONE = /^(?:[6-9]\d{9}|(?:\+91|0)[1-9]\d{9})$/;

/**
 * The number without spaces and dashes, as a phone on an Indian network dials it (a `tel:` link),
 * or null when the text is not one.
 */
export function normalizeIndianPhone(text: string): string | null {
  const compact = text.replace(SEPARATORS, '');
  return PHONE.test(compact) ? compact : null;
}

/** Spaces, dashes, dots and brackets people put in a number ('98765 43210', '(0) 98765-43210'). */
const WRITTEN_SEPARATORS = /[\s\-.()]/g;
const TEN_DIGITS_AFTER_PREFIX = /^(?:\+91|91|0)?(\d{10})$/;

/**
 * The 10 digits of a number written with spaces or dashes and a leading 0, 91 or +91
 * ('+91 98765 43210' → '9876543210'), or null when it holds no 10 digits so: G12's `ownerPhoneNumber`.
 */
export function tenDigitPhone(text: string): string | null {
  return TEN_DIGITS_AFTER_PREFIX.exec(text.replace(WRITTEN_SEPARATORS, ''))?.[1] ?? null;
}
