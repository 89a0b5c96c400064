// Money is whole paise in the database and in provider orders; the API's `pricePerHour` and `amount`
// are rupees (architecture "Money", api-contract "Money"). Every conversion between the two and every
// ₹ text goes through here, so the server's mails and the web's screens print an amount alike.

import { groupIndianDigits } from './indian-number.js';
import type { Language } from './languages.js';

/**
 * Whole paise for an amount in rupees. Rounds half away from zero on the amount's shortest decimal
 * form (the digits a person typed), so 0.1 + 0.2 is 30 paise and 1.005 is 101, never 100.
 */
export function rupeesToPaise(rupees: number): number {
  const magnitude = Math.abs(rupees);
  // Shifting the decimal text by two places avoids 1.005 * 100 === 100.49999999999999.
  const shifted = Number(`${magnitude}e2`);
  const paise = Math.round(Number.isNaN(shifted) ? magnitude * 100 : shifted);
  return rupees < 0 && paise !== 0 ? -paise : paise;
}

/** Rupees for whole paise: 19950 → 199.5. `rupeesToPaise` gives the paise back for any |paise| up to 2^52. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/**
 * The one display form of an amount in rupees: '₹199' for whole rupees, '₹199.50' when there are
 * paise, Indian digit grouping ('₹1,25,000'), the sign in front ('-₹5'). No Intl, so Node and every
 * browser agree. `paise: 'always'` writes them even when none, as invoices do ('₹199.00').
 */
export function formatRupees(rupees: number, options: { paise?: 'when-any' | 'always' } = {}): string {
  const paise = rupeesToPaise(rupees);
  if (!Number.isFinite(paise)) return `₹${rupees}`;
  const magnitude = Math.abs(paise);
  const paisePart = magnitude % 100;
  const wholeRupees = (magnitude - paisePart) / 100;
  // Past 1e21 JavaScript writes an exponent; no amount gets there, so it is simply shown as written.
  const whole = wholeRupees < 1e21 ? groupIndianDigits(String(wholeRupees)) : String(wholeRupees);
  const decimals = paisePart === 0 && options.paise !== 'always' ? '' : `.${String(paisePart).padStart(2, '0')}`;
  return `${paise < 0 ? '-' : ''}₹${whole}${decimals}`;
}

/** Prices are always shown as '₹199 / hour' (ui.md), in Hindi '₹199 / घंटा'. */
export function formatPricePerHour(rupeesPerHour: number, language: Language = 'en'): string {
  return `${formatRupees(rupeesPerHour)} / ${language === 'hi' ? 'घंटा' : 'hour'}`;
}

/**
 * The gym's share of a payment after GymSlot's fee (`feePercent`, up to two decimals), in whole
 * paise. The share is rounded down, so the fee is never less than the percent: 199.99 at 10% pays
 * the gym 17999 paise of 19999. Integer arithmetic in basis points, so no float ever rounds it.
 */
export function gymSharePaise(amountPaise: number, feePercent: number): number {
  const feeBasisPoints = Math.round(feePercent * 100);
  return Math.floor((amountPaise * (10_000 - feeBasisPoints)) / 10_000);
}

/** An amount paid, inclusive of 5% GST, split into what the invoice shows (API contract §8.7). */
export interface GstSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/**
 * Splits a GST-inclusive amount into taxable value, CGST 2.5% and SGST 2.5%, in whole paise, so
 * taxable + CGST + SGST is exactly the amount paid. CGST and SGST are always equal (same rate, same
 * base): each is 2.5% of the taxable value rounded half up, and the taxable value takes whatever
 * paisa is left, so each tax is within 0.55 paise of 2.5% of the value printed beside it.
 */
export function splitGstInclusive(paidPaise: number): GstSplit {
  // Integer arithmetic: round(paid × 100 / 105), then round(taxable / 40), both half up.
  const taxableEstimate = Math.floor((paidPaise * 40 + 21) / 42);
  const halfTax = Math.floor((taxableEstimate + 20) / 40);
  return { taxablePaise: paidPaise - 2 * halfTax, cgstPaise: halfTax, sgstPaise: halfTax };
}
