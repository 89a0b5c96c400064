/**
 * A number as `Intl.NumberFormat('en-IN', { maximumFractionDigits })` writes it (`12,34,567.5`: the
 * last three digits, then pairs; half rounded away from zero on the number's shortest decimal form),
 * without Intl: Chromium loads its locale data on the first en-IN formatter, about 20 ms of a phone's
 * main thread while the first page renders. Forms JavaScript writes with an exponent stay as they are.
 */
function formatIndianNumber(value: number, maximumFractionDigits: number): string {
  const plain = /^(\d+)(?:\.(\d+))?$/.exec(String(Math.abs(value)));
  if (!plain) return String(value);
  const [, integer = '', fraction = ''] = plain;
  const roundUp = (fraction[maximumFractionDigits] ?? '0') >= '5' ? 1n : 0n;
  const scaled = BigInt(integer + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0')) + roundUp;
  const digits = scaled.toString().padStart(maximumFractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - maximumFractionDigits);
  const decimals = digits.slice(digits.length - maximumFractionDigits).replace(/0+$/, '');
  const grouped = whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${decimals === '' ? '' : `.${decimals}`}`;
}

/** An amount in rupees, such as `₹199` (ui.md). */
export function formatRupees(amount: number): string {
  return `₹${formatIndianNumber(amount, 2)}`;
}

/** Prices are always shown as `₹199 / hour` (ui.md). */
export function formatPricePerHour(rupeesPerHour: number): string {
  return `${formatRupees(rupeesPerHour)} / hour`;
}

// Fixed names: ICU versions disagree ('Sept' or 'Sep'), and the screens should read the same everywhere.
const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A `YYYY-MM-DD` date as `Sat, 21 Nov 2026` (ui.md); anything else is shown as it came. */
export function formatCalendarDate(date: string): string {
  // The API's dates are IST calendar dates; reading them as UTC midnight keeps the weekday right in any zone.
  const instant = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(instant.getTime())) return date;
  const weekday = weekdayNames[instant.getUTCDay()];
  const month = monthNames[instant.getUTCMonth()];
  return `${weekday}, ${instant.getUTCDate()} ${month} ${instant.getUTCFullYear()}`;
}

/** A distance in km; the server sends 2 decimals, one is plenty on screen. */
export function formatDistanceKm(distanceKm: number): string {
  return `${formatIndianNumber(distanceKm, 1)} km`;
}
