const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** An amount in rupees, such as `₹199` (ui.md). */
export function formatRupees(amount: number): string {
  return `₹${rupees.format(amount)}`;
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

const kilometres = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** A distance in km; the server sends 2 decimals, one is plenty on screen. */
export function formatDistanceKm(distanceKm: number): string {
  return `${kilometres.format(distanceKm)} km`;
}
