// Indian digit grouping (12,34,567.5: the last three digits, then pairs), written without Intl so the
// server and every browser print the same text, and a phone never loads en-IN locale data (about
// 20 ms of Chromium's main thread on the first formatter) just to print a price.

/** Plain digits with Indian grouping commas: '1234567' → '12,34,567'. */
export function groupIndianDigits(digits: string): string {
  return digits.length > 3 ? `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
}

/**
 * A number as `Intl.NumberFormat('en-IN', { maximumFractionDigits })` writes it: half rounded away
 * from zero on the number's shortest decimal form, trailing zeros dropped. Forms JavaScript writes
 * with an exponent stay as they are.
 */
export function formatIndianNumber(value: number, maximumFractionDigits: number): string {
  const plain = /^(\d+)(?:\.(\d+))?$/.exec(String(Math.abs(value)));
  if (!plain) return String(value);
  const [, integer = '', fraction = ''] = plain;
  const roundUp = (fraction[maximumFractionDigits] ?? '0') >= '5' ? 1n : 0n;
  const scaled = BigInt(integer + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0')) + roundUp;
  const digits = scaled.toString().padStart(maximumFractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - maximumFractionDigits);
  const decimals = digits.slice(digits.length - maximumFractionDigits).replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupIndianDigits(whole)}${decimals === '' ? '' : `.${decimals}`}`;
}
