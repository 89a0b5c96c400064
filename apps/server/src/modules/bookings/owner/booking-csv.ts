import { istTimestamp } from '@gymslot/shared/ist-time';
import { paiseToRupees } from '@gymslot/shared/money';
import { csvLine } from '../../../lib/csv.js';
import type { BookingExportRow } from './booking-pages.repository.js';

// The CSV export of B5/B6 (§8.7): RFC 4180, one booking a line, safe to open in a spreadsheet.

const header = ['Booking ID', 'Gym', 'City', 'Date', 'Time slot', 'Customer', 'Customer email', 'Amount (INR)', 'Status', 'Checked in at', 'Booked at'];

/** A moment in IST with its offset, like the slot's own IST date and time (decision 068); '' for none. */
const inIst = (epochMs: number | null) => (epochMs === null ? '' : istTimestamp(new Date(epochMs)));

/** The status column, as the booking lists name it; `refundFailed` when an admin exports the failed refunds. */
function statusOf(row: BookingExportRow, refundFailed: boolean): string {
  if (refundFailed) return 'refund_failed';
  if (row.status !== 'confirmed') return row.status;
  return row.isVerified ? 'verified' : 'pending';
}

/** One line per booking. No OTP: a file travels further than the screen it came from. */
function bookingCsvLine(row: BookingExportRow, refundFailed: boolean): string {
  return csvLine([
    row.id,
    row.gymName,
    row.gymCity,
    row.date,
    row.timeSlot,
    row.customerName,
    // "" for an account made with a mobile number only (§8.9), as the booking lists show it.
    row.customerEmail ?? '',
    paiseToRupees(row.amountPaise).toFixed(2),
    statusOf(row, refundFailed),
    inIst(row.verifiedAtMs),
    inIst(row.createdAtMs),
  ]);
}

/**
 * The whole file as a stream of text: a byte order mark (Excel, which most owners open it in, reads
 * Hindi names correctly only with it), the header, then each page's lines, one write a page.
 */
export async function* bookingCsvChunks(pages: AsyncIterable<BookingExportRow[]>, refundFailed: boolean): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(header)}`;
  for await (const rows of pages) {
    let text = '';
    for (const row of rows) text += bookingCsvLine(row, refundFailed);
    yield text;
  }
}
