import type { PayoutLine } from '@gymslot/shared/payout-schemas';
import { csvLine } from '../../../lib/csv.js';

// A month's payout statement (§8.7) as RFC 4180 CSV, quoted as every export is (lib/csv.ts).

const header = ['Date', 'Booking ID', 'Gym', 'Amount (INR)', 'Fee (INR)', 'Payout (INR)', 'Status', 'Transfer ID'];

/** The whole statement: a byte order mark (so Excel reads Hindi gym names), the header, one payout a line. */
export function payoutStatementCsv(payouts: PayoutLine[]): string {
  const lines = payouts.map((line) =>
    csvLine([line.date, line.bookingId, line.gymName, line.amount.toFixed(2), line.fee.toFixed(2), line.payout.toFixed(2), line.status, line.transferId ?? '']),
  );
  return `\uFEFF${csvLine(header)}${lines.join('')}`;
}
