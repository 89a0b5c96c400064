// An Indian phone number as people write it, for a gym's contact number (decision 028): a mobile
// (98765 43210, +91 98765-43210, 098765 43210) or a landline with its STD code and the 0 or +91
// in front (020 2553 1234, +91 80 4718 2290). One rule for the server and the add-gym form.

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
