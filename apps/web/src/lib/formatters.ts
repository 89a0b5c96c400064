import { formatIndianNumber } from '@gymslot/shared/indian-number';
import { formatPricePerHour as pricePerHourIn } from '@gymslot/shared/money';
import { currentLanguage } from '../i18n/locale';

// Money has one home in packages/shared (money.ts), shared with the server's mails; screens format
// through here, in the language the person reads the app in. Dates: date-formatters.ts.

/** A distance in km; the server sends 2 decimals, one is plenty on screen. */
export function formatDistanceKm(distanceKm: number): string {
  return `${formatIndianNumber(distanceKm, 1)} km`;
}

export const formatPricePerHour = (rupeesPerHour: number) => pricePerHourIn(rupeesPerHour, currentLanguage());

/** An account's mobile number, kept in E.164 (§8.9), as people read it: '+919876543210' → '+91 98765 43210'. */
export function formatMobileNumber(e164: string): string {
  const national = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return national ? `+91 ${national[1]} ${national[2]}` : e164;
}
