// A GSTIN, the 15-character GST registration number a gym prints on its invoices (API contract
// §8.7): a 2-digit state code, the holder's PAN, an entity code, 'Z', and a mod-36 check character.
// One rule for the server and the edit-gym form.

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State codes 01–38, 97 (other territory) and 99 (centre jurisdiction); PAN = 5 letters, 4 digits, 1 letter. */
const SHAPE = /^(?:0[1-9]|[12]\d|3[0-8]|97|99)[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const GSTIN_MESSAGE = 'gstin must be a valid 15-character GSTIN';

/** The check character of a GSTIN's first 14 characters (upper-case, each one of 0-9 and A-Z). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < first14.length; index += 1) {
    const product = CHARACTERS.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / CHARACTERS.length) + (product % CHARACTERS.length);
  }
  return CHARACTERS.charAt((CHARACTERS.length - (sum % CHARACTERS.length)) % CHARACTERS.length);
}

/** The GSTIN in upper case with the spaces around it trimmed, or null when it is not a valid one. */
export function normalizeGstin(text: string): string | null {
  const gstin = text.trim().toUpperCase();
  if (!SHAPE.test(gstin)) return null;
  return gstin.slice(-1) === gstinCheckCharacter(gstin.slice(0, 14)) ? gstin : null;
}
