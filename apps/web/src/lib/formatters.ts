const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** An amount in rupees, such as `₹199` (ui.md). */
export function formatRupees(amount: number): string {
  return `₹${rupees.format(amount)}`;
}

/** Prices are always shown as `₹199 / hour` (ui.md). */
export function formatPricePerHour(rupeesPerHour: number): string {
  return `${formatRupees(rupeesPerHour)} / hour`;
}

// The API's dates are IST calendar dates; reading them as UTC midnight keeps the weekday right in any zone.
const calendarDateParts = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A `YYYY-MM-DD` date as `Sat, 21 Nov 2026` (ui.md); anything else is shown as it came. */
export function formatCalendarDate(date: string): string {
  const instant = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(instant.getTime())) return date;
  // Assembled from parts: browsers disagree on the separators of the built-in pattern.
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    calendarDateParts.formatToParts(instant).find((entry) => entry.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}
