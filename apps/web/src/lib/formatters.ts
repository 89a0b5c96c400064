const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Prices are always shown as `₹199 / hour` (ui.md). */
export function formatPricePerHour(rupeesPerHour: number): string {
  return `₹${rupees.format(rupeesPerHour)} / hour`;
}
